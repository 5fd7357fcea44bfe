import {
  isImageBlurred,
  mostCompleteTranslation,
  routeOfSection,
  type Appearance,
  type NovelCard,
  type RatingField,
} from '@vn/domain';
import type { NovelCardProps } from '@vn/ui';

/** A project page's address: novels under /novels, every other section under /games (§2.2). */
export function projectHref(card: Pick<NovelCard, 'section' | 'url'>): string {
  return `/${routeOfSection(card.section)}/${encodeURIComponent(card.url)}`;
}

/** The rating a card shows for the chosen rating field, on the 1..10 scale. */
export function cardRating(card: NovelCard, ratingField: RatingField): number | null {
  if (ratingField === 'vndbRating') return card.vndbRating === null ? null : card.vndbRating / 10;
  return card[ratingField];
}

/**
 * What `NovelCard` (libs/ui) shows of a catalogue card of the API; a marked poster is veiled unless
 * the reader chose to see such images (`useAppearance`).
 */
export function novelCardProps(
  card: NovelCard,
  ratingField: RatingField,
  appearance: Pick<Appearance, 'showSensitiveImages'>,
): NovelCardProps & { key: string } {
  return {
    key: card._id,
    href: projectHref(card),
    name: card.name,
    posterSrc: card.poster?.preview ?? null,
    posterWidth: card.poster?.previewWidth ?? undefined,
    posterHeight: card.poster?.previewHeight ?? undefined,
    status: card.status,
    rating: cardRating(card, ratingField),
    externalRating: ratingField === 'vndbRating' ? null : card.vndbRating,
    translationStatus:
      mostCompleteTranslation(card.translationStatuses.map((status) => ({ status })))?.status ??
      null,
    translationPercent: card.translationPercent,
    readingList: card.list,
    isPosterVeiled: isImageBlurred(card.poster, appearance),
  };
}
