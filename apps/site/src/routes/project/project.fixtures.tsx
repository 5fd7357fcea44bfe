import '@testing-library/jest-dom/vitest';
import type { NovelPage, ProjectRatings, SessionState, SimilarTitles } from '@vn/domain';
import { FakeApi } from '../../test-support/fake-api';
import { novelCard } from '../../test-support/novel-card';
import { novelPage, NOVEL_ID } from '../../test-support/novel-page';
import { renderRoutePage } from '../../test-support/render-route';
import { ProjectPage } from './ProjectPage';

/*
 * A harness for the project page's component tests: the project (test-support/novel-page.ts), a
 * fake API behind `fetch`, and the page rendered inside the frame the site gives it (router,
 * react-aria links, confirmation dialog, toasts), with a cache of its own per test.
 */

export { novelPage, NOVEL_ID };

/** A fake API for a project page: the project, a session, no comments, owners of "О странице". */
export function projectApi(options: { novel?: NovelPage; session?: SessionState | null } = {}) {
  const novel = options.novel ?? novelPage();
  return new FakeApi()
    .result('GET /api/settings', options.session ?? null)
    .result(`GET /api/novelByUrl/${novel.url}`, novel)
    .result('GET /api/comments', { comments: [], count: 0 })
    .result(`GET /api/novels/${novel._id}/info`, {
      owners: [{ _id: '6650a1b2c3d4e5f6a7b8c9f2', username: 'Владелец' }],
      createdBy: { _id: '6650a1b2c3d4e5f6a7b8c9f3', username: 'Автор' },
      createdAt: '2020-01-02T10:00:00.000Z',
    })
    .result(`GET /api/novels/${novel._id}/ratings`, projectRatings())
    .on(`GET /api/novels/${novel._id}/similar`, ({ url }) => ({
      body: { result: similarTitles(url.searchParams.get('translation') === 'complete') },
    }))
    .result(`GET /api/novels/${novel._id}/notifications`, {
      updates: false,
      comments: false,
      answers: true,
    });
}

/** A project's open ratings (docs/product §A5): 12 counted votes, 6 of a burst left out. */
export function projectRatings(overrides: Partial<ProjectRatings> = {}): ProjectRatings {
  return {
    histogram: [0, 0, 0, 0, 1, 2, 5, 2, 2, 0],
    votes: 12,
    mean: 86 / 12,
    siteRating: (10 * 6.9 + 86) / 22,
    prior: { mean: 6.9, votes: 10, share: 10 / 22 },
    minimumVotes: 10,
    belowMinimum: false,
    excluded: { removed: 0, banned: 0, burst: 6 },
    ...overrides,
  };
}

/** «Похожие» (docs/product §A6): two projects, one with a complete translation. */
export function similarTitles(completeOnly = false): SimilarTitles {
  const card = (name: string, url: string, translationPercent: number | null) => ({
    ...novelCard({ name, url }),
    _id: `6650a1b2c3d4e5f6a7b8c${url.length.toString().padStart(3, '0')}`,
    translationPercent,
  });
  const reasons = {
    sharedTags: [],
    highBoth: 0,
    listedBoth: 0,
    recommendations: { count: 0, text: null },
  };
  const items = [
    {
      project: card('Петля', 'petlya', 100),
      score: 0.4,
      parts: { tags: 1, coRatings: 0, coLists: 0, recommendations: 0 },
      reasons: {
        ...reasons,
        sharedTags: [{ _id: 't1', value: 'Петля времени', kind: 'tag' as const }],
      },
    },
    {
      project: card('Любимая теми же', 'lyubimaya', null),
      score: 0.3,
      parts: { tags: 0, coRatings: 1, coLists: 0, recommendations: 0 },
      reasons: { ...reasons, highBoth: 4 },
    },
  ];
  return {
    items: completeOnly ? items.filter((item) => item.project.translationPercent === 100) : items,
    weights: { tags: 0.35, coRatings: 0.3, coLists: 0.15, recommendations: 0.2 },
    builtAt: '2026-11-29T10:00:00.000Z',
  };
}

/** Renders the project page at `path` against `api` (installed as `fetch`). */
export function renderProjectPage(api: FakeApi, path = '/novels/everlasting-summer') {
  return renderRoutePage(api, {
    page: <ProjectPage />,
    patterns: ['/novels/:url', '/games/:url'],
    path,
  });
}
