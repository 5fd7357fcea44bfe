import type { ProjectImage } from '@vn/domain';
import { clsx } from 'clsx';
import { useId } from 'react';
import * as styles from './FieldDiff.css';
import { FieldDiffNothing } from './FieldDiffParts';

export interface ImageDiffProps {
  /** The field's name («Постер», «Скриншоты и видео»), which names each picture: «Постер, было: 1». */
  label: string;
  /** The pictures before the change, as the domain's `projectChanges` gives them. */
  before: readonly ProjectImage[];
  /** The pictures after the change. */
  after: readonly ProjectImage[];
  className?: string;
}

/**
 * A picture field's change (docs/product §A4, ours): «Было» and «Стало» side by side, one above the
 * other on a phone, each with its pictures' previews or «Нет»; a video is named, not played.
 */
export function ImageDiff({ label, before, after, className }: ImageDiffProps) {
  return (
    <div className={clsx(styles.imageDiff, className)}>
      <ImageDiffSide title="Было" label={`${label}, было`} images={before} />
      <ImageDiffSide title="Стало" label={`${label}, стало`} images={after} />
    </div>
  );
}

function ImageDiffSide({
  title,
  label,
  images,
}: {
  title: string;
  label: string;
  images: readonly ProjectImage[];
}) {
  const titleId = useId();
  return (
    <div className={styles.imageDiffSide} role="group" aria-labelledby={titleId}>
      <p id={titleId} className={styles.imageDiffTitle}>
        {title}
      </p>
      {images.length === 0 ? (
        <FieldDiffNothing />
      ) : (
        <ul className={styles.imageDiffList}>
          {images.map((image, index) => (
            // A picture may be there twice: its place is its key.
            <li key={index}>
              {image.kind === 'video' ? (
                <span className={styles.imageDiffVideo}>Видео YouTube: {image.id}</span>
              ) : (
                <img
                  className={styles.imageDiffImage}
                  src={image.preview}
                  alt={`${label}: ${index + 1}`}
                  loading="lazy"
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
