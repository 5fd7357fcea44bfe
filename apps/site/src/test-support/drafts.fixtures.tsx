import {
  draftProjectOf,
  draftListItemSchema,
  mergeProjectFields,
  draftReviewNoteSchema,
  fieldMergeSchema,
  type DraftReviewNote,
  type FieldMerge,
  novelDraftPageSchema,
  novelDraftValueSchema,
  type DraftListItem,
  type EndpointResult,
  type novelDraftRoute,
  type NovelDraftValueInput,
  type RouteEndpoint,
} from '@vn/domain';

/*
 * Test data of the draft pages' component tests (routes/drafts, routes/novel-draft): drafts as the
 * API answers them, checked by the contract's schemas so a fixture cannot drift from it. The page
 * harness (router with the leave guard, confirmation dialog, toasts, a cache per test, the fake API
 * answering "Not Found" for what a test did not set) is articles.fixtures.tsx's.
 */
export {
  currentAddress,
  FakeApi,
  renderArticlePage as renderDraftPage,
  sessionOf,
} from './articles.fixtures';

export const CREATOR_ID = '6650a1b2c3d4e5f6a7b8c901';
export const STRANGER_ID = '6650a1b2c3d4e5f6a7b8c902';
export const MODERATOR_ID = '6650a1b2c3d4e5f6a7b8c903';
export const OWNER_ID = '6650a1b2c3d4e5f6a7b8c904';
export const DRAFT_ID = '6650a1b2c3d4e5f6a7b8c9b1';
export const NOVEL_ID = '6650a1b2c3d4e5f6a7b8c9d0';
export const REVIEWER_NAME = 'Модератор';

/** A novel draft as its page's call answers it (`GET /api/drafts/{id}`). */
type NovelDraftPageData = EndpointResult<RouteEndpoint<typeof novelDraftRoute>>;

/** The project a draft proposes, as the API stores it (defaults filled by the contract). */
export function draftValueOf(overrides: Partial<NovelDraftValueInput> = {}) {
  return novelDraftValueSchema.parse({
    name: 'Бесконечное лето',
    url: 'everlasting-summer',
    section: 'novel',
    status: 'done',
    originalLanguage: 'ru',
    developers: [{ name: 'Soviet Games', link: 'https://soviet.example' }],
    releasedAt: '2013-12-21T00:00:00.000Z',
    genres: [{ _id: 'g1', value: 'Драма' }],
    description: '[b]Лагерь[/b] «Совёнок».',
    links: [{ link: 'https://site.example', description: 'Официальный сайт' }],
    ...overrides,
  });
}

/** A novel draft as `GET /api/drafts/{id}` answers it; a new project's by default. */
export function novelDraftOf(
  overrides: Partial<NovelDraftPageData> & { project?: Partial<NovelDraftValueInput> } = {},
): NovelDraftPageData {
  const { project, ...fields } = overrides;
  const value = draftValueOf(project);
  return novelDraftPageSchema.parse({
    _id: DRAFT_ID,
    type: 'createNovel',
    title: value.name,
    status: 'created',
    value: JSON.stringify(value),
    novel: null,
    createdBy: { _id: CREATOR_ID, username: 'Автор' },
    updatedBy: null,
    createdAt: '2024-03-02T09:00:00.000Z',
    updatedAt: '2024-03-02T10:00:00.000Z',
    comments: 0,
    attachedImages: { poster: null, screenshots: [], bg: null },
    novelName: null,
    novelUrl: null,
    ...fields,
  });
}

/** An update draft of the project NOVEL_ID ("Бесконечное лето" at everlasting-summer). */
export function updateDraftOf(
  overrides: Partial<NovelDraftPageData> & { project?: Partial<NovelDraftValueInput> } = {},
): NovelDraftPageData {
  return novelDraftOf({
    type: 'updateNovel',
    novel: NOVEL_ID,
    novelName: 'Бесконечное лето',
    novelUrl: 'everlasting-summer',
    ...overrides,
  });
}

/** A row of /drafts as `GET /api/drafts` answers it. */
export function draftRowOf(overrides: Partial<DraftListItem> = {}): DraftListItem {
  return draftListItemSchema.parse({
    _id: DRAFT_ID,
    kind: 'novel',
    type: 'createNovel',
    title: 'Бесконечное лето',
    status: 'created',
    createdBy: { _id: CREATOR_ID, username: 'Автор' },
    createdAt: '2024-03-02T09:00:00.000Z',
    updatedAt: '2024-03-02T10:00:00.000Z',
    ...overrides,
  });
}

/** A draft's last review as the draft calls answer it (docs/product §A4): by a moderator, a day in. */
export function reviewNoteOf(overrides: Partial<DraftReviewNote> = {}): DraftReviewNote {
  return draftReviewNoteSchema.parse({
    by: { _id: MODERATOR_ID, username: REVIEWER_NAME },
    at: '2024-03-03T10:00:00.000Z',
    ...overrides,
  });
}

/** One field of `GET /api/drafts/{id}/review`; the values do not matter to the draft page. */
type FieldMergeInput = Pick<FieldMerge, 'field' | 'outcome'>;

/** An edit draft field by field as `GET /api/drafts/{id}/review` answers it (docs/product §A4.1). */
export function draftMergeOf({
  fields = [],
  stale = false,
  mayReview = false,
}: { fields?: FieldMergeInput[]; stale?: boolean; mayReview?: boolean } = {}) {
  return {
    fields: fields.map((field) =>
      fieldMergeSchema.parse({ ...field, base: null, current: null, proposed: null }),
    ),
    stale,
    mayReview,
  };
}

/**
 * The merge of an edit draft whose base is the project as it is (`current`, a project page's
 * fields): each field the draft changes is proposed, as the API would answer.
 */
export function mergeOfDraft(
  draft: NovelDraftPageData,
  current: Readonly<Record<string, unknown>>,
): ReturnType<typeof draftMergeOf> {
  const proposed = draftProjectOf(draft) as unknown as Record<string, unknown>;
  return {
    fields: mergeProjectFields({ base: current, current, proposed }).map((field) =>
      fieldMergeSchema.parse(field),
    ),
    stale: false,
    mayReview: false,
  };
}
