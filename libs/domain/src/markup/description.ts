import { blocksToMarkup } from './blocks-markup';
import { contentBlocksSchema } from './blocks';
import { markupExcerpt } from './excerpt';
import { parseMarkup } from './parse';

/*
 * A project's description is rich text (docs/product §3): a markup string (v1), or content blocks (v2) as
 * a draft may save it. The page shows both through the one markup model, and the site and the
 * server (which writes the page's head before the scripts run) derive the same page description.
 */

/** The description as markup: the text itself, blocks converted, anything else nothing. */
export function descriptionMarkup(description: unknown): string {
  if (typeof description === 'string') return description;
  const blocks = contentBlocksSchema.safeParse(description);
  return blocks.success ? blocksToMarkup(blocks.data) : '';
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
