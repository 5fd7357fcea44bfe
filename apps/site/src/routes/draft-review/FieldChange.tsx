import { listDiff, projectChanges, textDiff, type ProjectChangeField } from '@vn/domain';
import { ImageDiff, ListDiff, TextDiff } from '@vn/ui';
import * as styles from './DraftReviewPage.css';

export interface FieldChangeProps {
  field: ProjectChangeField;
  /** The field's value on the side the change starts from. */
  from: unknown;
  /** The field's value on the side it goes to. */
  to: unknown;
}

/**
 * What changes in one field from one version of the project to another, as a reader sees the field
 * (the domain's `projectChanges`): words added and removed inside a text, entries added and removed
 * in a list, images before and after. A description is compared as its markup, so a changed tag
 * shows too.
 */
export function FieldChange({ field, from, to }: FieldChangeProps) {
  const [change] = projectChanges({ before: { [field]: from }, after: { [field]: to } });
  if (!change) return <p className={styles.note}>Без изменений</p>;
  switch (change.kind) {
    case 'text':
      return <TextDiff parts={textDiff(change.before ?? '', change.after ?? '')} />;
    case 'markup':
      return <TextDiff parts={textDiff(change.before, change.after)} />;
    case 'list':
      return <ListDiff items={listDiff(change.before, change.after)} />;
    case 'images':
      return <ImageDiff label={change.label} before={change.before} after={change.after} />;
  }
}
