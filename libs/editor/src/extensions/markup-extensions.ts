import { type AnyExtension } from '@remirror/core';
import { BoldExtension } from './bold-extension';
import { CenterExtension } from './center-extension';
import { HideExtension } from './hide-extension';
import { ImageExtension } from './image-extension';
import { ItalicExtension } from './italic-extension';
import { LineBreakExtension } from './line-break-extension';
import { LinkExtension } from './link-extension';
import { MarkupRulesExtension } from './markup-rules-extension';
import { NovelLinkExtension } from './novel-link-extension';
import { RightExtension } from './right-extension';
import { SmileExtension } from './smile-extension';
import { SpoilerExtension } from './spoiler-extension';
import { StickerExtension } from './sticker-extension';
import { StrikeExtension } from './strike-extension';
import { UnderlineExtension } from './underline-extension';
import { UserMentionExtension } from './user-mention-extension';

export interface MarkupExtensionsOptions {
  /** Whether Enter breaks the line (the markup editor) or is left to the block editor's rows. */
  enterBreaksLine: boolean;
}

/**
 * Every tag of the markup (docs/product §3) as the editor's marks and inline nodes. The order of the marks
 * is the schema's mark order, which is the order tags nest in, outermost first: spoiler, center,
 * right, hide, then the links, then b, i, u, s. With links inside everything but b, i, u and s, every
 * set of marks nests into markup the parser accepts (document/markup-document.ts).
 */
export function markupExtensions({ enterBreaksLine }: MarkupExtensionsOptions) {
  return [
    new SpoilerExtension(),
    new CenterExtension(),
    new RightExtension(),
    new HideExtension(),
    new LinkExtension(),
    new NovelLinkExtension(),
    new BoldExtension(),
    new ItalicExtension(),
    new UnderlineExtension(),
    new StrikeExtension(),
    new LineBreakExtension({ enterBreaksLine }),
    new ImageExtension(),
    new StickerExtension(),
    new SmileExtension(),
    new UserMentionExtension(),
    new MarkupRulesExtension(),
  ] satisfies AnyExtension[];
}

export type MarkupExtension = ReturnType<typeof markupExtensions>[number];
