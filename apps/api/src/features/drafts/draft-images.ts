import { Injectable } from '@nestjs/common';
import {
  DomainError,
  DRAFT_LIMITS,
  safetyMarksOf,
  type ImageMeta,
  type NovelDraftValue,
  type imageSafetySchema,
} from '@vn/domain';
import type { z } from 'zod';
import { ImageStorage, type StoredImage } from '../../platform/storage';
import type { DraftAttachments } from './draft.schema';

type ImageSafety = z.infer<typeof imageSafetySchema>;

/** Image files sent with a draft (docs/product §7: files poster, screenshots, bg) and their marks. */
export interface DraftImageFiles {
  files: { poster?: Buffer; screenshots: Buffer[]; bg?: Buffer };
  meta: { poster?: ImageSafety; bg?: ImageSafety; screenshots?: ImageSafety[] };
}

/** The images a draft holds after new files were stored, and what to undo if the save fails. */
export interface AttachedImages {
  attachments: DraftAttachments;
  /** Addresses of the files stored by this call, removed again when the draft is not saved. */
  storedUrls: string[];
}

export const noAttachments = (): DraftAttachments => ({ poster: null, screenshots: [], bg: null });

/**
 * The images uploaded with a draft (docs/product §3 Novel draft attachments), for both a new draft and
 * an edited one: each file is stored, put into the value where the project will show it (a new
 * poster or background replaces the value's, new screenshots follow the value's), and kept in the
 * draft's attachments with its safety marks. Files a draft no longer shows are removed once the
 * draft is saved, so editing a draft leaves no orphaned uploads behind.
 */
@Injectable()
export class DraftImages {
  constructor(private readonly storage: ImageStorage) {}

  /** Stores `images` and changes `value` to show them; on a failure removes what it stored. */
  async attach(
    value: NovelDraftValue,
    current: DraftAttachments,
    images: DraftImageFiles,
  ): Promise<AttachedImages> {
    const stored: StoredImage[] = [];
    const store = async (image: Buffer, kind: 'poster' | 'screenshot' | 'background') => {
      const saved = await this.storage.saveImage(image, kind);
      stored.push(saved);
      return saved;
    };
    const attachments: DraftAttachments = {
      poster: current.poster,
      screenshots: [...current.screenshots],
      bg: current.bg,
    };
    try {
      const { files, meta } = images;
      if (value.screenshots.length + files.screenshots.length > DRAFT_LIMITS.screenshotsMax) {
        throw new DomainError('invalid', `Не больше ${DRAFT_LIMITS.screenshotsMax} скриншотов`);
      }
      if (files.poster) {
        const poster = await store(files.poster, 'poster');
        attachments.poster = metaOf(poster, meta.poster);
        value.poster = {
          preview: poster.preview,
          full: poster.full,
          previewWidth: poster.previewWidth,
          previewHeight: poster.previewHeight,
          // The marks go with the image into the project, where the site blurs marked images.
          ...safetyMarksOf(meta.poster),
        };
      }
      for (const [index, image] of files.screenshots.entries()) {
        const shot = await store(image, 'screenshot');
        attachments.screenshots.push(metaOf(shot, meta.screenshots?.[index]));
        value.screenshots.push({
          preview: shot.preview,
          full: shot.full,
          ...safetyMarksOf(meta.screenshots?.[index]),
        });
      }
      if (files.bg) {
        const bg = await store(files.bg, 'background');
        attachments.bg = metaOf(bg, meta.bg);
        value.bg = { preview: bg.preview, full: bg.full, ...safetyMarksOf(meta.bg) };
      }
    } catch (error) {
      await this.removeStored(urlsOf(stored));
      throw error;
    }
    return { attachments: shownIn(value, attachments), storedUrls: urlsOf(stored) };
  }

  /** Removes files stored for a draft that was then not saved. */
  removeStored(urls: readonly string[]): Promise<void> {
    return this.storage.remove(urls);
  }

  /** Removes the files of `before` that `after` no longer holds (a draft saved with fewer images). */
  removeDropped(before: DraftAttachments, after: DraftAttachments): Promise<void> {
    const kept = new Set(imagesOf(after).map((image) => image.full));
    const dropped = imagesOf(before).filter((image) => !kept.has(image.full));
    return this.storage.remove(dropped.flatMap((image) => [image.preview, image.full]));
  }

  /** Removes every file of a draft (a deleted draft). */
  removeAll(attachments: DraftAttachments): Promise<void> {
    return this.removeDropped(attachments, noAttachments());
  }
}

function metaOf(image: StoredImage, safety: ImageSafety | undefined): ImageMeta {
  return {
    preview: image.preview,
    full: image.full,
    contentType: 'image/webp',
    sexualContent: safety?.sexualContent ?? false,
    violence: safety?.violence ?? false,
    erotic: safety?.erotic ?? false,
  };
}

const urlsOf = (images: readonly StoredImage[]) =>
  images.flatMap((image) => [image.preview, image.full]);

const imagesOf = (attachments: DraftAttachments): ImageMeta[] => [
  ...(attachments.poster ? [attachments.poster] : []),
  ...attachments.screenshots,
  ...(attachments.bg ? [attachments.bg] : []),
];

/** The attachments the value still shows: an image removed in the form leaves the draft too. */
function shownIn(value: NovelDraftValue, attachments: DraftAttachments): DraftAttachments {
  const shown = new Set(
    [value.poster?.full, value.bg?.full, ...value.screenshots.map((shot) => shot.full)].filter(
      (url): url is string => url !== undefined,
    ),
  );
  const ifShown = (image: ImageMeta | null) => (image && shown.has(image.full) ? image : null);
  return {
    poster: ifShown(attachments.poster),
    screenshots: attachments.screenshots.filter((image) => shown.has(image.full)),
    bg: ifShown(attachments.bg),
  };
}
