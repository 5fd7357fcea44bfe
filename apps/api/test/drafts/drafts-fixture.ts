import {
  novelDraftValueSchema,
  type DraftStatus,
  type NovelDraftType,
  type NovelDraftValueInput,
} from '@vn/domain';
import { newObjectId } from '../../src/platform/ids/ids';
import { cleanDraftValue } from '../../src/features/drafts/draft-value';
import type { NovelDraftRecord } from '../../src/features/drafts/draft.schema';
import { DraftsRepository } from '../../src/features/drafts/drafts.repository';
import type { TestApi } from '../test-api';

let sequence = 0;
/** A name no other test uses, so urls never collide. */
export const uniqueName = (text = 'Черновик') =>
  `${text} ${Date.now() % 1_000_000}-${(sequence += 1)}`;

/** A draft value as the add form sends it. */
export const draftValue = (
  overrides: Partial<NovelDraftValueInput> = {},
): NovelDraftValueInput => ({
  name: uniqueName(),
  description: 'Описание [b]проекта[/b]',
  ...overrides,
});

/**
 * A draft put straight into the database in any status, for the transition tests: reaching every
 * status through the API first would test the same moves again and again.
 */
export async function insertDraft(
  api: TestApi,
  draft: {
    createdBy: string;
    status: DraftStatus;
    type?: NovelDraftType;
    novel?: string | null;
    value?: NovelDraftValueInput;
  },
): Promise<NovelDraftRecord> {
  const value = cleanDraftValue(novelDraftValueSchema.parse(draft.value ?? draftValue()));
  const now = new Date();
  return api.app.get(DraftsRepository).insert({
    _id: newObjectId(),
    type: draft.type ?? (draft.novel ? 'updateNovel' : 'createNovel'),
    title: value.name,
    status: draft.status,
    value: JSON.stringify(value),
    novel: draft.novel ?? null,
    createdBy: draft.createdBy,
    updatedBy: null,
    attachedImages: { poster: null, screenshots: [], bg: null },
    commentsCount: 0,
    applying: null,
    appliedAt: null,
    createdAt: now,
    updatedAt: now,
  });
}

/** The draft as stored now, for "nothing changed" checks. */
export async function storedDraft(api: TestApi, id: string): Promise<NovelDraftRecord | null> {
  return api.app.get(DraftsRepository).findById(id);
}
