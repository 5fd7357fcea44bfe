import type { MarkupNode } from './ast';
import { MAX_MARKUP_DEPTH } from './limits';

/**
 * The row being read by the legacy HTML import (legacy-html.ts): inline content with the formatting
 * tags still open around it, cut into rows at line breaks and block boundaries.
 */

/** The inline HTML formatting the import keeps, as the markup tag it becomes. */
export type InlineTag = 'b' | 'i' | 'u' | 's' | 'a';

interface InlineFrame {
  tag: InlineTag;
  href: string;
  children: MarkupNode[];
}

function isHtmlSpace(char: string): boolean {
  return char === ' ' || char === '\t' || char === '\n' || char === '\r' || char === '\f';
}

function trimHtmlSpace(text: string, side: 'start' | 'end'): string {
  let start = 0;
  let end = text.length;
  if (side === 'start') while (start < end && isHtmlSpace(text.charAt(start))) start++;
  else while (end > start && isHtmlSpace(text.charAt(end - 1))) end--;
  return text.slice(start, end);
}

/** A row without the collapsible spaces at its two ends, as a browser lays out a line. */
export function trimRow(row: readonly MarkupNode[]): MarkupNode[] {
  const trimmed = [...row];
  const first = trimmed[0];
  if (first?.type === 'text') trimmed[0] = { ...first, text: trimHtmlSpace(first.text, 'start') };
  const lastIndex = trimmed.length - 1;
  const last = trimmed[lastIndex];
  if (last?.type === 'text')
    trimmed[lastIndex] = { ...last, text: trimHtmlSpace(last.text, 'end') };
  return trimmed.filter((node) => node.type !== 'text' || node.text !== '');
}

function frameNode(frame: InlineFrame): MarkupNode {
  return frame.tag === 'a'
    ? { type: 'a', href: frame.href.trim(), children: frame.children }
    : { type: frame.tag, children: frame.children };
}

/** The inline content of the row being read, with the formatting tags still open around it. */
export class RowBuilder {
  private root: MarkupNode[] = [];
  private frames: InlineFrame[] = [];

  private get children(): MarkupNode[] {
    return this.frames.at(-1)?.children ?? this.root;
  }

  addText(text: string): void {
    const last = this.children.at(-1);
    if (last?.type === 'text') last.text += text;
    else this.children.push({ type: 'text', text });
  }

  open(tag: InlineTag, href: string): void {
    const nestedLink = tag === 'a' && this.frames.some((frame) => frame.tag === 'a');
    if (nestedLink || this.frames.length >= MAX_MARKUP_DEPTH) return;
    this.frames.push({ tag, href, children: [] });
  }

  /** Closes the innermost open `tag` and whatever was opened inside it; a stray end tag is ignored. */
  close(tag: InlineTag): void {
    const index = this.frames.findLastIndex((frame) => frame.tag === tag);
    if (index < 0) return;
    this.closeFramesDownTo(index);
    this.frames.length = index;
  }

  private closeFramesDownTo(index: number): void {
    for (let level = this.frames.length - 1; level >= index; level--) {
      const frame = this.frames[level];
      const parent = this.frames[level - 1]?.children ?? this.root;
      if (frame && frame.children.length > 0) parent.push(frameNode(frame));
    }
  }

  /**
   * A line break between rows: the open formatting is closed before it and opened again after it, so
   * every row is whole markup (a text block is one row).
   */
  addLineBreak(): void {
    this.closeFramesDownTo(0);
    this.root.push({ type: 'lineBreak' });
    this.frames = this.frames.map((frame) => ({ ...frame, children: [] }));
  }

  /** The row read so far (formatting closed, then reopened for what follows). */
  take(): MarkupNode[] {
    this.closeFramesDownTo(0);
    this.frames = this.frames.map((frame) => ({ ...frame, children: [] }));
    const row = this.root;
    this.root = [];
    return row;
  }
}
