import {
  applyLikePress,
  blocksToMarkup,
  commentMessages,
  isStaffMember,
  isUserRole,
  likeRoute,
  profilePath,
  type CommentResult,
  type LikeCounts,
  logEntryHref,
} from '@vn/domain';
import { MarkupView } from '@vn/editor';
import { CommentView, useToasts } from '@vn/ui';
import { useState, type ReactNode } from 'react';
import { useConfirm } from '../app/confirm';
import { useReportDialog } from '../reporting/ReportControl';
import { useSession } from '../session/session';
import { CommentForm } from './CommentForm';
import {
  commentFailure,
  deleteComment,
  setCommentLike,
  updateComment,
  type CommentText,
} from './comment-writes';
import type { CommentsChange } from './use-source-comments';

export interface CommentItemProps {
  comment: CommentResult;
  /** The comment it answers, when loaded (for "ответ пользователю …"). */
  answered?: CommentResult;
  isHighlighted: boolean;
  /** "Ответить" pressed; absent where the viewer may not reply (guests, banned users). */
  onReply?: (comment: CommentResult) => void;
  /** Puts a write's answer into the page's comments. */
  onChange: (change: CommentsChange) => void;
  replies?: ReactNode;
}

const likeCountsOf = (comment: CommentResult): LikeCounts => ({
  likes: comment.likes,
  dislikes: comment.dislikes,
  userLike: comment.userLike,
});

/** The text an edit starts from: a review's blocks as markup, a comment's markup as it is. */
function editableText(comment: CommentResult): CommentText {
  const content = comment.review && comment.body ? blocksToMarkup(comment.body) : comment.content;
  return {
    content,
    images: comment.images.map((image) => image.full),
    review: comment.review,
    mood: comment.mood ?? null,
  };
}

/**
 * One comment with what the viewer may do to it (docs/product §4 Comments, §6): like and dislike with the
 * counts moving at once, reply, edit in place (the form replaces the text), delete after a question
 * (with replies it stays as "Комментарий удален", and its author or a moderator may delete it again;
 * one a moderator removed links to its entry of the moderation log, docs/product §A2.10, ours);
 * «Пожаловаться» on another's comment (docs/product §A3.1, ours).
 */
export function CommentItem({
  comment,
  answered,
  isHighlighted,
  onReply,
  onChange,
  replies,
}: CommentItemProps) {
  const session = useSession();
  const toasts = useToasts();
  const confirm = useConfirm();
  const [isEditing, setEditing] = useState(false);
  const [likes, setLikes] = useState<LikeCounts>(() => likeCountsOf(comment));
  const [likesOf, setLikesOf] = useState(comment);
  // A newer answer for this comment (an edit, a reload) brings its own counts.
  if (likesOf !== comment) {
    setLikesOf(comment);
    setLikes(likeCountsOf(comment));
  }

  const author = { authorId: comment.createdBy._id };
  const mayEdit = !comment.removed && session.can('editComment', author);
  const mayDelete = session.can('deleteComment', author);
  const mayLike = session.mayCall(likeRoute);
  // docs/product §A3.1 (ours): another's comment, by a reader who may report.
  const report = useReportDialog();
  const mayReport = !comment.removed && report.mayReport(comment.createdBy._id);

  const vote = (pressed: 'like' | 'dislike') => {
    const before = likes;
    const after = applyLikePress(before, pressed);
    setLikes(after);
    setCommentLike(comment._id, after.userLike).then(setLikes, (error: unknown) => {
      setLikes(before);
      toasts.error(commentFailure(error, 'Не удалось поставить оценку комментарию'));
    });
  };

  const save = async (text: CommentText) => {
    const failed = comment.review
      ? commentMessages.reviewUpdateFailed
      : commentMessages.updateFailed;
    try {
      const saved = await updateComment(comment, text);
      onChange({ kind: 'one', comment: saved });
      setEditing(false);
    } catch (error) {
      const message = commentFailure(error, failed);
      toasts.error(message);
      throw new Error(message);
    }
  };

  const remove = async () => {
    const confirmed = await confirm({
      title: commentMessages.deleteQuestion,
      confirmLabel: 'Удалить',
      variant: 'destructive',
    });
    if (!confirmed) return;
    try {
      const { deleted, comment: stays } = await deleteComment(comment._id);
      onChange({ kind: 'gone', ids: deleted });
      if (stays) onChange({ kind: 'one', comment: stays });
      toasts.success(commentMessages.deleted);
    } catch (error) {
      toasts.error(commentFailure(error, commentMessages.deleteFailed));
    }
  };

  const { role } = comment.createdBy;
  const shownImages = comment.images.filter(
    (image) => !comment.content.includes(image.full) && !comment.content.includes(image.preview),
  );
  return (
    <>
      <CommentView
        anchorId={comment._id}
        isHighlighted={isHighlighted}
        author={{
          name: comment.createdBy.username,
          href: profilePath(comment.createdBy.username),
          avatarSrc: comment.createdBy.avatar?.preview ?? null,
          isStaff: isUserRole(role) && isStaffMember(role),
        }}
        createdAt={comment.createdAt}
        updatedAt={comment.updatedAt}
        isRemoved={comment.removed}
        removalLogHref={
          comment.removed && comment.removedByModerator
            ? logEntryHref(comment.removedByModerator.logEntry)
            : undefined
        }
        isReview={comment.review}
        mood={comment.mood ?? null}
        likes={likes.likes}
        dislikes={likes.dislikes}
        myVote={likes.userLike === null ? null : likes.userLike ? 'like' : 'dislike'}
        onVote={mayLike ? vote : undefined}
        onReply={onReply && !comment.removed ? () => onReply(comment) : undefined}
        onEdit={mayEdit ? () => setEditing(true) : undefined}
        onDelete={mayDelete ? () => void remove() : undefined}
        onReport={
          mayReport
            ? () =>
                report.open({
                  kind: 'comment',
                  id: comment._id,
                  label: `Комментарий пользователя ${comment.createdBy.username}`,
                })
            : undefined
        }
        images={shownImages.map((image) => ({
          src: image.preview,
          href: image.full,
          alt: 'Изображение к комментарию',
        }))}
        answerTo={
          answered && answered._id !== comment.parent
            ? { name: answered.createdBy.username, href: `#${answered._id}` }
            : undefined
        }
        editor={
          isEditing ? (
            <CommentForm
              label={comment.review ? 'Правка отзыва' : 'Правка комментария'}
              initial={editableText(comment)}
              offersMood={comment.review}
              submitLabel="Сохранить"
              onSubmit={save}
              onCancel={() => setEditing(false)}
              autoFocus
            />
          ) : undefined
        }
        replies={replies}
      >
        <MarkupView value={comment.content} showHidden={session.user !== null} />
      </CommentView>
      {report.dialog}
    </>
  );
}
