import {
  fieldRejectionReasonLabels,
  profilePath,
  projectChangeLabels,
  type DraftReviewNote,
  type ProjectChangeField,
} from '@vn/domain';
import { RelativeTime, UserName } from '@vn/ui';
import { DraftSection } from './DraftPage';
import * as styles from './ReviewDecision.css';

/** The section's texts (ours, docs/product §A4). */
export const reviewDecisionTexts = {
  title: 'Решение модератора',
  fields: 'Решение по полям',
  accepted: 'Принято',
  returned: 'Возвращено',
  reason: 'Причина',
  returnedToAuthor: 'Вы можете исправить возвращённые поля и отправить их снова.',
} as const;

const quoted = (field: ProjectChangeField) => `«${projectChangeLabels[field]}»`;

/** One returned field: «Описание» — Нет источника: {the reviewer's text}. */
function returnedLine({ field, reason, text }: DraftReviewNote['rejected'][number]): string {
  const why = fieldRejectionReasonLabels[reason];
  return `${reviewDecisionTexts.returned}: ${quoted(field)} — ${text.trim() ? `${why}: ${text.trim()}` : why}`;
}

export interface ReviewDecisionProps {
  review: DraftReviewNote;
  /**
   * The viewer wrote the draft and it is back with them (status `created`) with fields returned:
   * they are told they can revise those and send them again.
   */
  returnedToViewer: boolean;
}

/**
 * The last review of a draft (docs/product §A4, ours): who decided and when; for a project edit
 * reviewed field by field, which fields applied and which came back to the author, each with its
 * reason; and the reviewer's words to the author when there are any (a declined or held draft).
 */
export function ReviewDecision({ review, returnedToViewer }: ReviewDecisionProps) {
  const reason = review.reason.trim();
  const byField = review.accepted.length > 0 || review.rejected.length > 0;
  return (
    <DraftSection title={reviewDecisionTexts.title}>
      <div className={styles.body}>
        <p className={styles.who}>
          <UserName size="sm" name={review.by.username} href={profilePath(review.by.username)} />
          <RelativeTime value={review.at} />
        </p>
        {byField && (
          <ul className={styles.fields} aria-label={reviewDecisionTexts.fields}>
            {review.accepted.length > 0 && (
              <li>
                {reviewDecisionTexts.accepted}: {review.accepted.map(quoted).join(', ')}
              </li>
            )}
            {review.rejected.map((rejected) => (
              <li key={rejected.field}>{returnedLine(rejected)}</li>
            ))}
          </ul>
        )}
        {reason && (
          <p className={styles.reason}>
            {reviewDecisionTexts.reason}: {reason}
          </p>
        )}
        {returnedToViewer && review.rejected.length > 0 && (
          <p className={styles.hint}>{reviewDecisionTexts.returnedToAuthor}</p>
        )}
      </div>
    </DraftSection>
  );
}
