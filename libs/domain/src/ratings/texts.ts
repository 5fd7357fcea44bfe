import { formatRating } from '../catalogue/rating';
import { countRu } from '../format/plural';
import { voteExclusionLabels, voteExclusionReasons, type VoteExclusionReason } from './vote-trust';
import type { SiteRatingExplained } from './site-rating';

/*
 * What the project page says of its ratings (docs/product §A5.1–A5.2), written once here so the
 * numbers in the words are the formula's own.
 */

/** «оценка» in the form a count asks for (the explanation says counts of votes too). */
export const votesWords = { one: 'оценка', few: 'оценки', many: 'оценок' };

/** «Учтено 35 оценок, среднее 7.3» — or that nobody has rated yet. */
export function countedVotesLine(explained: Pick<SiteRatingExplained, 'votes' | 'mean'>): string {
  if (explained.votes === 0 || explained.mean === null) return 'Оценок пока нет';
  const counted = explained.votes === 1 ? 'Учтена' : 'Учтено';
  return `${counted} ${countRu(explained.votes, votesWords)}, среднее ${formatRating(explained.mean)}`;
}

/** «Не учтено 6 оценок: всплеск голосов новых аккаунтов — 6»; null when none was left out. */
export function excludedVotesLine(excluded: Record<VoteExclusionReason, number>): string | null {
  const reasons = voteExclusionReasons.filter((reason) => excluded[reason] > 0);
  if (reasons.length === 0) return null;
  const total = reasons.reduce((sum, reason) => sum + excluded[reason], 0);
  const left = total === 1 ? 'Не учтена' : 'Не учтено';
  const parts = reasons.map((reason) => `${voteExclusionLabels[reason]} — ${excluded[reason]}`);
  return `${left} ${countRu(total, votesWords)}: ${parts.join('; ')}`;
}
