import {
  ExtensionTag,
  MarkExtension,
  type CommandFunction,
  type MarkExtensionSpec,
  type MarkSpecOverride,
} from '@remirror/core';
import type { Mark } from '@remirror/pm/model';
import { TextSelection } from '@remirror/pm/state';
import { isSafeLinkUrl } from '@vn/domain';
import { markRangeAtCursor } from './toggle-mark';

export type LinkOptions = object;

/** Links on what users typed are not endorsed by the site, and the page opened gets no handle on it. */
const USER_LINK_REL = 'noopener noreferrer nofollow';

/**
 * `[a href="…"]`: a link to an http(s), mailto or site-relative address (SPEC.md §3; the domain's
 * `isSafeLinkUrl`), holding only b, i, u and s. A link is not typed into when the cursor is at its
 * end (`inclusive: false`), and it excludes the project link (no link inside a link).
 */
export class LinkExtension extends MarkExtension<LinkOptions> {
  static override disableExtraAttributes = true;

  get name() {
    return 'a' as const;
  }

  override createTags() {
    return [ExtensionTag.Link];
  }

  createMarkSpec(_extra: unknown, override: MarkSpecOverride): MarkExtensionSpec {
    return {
      ...override,
      attrs: { href: {} },
      inclusive: false,
      excludes: ExtensionTag.Link,
      parseDOM: [
        {
          tag: 'a[href]:not([data-markup="novel"])',
          getAttrs: (dom) => {
            const href = ((dom as HTMLElement).getAttribute('href') ?? '').trim();
            return isSafeLinkUrl(href) ? { href } : false;
          },
        },
      ],
      toDOM: (mark: Mark) => [
        'a',
        { href: String(mark.attrs['href']), rel: USER_LINK_REL, 'data-markup': 'a' },
        0,
      ],
    };
  }

  /**
   * Links the selection to `href`; with nothing selected, inserts `text` (the address itself when
   * `text` is blank) as the link. Refuses an address the markup does not allow.
   */
  insertLink({ href, text }: { href: string; text?: string }): CommandFunction {
    return ({ state, tr, dispatch }) => {
      const address = href.trim();
      if (!isSafeLinkUrl(address)) return false;
      const mark = this.type.create({ href: address });
      const { from, to, empty } = state.selection;
      if (empty) {
        const label = text?.trim() || address;
        tr.insertText(label, from);
        tr.addMark(from, from + label.length, mark);
        tr.setSelection(TextSelection.create(tr.doc, from + label.length));
      } else {
        tr.addMark(from, to, mark);
      }
      dispatch?.(tr);
      return true;
    };
  }

  /** Points the link the cursor is in at another address. */
  updateLink(href: string): CommandFunction {
    return ({ state, tr, dispatch }) => {
      const address = href.trim();
      const range = markRangeAtCursor(state, this.type);
      if (!range || !isSafeLinkUrl(address)) return false;
      tr.addMark(range.from, range.to, this.type.create({ href: address }));
      dispatch?.(tr);
      return true;
    };
  }

  /** Takes the link the cursor is in away, keeping its text. */
  removeLink(): CommandFunction {
    return ({ state, tr, dispatch }) => {
      const range = markRangeAtCursor(state, this.type);
      if (!range) return false;
      tr.removeMark(range.from, range.to, this.type);
      dispatch?.(tr);
      return true;
    };
  }

  override createCommands() {
    return {
      insertLink: (link: { href: string; text?: string }) => this.insertLink(link),
      updateLink: (href: string) => this.updateLink(href),
      removeLink: () => this.removeLink(),
    };
  }
}
