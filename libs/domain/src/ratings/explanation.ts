import { formatRating } from '../catalogue/rating';
import { countRu } from '../format/plural';
import type { SiteRatingExplained } from './site-rating';
import { votesWords } from './texts';
import { BURST_VOTES, BURST_WINDOW_HOURS, NEW_ACCOUNT_DAYS } from './vote-trust';

/*
 * «Как считается» and a reader's comparison in words (docs/product §A5.1, §A5.3): apart from
 * texts.ts, whose lines every project page shows, because these are read only by the few who open
 * the explanation or a reader's page, and a module goes whole into one chunk of the site.
 */

const hours = { one: 'час', few: 'часа', many: 'часов' };
const daysYounger = { one: 'дня', few: 'дней', many: 'дней' };

/** The formula with this project's numbers: «(10 × 6.9 + 245) / (10 + 35) = 7.2». */
export function siteRatingFormula(explained: SiteRatingExplained): string {
  const { prior, votes, mean, siteRating } = explained;
  if (siteRating === null || mean === null)
    return `рейтинг сайта = (${prior.votes} × среднее каталога + сумма оценок) / (${prior.votes} + число оценок)`;
  const sum = Math.round(mean * votes);
  return `(${prior.votes} × ${formatRating(prior.mean)} + ${sum}) / (${prior.votes} + ${votes}) = ${formatRating(siteRating)}`;
}

/** «как считается», paragraph by paragraph. */
export function siteRatingExplanation(explained: SiteRatingExplained): string[] {
  const { prior, votes, minimumVotes, belowMinimum } = explained;
  const share = Math.round(prior.share * 100);
  return [
    `Рейтинг сайта — среднее учтённых оценок, к которому добавлены ${countRu(prior.votes, votesWords)} со средним всего каталога (${formatRating(prior.mean)}). Так у проекта с парой восторженных оценок нет преимущества перед проектом, который оценили сотни читателей.`,
    votes === 0
      ? 'У этого проекта учтённых оценок пока нет, поэтому рейтинга сайта нет.'
      : `Здесь ${countRu(votes, votesWords)}, и доля среднего каталога — ${share} %. С каждой оценкой она меньше: половина при ${prior.votes} оценках, десятая часть при ${prior.votes * 9}.`,
    belowMinimum
      ? `Пока оценок меньше ${minimumVotes}, рядом с рейтингом сайта показано простое среднее.`
      : `Ограничений нет: оценок ${minimumVotes} и больше, рейтинг сайта показан сам по себе.`,
    `Не учитываются оценки удалённых аккаунтов и забаненных читателей (пока длится бан), а также всплески: ${BURST_VOTES} и больше оценок проекта за ${countRu(BURST_WINDOW_HOURS, hours)} от аккаунтов младше ${countRu(NEW_ACCOUNT_DAYS, daysYounger)}. Такие оценки не удаляются: если бан закончится, оценка снова будет учтена.`,
  ];
}

/** How a reader's ratings compare with the site's: «в среднем на 0.8 выше рейтинга сайта». */
export function readerComparisonLine(difference: number): string {
  if (Math.abs(difference) < 0.05) return 'в среднем так же, как рейтинг сайта';
  const side = difference > 0 ? 'выше' : 'ниже';
  return `в среднем на ${formatRating(Math.abs(difference))} ${side} рейтинга сайта`;
}
