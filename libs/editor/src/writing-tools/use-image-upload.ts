import { isImageFile } from '@vn/domain';
import { useCallback, useRef, useState } from 'react';

/** Uploads one picture and answers its address (the app's call, e.g. /api/uploadImage/comment). */
export type UploadImage = (file: File) => Promise<string>;

export interface ImageUploadOptions {
  upload: UploadImage | undefined;
  /** At most this many pictures in the text (docs/product §9: 8 in a comment); no limit when absent. */
  maxImages: number | undefined;
  /** How many pictures the text holds now. */
  countImages: () => number;
  /** Puts the uploaded pictures into the text, at `position` (a drop) or at the cursor. */
  insert: (sources: string[], position: number | undefined) => void;
}

export interface ImageUpload {
  /** Uploads the image files among `files` (several at once), as many as the limit leaves room for. */
  uploadFiles: (files: readonly File[], position?: number) => Promise<void>;
  /** Pictures being uploaded now. */
  pending: number;
  /** What went wrong with the last files, in Russian, for the writer. */
  problems: readonly string[];
}

function failure(file: File, reason: unknown): string {
  const why = reason instanceof Error && reason.message !== '' ? `: ${reason.message}` : '';
  return `Не удалось загрузить изображение «${file.name}»${why}`;
}

/**
 * Picture uploads of a writing surface (docs/product §5: image files only, several at once; §9: the
 * limit). Files that are not images, and pictures past the limit, are left out with a note; the
 * others upload side by side and go into the text together, in the order they were chosen.
 */
export function useImageUpload({
  upload,
  maxImages,
  countImages,
  insert,
}: ImageUploadOptions): ImageUpload {
  const [pending, setPending] = useState(0);
  const [problems, setProblems] = useState<readonly string[]>([]);
  // Uploads under way count against the limit too, so two quick choices cannot pass it together.
  const pendingRef = useRef(0);
  // The latest callbacks, so that an upload finishing late inserts where the text is now.
  const latest = useRef({ upload, maxImages, countImages, insert });
  latest.current = { upload, maxImages, countImages, insert };

  const uploadFiles = useCallback(async (files: readonly File[], position?: number) => {
    const { upload: send, maxImages: max, countImages: count } = latest.current;
    const notes: string[] = [];
    const images = files.filter(isImageFile);
    if (images.length < files.length) notes.push('Можно добавить только изображения');
    const room =
      max === undefined ? images.length : Math.max(0, max - count() - pendingRef.current);
    const taken = send ? images.slice(0, room) : [];
    if (send && taken.length < images.length)
      notes.push(`Можно добавить не больше ${max} изображений`);
    setProblems(notes);
    if (taken.length === 0) return;
    pendingRef.current += taken.length;
    setPending(pendingRef.current);
    const results = await Promise.allSettled(taken.map((file) => send!(file)));
    pendingRef.current -= taken.length;
    setPending(pendingRef.current);
    const sources: string[] = [];
    results.forEach((result, index) => {
      if (result.status === 'fulfilled') sources.push(result.value);
      else notes.push(failure(taken[index]!, result.reason));
    });
    if (sources.length > 0) latest.current.insert(sources, position);
    setProblems([...notes]);
  }, []);

  return { uploadFiles, pending, problems };
}
