import type { CommentResult } from '@vn/domain';
import { Link } from '@vn/ui';
import { CommentItem } from './CommentItem';
import { commentSourceLink } from './comment-source';
import * as styles from './comments.css';

interface SourcedCommentListProps {
  comments: readonly CommentResult[];
  /** The list's accessible name. */
  label: string;
  /** A comment was edited or deleted: reload the page of comments. */
  onChange: () => void;
}

/**
 * Comments from many places (/comments, a profile's tab), each under a link to where it was written:
 * replies are written there, so none has "Ответить" here.
 */
export function SourcedCommentList({ comments, label, onChange }: SourcedCommentListProps) {
  return (
    <ol className={styles.sourcedList} aria-label={label}>
      {comments.map((comment) => {
        const source = commentSourceLink(comment);
        return (
          <li key={comment._id} className={styles.sourcedItem}>
            {source && (
              <Link className={styles.sourceLink} href={source.href}>
                {source.label}
              </Link>
            )}
            <CommentItem comment={comment} isHighlighted={false} onChange={onChange} />
          </li>
        );
      })}
    </ol>
  );
}
