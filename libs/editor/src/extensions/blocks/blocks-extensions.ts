import type { AnyExtension } from '@remirror/core';
import { markupExtensions } from '../markup-extensions';
import { BlockRulesExtension } from './block-rules-extension';
import { CodeBlockExtension } from './code-block-extension';
import { HeaderBlockExtension } from './header-block-extension';
import { ImageBlockExtension } from './image-block-extension';
import { QuoteBlockExtension } from './quote-block-extension';
import { SpoilerBlockExtension } from './spoiler-block-extension';
import { SpoilerTitleExtension } from './spoiler-title-extension';
import { TextRowExtension } from './text-row-extension';

/**
 * Every content block of docs/product §3 as the block editor's nodes, the rows' markup (every tag, as in
 * the markup editor; Enter makes a new row, Shift+Enter a line break inside one) and the block rules
 * of §5. The row comes first: it is the block Enter makes and an empty document holds.
 */
export function blocksExtensions() {
  return [
    new TextRowExtension(),
    new HeaderBlockExtension(),
    new CodeBlockExtension(),
    new ImageBlockExtension(),
    new SpoilerBlockExtension(),
    new SpoilerTitleExtension(),
    new QuoteBlockExtension(),
    new BlockRulesExtension(),
    ...markupExtensions({ enterBreaksLine: false }),
  ] satisfies AnyExtension[];
}

export type BlocksExtension = ReturnType<typeof blocksExtensions>[number];
