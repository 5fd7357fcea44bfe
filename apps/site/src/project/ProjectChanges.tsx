import type { ProjectChange, ProjectImage } from '@vn/domain';
import { MarkupView } from '@vn/editor';
import * as styles from './ProjectChanges.css';

export interface ProjectChangesProps {
  /** The changed fields (the domain's `projectChanges` or `revisionChanges`). */
  changes: readonly ProjectChange[];
  /** The list's accessible name. */
  'aria-label': string;
  /** The level of each field's heading. @default 3 */
  headingLevel?: 3 | 4;
}

/**
 * What a draft or a revision changes, field by field: the field's name, then the value before and
 * the value after side by side (one above the other on a phone). Only the fields that changed are
 * given; the comparison is the domain's, this only shows it.
 */
export function ProjectChanges({
  changes,
  'aria-label': label,
  headingLevel = 3,
}: ProjectChangesProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.changes} aria-label={label}>
      {changes.map((change) => (
        <li key={change.field} className={styles.change}>
          <Heading className={styles.changeTitle}>{change.label}</Heading>
          <div className={styles.sides}>
            <div className={styles.before} role="group" aria-label={`${change.label}: было`}>
              <p className={styles.sideTitle} aria-hidden>
                Было
              </p>
              <ChangeValue change={change} side="before" />
            </div>
            <div className={styles.after} role="group" aria-label={`${change.label}: стало`}>
              <p className={styles.sideTitle} aria-hidden>
                Стало
              </p>
              <ChangeValue change={change} side="after" />
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}

const NOTHING = '—';

function ChangeValue({ change, side }: { change: ProjectChange; side: 'before' | 'after' }) {
  switch (change.kind) {
    case 'text': {
      const value = change[side];
      return <p className={styles.value}>{value ?? NOTHING}</p>;
    }
    case 'list': {
      const values = change[side];
      return values.length === 0 ? (
        <p className={styles.value}>{NOTHING}</p>
      ) : (
        <ul className={styles.valueList}>
          {values.map((value, index) => (
            <li key={`${index}-${value}`}>{value}</li>
          ))}
        </ul>
      );
    }
    case 'markup': {
      const value = change[side];
      // Drafts are seen by signed-in readers only, so hidden text is theirs to see.
      return value ? (
        <MarkupView value={value} showHidden />
      ) : (
        <p className={styles.value}>{NOTHING}</p>
      );
    }
    case 'images': {
      const images = change[side];
      return images.length === 0 ? (
        <p className={styles.value}>{NOTHING}</p>
      ) : (
        <ul className={styles.thumbnails}>
          {images.map((image, index) => (
            <li key={`${index}-${imageKey(image)}`}>
              <Thumbnail
                image={image}
                alt={`${change.label}, ${side === 'before' ? 'было' : 'стало'}: ${index + 1}`}
              />
            </li>
          ))}
        </ul>
      );
    }
  }
}

const imageKey = (image: ProjectImage) => (image.kind === 'video' ? image.id : image.full);

function Thumbnail({ image, alt }: { image: ProjectImage; alt: string }) {
  if (image.kind === 'video') return <span>Видео {image.id}</span>;
  return <img className={styles.thumbnail} src={image.preview} alt={alt} loading="lazy" />;
}
