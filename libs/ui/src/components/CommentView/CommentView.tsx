import {
  commentMessages,
  commentMoods,
  isMessageEdited,
  type CommentMood,
  type LikeButton,
} from '@vn/domain';
import { clsx } from 'clsx';
import { CornerDownRight, Flag, Pencil, Reply, ThumbsDown, ThumbsUp, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link as AriaLink, ToggleButton } from 'react-aria-components';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import { Chip } from '../Chip';
import { Link } from '../Link';
import { RelativeTime } from '../RelativeTime';
import { UserName } from '../UserName';
import * as styles from './CommentView.css';

/** The viewer's own vote on a comment; null when they gave none. */
export type CommentVote = LikeButton;

export interface CommentAuthor {
  name: string;
  /** The author's profile. */
  href?: string;
  avatarSrc?: string | null;
  /** Shows the "Модератор" chip: the app says who is staff. */
  isStaff?: boolean;
}

export interface CommentImage {
  /** The thumbnail. */
  src: string;
  alt: string;
  /** The full-size image, when the thumbnail opens it. */
  href?: string;
}

export interface CommentAnswerTo {
  /** Whose comment this one answers. */
  name: string;
  /** That comment's anchor, e.g. `#c42`. */
  href?: string;
}

export interface CommentViewProps {
  author: CommentAuthor;
  createdAt: Date | string;
  updatedAt?: Date | string;
  /** A fixed moment to count the relative date from (stories); the page's clock otherwise. */
  now?: Date;
  /** Time zone of dates older than 3 days; the reader's own by default. */
  timeZone?: string;
  /** The rendered text (the app renders the markup; this component does not parse it). */
  children?: ReactNode;
  /** Attached images, shown as thumbnails (at most 8, docs/product §9). */
  images?: readonly CommentImage[];
  /** The comment this one answers. */
  answerTo?: CommentAnswerTo;
  /** A review of a game (docs/product §3 Comment.review), with its mood when one was given. */
  isReview?: boolean;
  mood?: CommentMood | null;
  /** Deleted: "Комментарий удален" instead of the text; only "Удалить" and the replies remain. */
  isRemoved?: boolean;
  /**
   * A removed comment that a moderator removed (docs/product §A2.10, ours): the address of the
   * moderation log's entry for it. The comment then reads «Комментарий удален модератором» with a
   * link «запись в журнале» there; without it, «Комментарий удален» as before.
   */
  removalLogHref?: string;
  /** @default 0 */
  likes?: number;
  /** @default 0 */
  dislikes?: number;
  /** The viewer's own vote. */
  myVote?: CommentVote | null;
  /**
   * Called with the button pressed; the app decides what the press does (pressing one's own vote
   * again withdraws it, `nextLikeState`) and updates the counts. Without it, the vote buttons are
   * disabled (guests, docs/product §6).
   */
  onVote?: (pressed: CommentVote) => void;
  /** "Ответить"; hidden without it (e.g. for banned users, docs/product §4). */
  onReply?: () => void;
  /** "Редактировать"; shown only when given (the app decides who may). */
  onEdit?: () => void;
  /** "Удалить"; shown only when given, also on a removed comment (docs/product §4). */
  onDelete?: () => void;
  /**
   * "Пожаловаться" (docs/product §A3, ours); shown only when given (the app decides who may), never
   * on a removed comment.
   */
  onReport?: () => void;
  /** The element id that `#commentId` links scroll to (docs/product §2.2). */
  anchorId?: string;
  /** The comment a `#commentId` link points at. */
  isHighlighted?: boolean;
  /** Replies, rendered indented below (each a `CommentView`), and a reply form after them. */
  replies?: ReactNode;
  /**
   * Edit mode (docs/product §4 Comments: "edit mode replaces the view"): the app's edit form, shown in
   * place of the text, images and actions; the author line and the replies stay.
   */
  editor?: ReactNode;
  className?: string;
}

function reviewLabel(mood: CommentMood | null | undefined): string {
  if (mood === commentMoods.positive) return 'Положительный отзыв';
  if (mood === commentMoods.negative) return 'Отрицательный отзыв';
  return 'Отзыв';
}

/** The name and icon of each vote button; the name carries the count (Нравится: 12). */
const voteButtons = {
  like: { name: 'Нравится', Icon: ThumbsUp },
  dislike: { name: 'Не нравится', Icon: ThumbsDown },
} as const;

interface CommentVoteButtonProps {
  kind: CommentVote;
  count: number;
  myVote: CommentVote | null;
  isDisabled: boolean;
  onVote: (pressed: CommentVote) => void;
}

/** A like or dislike: a toggle on while it is the viewer's vote, its icon then filled. */
function CommentVoteButton({ kind, count, myVote, isDisabled, onVote }: CommentVoteButtonProps) {
  const { name, Icon } = voteButtons[kind];
  return (
    <ToggleButton
      className={styles.vote({ kind })}
      aria-label={`${name}: ${count}`}
      isSelected={myVote === kind}
      isDisabled={isDisabled}
      onChange={() => onVote(kind)}
    >
      {({ isSelected }) => (
        <>
          <Icon aria-hidden size="1em" fill={isSelected ? 'currentColor' : 'none'} />
          {count}
        </>
      )}
    </ToggleButton>
  );
}

