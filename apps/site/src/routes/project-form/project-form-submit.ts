import {
  draftMessages,
  draftStatusErrorMessage,
  routeOfSection,
  type NovelDraftValueInput,
} from '@vn/domain';
import { ApiError } from '../../api/client';
import {
  changeDraftStatus,
  createNovelDraft,
  type ChosenImages,
  type ImageSafety,
} from './project-form-writes';

/*
 * What the project form's buttons do (docs/product §4 Novel draft, §8 Drafts), as steps that answer the
 * address to go to, or throw the message to show. "Отправить на ревью" first creates the draft, then
 * sets waitApprove; applying answers the project's url; when a step after the save fails, the reader
 * is taken to the draft, which exists by then.
 */

export type ProjectIntent = 'save' | 'review' | 'apply';

/** A failed step: the toast to show, and where to go instead of staying (the saved draft). */
export class ProjectSubmitError extends Error {
  override name = 'ProjectSubmitError';
  constructor(
    message: string,
    readonly goTo: string | null,
    /** The API's refusal, whose field errors the form shows. */
    cause?: unknown,
  ) {
    super(message, { cause });
  }
}

const reasonOf = (error: unknown) => (error instanceof ApiError ? error.message : '');

const withReason = (text: string, error: unknown) => {
  const reason = reasonOf(error);
  return reason ? `${text}: ${reason}` : text;
};

export async function submitProject({
  intent,
  value,
  novelId,
  base,
  images,
  safety,
}: {
  intent: ProjectIntent;
  value: NovelDraftValueInput;
  novelId?: string;
  /** For an edit: the project as the form loaded it (docs/product §A4.1). */
  base?: Record<string, unknown>;
  images: ChosenImages;
  safety: ImageSafety;
}): Promise<string> {
  let draftId: string;
  try {
    draftId = (await createNovelDraft({ value, novelId, base, images, safety }))._id;
  } catch (error) {
    throw new ProjectSubmitError(withReason(draftMessages.createFailed, error), null, error);
  }
  const draftPage = `/drafts/${draftId}`;
  if (intent === 'save') return draftPage;
  try {
    if (intent === 'review') {
      await changeDraftStatus(draftId, 'waitApprove');
      return draftPage;
    }
    const { url } = await changeDraftStatus(draftId, 'applied');
    const section = value.section ?? 'novel';
    return url ? `/${routeOfSection(section)}/${encodeURIComponent(url)}` : draftPage;
  } catch (error) {
    throw new ProjectSubmitError(draftStatusErrorMessage(reasonOf(error)), draftPage, error);
  }
}
