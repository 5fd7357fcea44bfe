import type { Transaction } from '@remirror/core';
import { Fragment, Slice } from '@remirror/pm/model';
import { htmlToMarkup } from '@vn/domain';
import { markupToInline } from '../document/markup-document';
import { PasteExtension } from './paste-extension';

/**
 * Paste into the markup editor (one run of lines): another site's HTML becomes the domain's markup
 * (`htmlToMarkup`: paragraphs and line breaks become lines, b/i/u/s/a/img their tags, everything else
 * its text), plain text goes in with line breaks, taking the formatting at the cursor.
 */
export class MarkupPasteExtension extends PasteExtension {
  get name() {
    return 'markupPaste' as const;
  }

  protected insertHtml(tr: Transaction, html: string): void {
    const inline = markupToInline(this.store.schema, htmlToMarkup(html));
    tr.replaceSelection(new Slice(Fragment.fromArray(inline), 0, 0));
  }

  protected insertText(tr: Transaction, text: string): void {
    const lineBreak = this.store.schema.nodes['lineBreak']!;
    text.split(/\r\n|\r|\n/).forEach((line, index) => {
      if (index > 0) tr.replaceSelectionWith(lineBreak.create(), true);
      if (line !== '') tr.insertText(line);
    });
  }
}
