import {
  changeDraftStatusRoute,
  createNovelDraftRoute,
  updateDraftValueRoute,
  type NovelDraftValueInput,
} from '@vn/domain';
import { callEndpoint } from '../../api/client';

/*
 * The project form's calls (docs/product §7 drafts): a new draft (multipart, with the chosen images),
 * an edited draft's value, and the status changes the form's buttons make.
 */

/** Image files chosen in the form, sent with the draft (§7: files poster, screenshots, bg). */
export interface ChosenImages {
  poster: File | null;
  bg: File | null;
  screenshots: File[];
}

/** The safety marks of the chosen images (§3 image meta), one set for all of them. */
export interface ImageSafety {
  sexualContent: boolean;
  violence: boolean;
  erotic: boolean;
}

/** A draft's value and chosen image files as one multipart body (§7: files poster, screenshots, bg). */
function draftFormData(value: NovelDraftValueInput, images: ChosenImages, safety: ImageSafety) {
  const form = new FormData();
  form.append('value', JSON.stringify(value));
  form.append(
    'attachedImagesMeta',
    JSON.stringify({
      ...(images.poster ? { poster: safety } : {}),
      ...(images.bg ? { bg: safety } : {}),
      screenshots: images.screenshots.map(() => safety),
    }),
  );
  if (images.poster) form.append('poster', images.poster);
  if (images.bg) form.append('bg', images.bg);
  for (const file of images.screenshots) form.append('screenshots', file);
  return form;
}

/**
 * `POST /api/drafts/novels`: a new project, or (with `novelId`) an edit of one, with the project as
 * the form loaded it as its `base`, so a change someone else makes meanwhile is merged rather than
 * undone (docs/product §A4.1).
 */
export function createNovelDraft({
  value,
  novelId,
  base,
  images,
  safety,
}: {
  value: NovelDraftValueInput;
  novelId?: string;
  base?: Record<string, unknown>;
  images: ChosenImages;
  safety: ImageSafety;
}) {
  const form = draftFormData(value, images, safety);
  if (novelId) form.append('_id', novelId);
  if (novelId && base) form.append('base', JSON.stringify(base));
  return callEndpoint(createNovelDraftRoute, { formData: form });
}

/** `PUT /api/drafts/{id}/value`: the edited project of a draft, with any newly chosen images. */
export function saveDraftValue({
  id,
  value,
  images,
  safety,
}: {
  id: string;
  value: NovelDraftValueInput;
  images: ChosenImages;
  safety: ImageSafety;
}) {
  return callEndpoint(updateDraftValueRoute, {
    params: { id },
    formData: draftFormData(value, images, safety),
  });
}

/** `PUT /api/drafts/{id}/status` (§7 sends `anivisual=true`); applying answers the project's url. */
export function changeDraftStatus(id: string, status: 'waitApprove' | 'applied') {
  return callEndpoint(changeDraftStatusRoute, {
    params: { id },
    query: { anivisual: 'true' },
    body: { status },
  });
}
