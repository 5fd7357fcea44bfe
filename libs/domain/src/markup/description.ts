import type { ContentBlock } from './blocks';
import { blocksToMarkup } from './blocks-markup';
import { markupExcerpt } from './excerpt';
import { blockNestingDepth, MAX_MARKUP_DEPTH } from './limits';
import { parseMarkup } from './parse';

/*
 * A project's description is rich text (docs/product §3): a markup string (v1), or content blocks (v2) as
 * a draft may save it. The page shows both through the one markup model, and the site and the
 * server (which writes the page's head before the scripts run) derive the same page description.
 */

/**
 * The description as markup: the text itself, blocks converted, anything else nothing.
 *
 * Blocks are read as they are, not through the blocks' schema: the project page would otherwise load
 * zod and build schemas before it hydrates (a third of a phone's main-thread work there). The API
 * checked the blocks when they were written. A stored block that is not one after all (a block
 * without its fields, of a kind we do not know) shows nothing, and the blocks around it still show;
 * blocks nested past the bound show nothing at all. The converter escapes texts and checks image
 * addresses itself.
 */
export function descriptionMarkup(description: unknown): string {
  if (typeof description === 'string') return description;
  if (!Array.isArray(description)) return '';
  if (blockNestingDepth(description, MAX_MARKUP_DEPTH) > MAX_MARKUP_DEPTH) return '';
  return description.map(storedBlockMarkup).join('\n');
}

function storedBlockMarkup(block: unknown): string {
  try {
    return blocksToMarkup([block as ContentBlock]);
  } catch {
    return '';
  }
}

/** Whether a description shows anything (else the page says "Нет описания", §8). */
export function hasDescription(markup: string): boolean {
  return markup.trim() !== '';
}

/** Longest page description search engines show in full. */
export const PAGE_DESCRIPTION_MAX = 160;

/**
 * The page's meta description: the plain text of the description's first rows (the excerpt rule of
 * §9, hidden text and spoiler contents left out), on one line, cut at a word within the limit.
 */
export function descriptionExcerpt(markup: string, maxLength = PAGE_DESCRIPTION_MAX): string {
  return pageDescription(markupExcerpt(parseMarkup(markup)), maxLength);
}

/**
 * Plain text as a page's meta description (a translator's projects, say): on one line, cut at a word
 * within the limit, an ellipsis marking the cut.
 */
export function pageDescription(plainText: string, maxLength = PAGE_DESCRIPTION_MAX): string {
  const text = plainText.replace(/\s+/g, ' ').trim();
  if (text.length <= maxLength) return text;
  const cut = text.slice(0, maxLength - 1);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > maxLength / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** A translator group's page description: the projects it translated (none: the site's default). */
export function translatorPageDescription(projectNames: readonly string[]): string {
  return projectNames.length ? pageDescription(`Переводы: ${projectNames.join(', ')}.`) : '';
}