/**
 * One comment (docs/product §2.3, §3 Comment, §4 Comments): avatar, author with the moderator chip,
 * relative date, the "изменено" mark (updated more than 2 minutes after it was written, the domain's
 * edited rule of §2.5), the text, images, likes and dislikes, and the actions the app grants.
 */
export function CommentView({
  author,
  createdAt,
  updatedAt,
  now,
  timeZone,
  children,
  images,
  answerTo,
  isReview = false,
  mood,
  isRemoved = false,
  removalLogHref,
  likes = 0,
  dislikes = 0,
  myVote = null,
  onVote,
  onReply,
  onEdit,
  onDelete,
  onReport,
  anchorId,
  isHighlighted = false,
  replies,
  editor,
  className,
}: CommentViewProps) {
  const edited = !isRemoved && updatedAt !== undefined && isMessageEdited({ createdAt, updatedAt });
  const vote = (pressed: LikeButton) => onVote?.(pressed);

  return (
    <article
      id={anchorId}
      data-highlighted={isHighlighted || undefined}
      className={clsx(styles.commentView, className)}
    >
      <div className={styles.comment({ highlighted: isHighlighted })}>
        {/* The name follows as text: the picture is decoration here. */}
        <span aria-hidden="true">
          <Avatar name={author.name} src={author.avatarSrc} />
        </span>
        <div className={styles.body}>
          <header className={styles.header}>
            <UserName name={author.name} href={author.href} isStaff={author.isStaff} size="sm" />
            <RelativeTime value={createdAt} now={now} timeZone={timeZone} className={styles.meta} />
            {edited && updatedAt !== undefined && (
              <RelativeTime value={updatedAt} now={now} timeZone={timeZone}>
                {(when) => (
                  <span className={styles.edited} title={`Изменено ${when}`}>
                    изменено
                  </span>
                )}
              </RelativeTime>
            )}
            {isReview && !isRemoved && (
              <Chip
                size="sm"
                variant={mood === commentMoods.negative ? 'danger' : 'accent'}
                icon={
                  mood === commentMoods.negative ? (
                    <ThumbsDown size="1em" />
                  ) : mood === commentMoods.positive ? (
                    <ThumbsUp size="1em" />
                  ) : undefined
                }
              >
                {reviewLabel(mood)}
              </Chip>
            )}
          </header>
          {editor}
          {answerTo && !isRemoved && !editor && (
            <p className={styles.answer}>
              <CornerDownRight aria-hidden size="1em" />
              {answerTo.href ? (
                <Link href={answerTo.href}>ответ пользователю {answerTo.name}</Link>
              ) : (
                <span>ответ пользователю {answerTo.name}</span>
              )}
            </p>
          )}
          {!editor &&
            (isRemoved ? (
              <p className={styles.removed}>
                {removalLogHref ? (
                  <>
                    {commentMessages.removedByModerator} (
                    <Link href={removalLogHref}>{commentMessages.removalLogEntry}</Link>)
                  </>
                ) : (
                  commentMessages.removed
                )}
              </p>
            ) : (
              <div className={styles.content}>{children}</div>
            ))}
          {!editor && !isRemoved && images && images.length > 0 && (
            <ul className={styles.images} aria-label="Изображения">
              {images.map((image) => (
                <li key={image.src}>
                  {image.href ? (
                    <AriaLink href={image.href} className={styles.imageLink}>
                      <img
                        className={styles.image}
                        src={image.src}
                        alt={image.alt}
                        loading="lazy"
                      />
                    </AriaLink>
                  ) : (
                    <img className={styles.image} src={image.src} alt={image.alt} loading="lazy" />
                  )}
                </li>
              ))}
            </ul>
          )}
          {!editor && (!isRemoved || onDelete) && (
            <div className={styles.actions}>
              {!isRemoved && (
                <>
                  <CommentVoteButton
                    kind="like"
                    count={likes}
                    myVote={myVote}
                    isDisabled={!onVote}
                    onVote={vote}
                  />
                  <CommentVoteButton
                    kind="dislike"
                    count={dislikes}
                    myVote={myVote}
                    isDisabled={!onVote}
                    onVote={vote}
                  />
                  {onReply && (
                    <Button variant="ghost" size="sm" onPress={onReply}>
                      <Reply aria-hidden size="1em" />
                      Ответить
                    </Button>
                  )}
                  {onEdit && (
                    <Button variant="ghost" size="sm" onPress={onEdit}>
                      <Pencil aria-hidden size="1em" />
                      Редактировать
                    </Button>
                  )}
                  {onReport && (
                    <Button variant="ghost" size="sm" onPress={onReport}>
                      <Flag aria-hidden size="1em" />
                      Пожаловаться
                    </Button>
                  )}
                </>
              )}
              {onDelete && (
                <Button variant="ghost" size="sm" onPress={onDelete}>
                  <Trash2 aria-hidden size="1em" />
                  Удалить
                </Button>
              )}
            </div>
          )}
        </div>
      </div>
      {replies && (
        <div role="group" aria-label="Ответы" className={styles.replies}>
          {replies}
        </div>
      )}
    </article>
  );
}
