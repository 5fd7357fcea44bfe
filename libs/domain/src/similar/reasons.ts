import { countRu } from '../format/plural';

/*
 * Why a project is among another's «Похожие», in a reader's words (docs/product §A6): one line a
 * signal that brought it, strongest evidence first.
 */

const readersWords = { one: 'читателя', few: 'читателей', many: 'читателей' };

export interface SimilarReasons {
  sharedTags: readonly { value: string }[];
  highBoth: number;
  listedBoth: number;
  recommendations: { count: number; text: string | null };
}

export function similarReasonLines(reasons: SimilarReasons): string[] {
  const lines: string[] = [];
  if (reasons.recommendations.count > 0) {
    const words = reasons.recommendations.text ? `: «${reasons.recommendations.text}»` : '';
    lines.push(`рекомендуют читатели${words}`);
  }
  if (reasons.highBoth > 0) lines.push(`читатели, высоко оценившие оба: ${reasons.highBoth}`);
  if (reasons.sharedTags.length > 0) {
    lines.push(`общие теги: ${reasons.sharedTags.map((tag) => tag.value).join(', ')}`);
  }
  if (reasons.listedBoth > 0) {
    lines.push(`вместе в списках у ${countRu(reasons.listedBoth, readersWords)}`);
  }
  return lines;
}
