import {
  commentMessages,
  commentThreads,
  createCommentRoute,
  isReviewAllowed,
  type CommentResult,
  type CommentSourceType,
} from '@vn/domain';
import { Button, EmptyState, Link, Spinner, useToasts } from '@vn/ui';
import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import { useInBrowser } from '../app/in-browser';
import { LoadFailure, useFailureToast } from '../app/load-failure';
import { keptBan } from '../session/kept-ban';
import { keptBanText, sanctionRefusalText, SanctionNotice } from '../session/SanctionNotice';
import { loginHref } from '../session/return-address';
import { useSession } from '../session/session';
import { CommentForm } from './CommentForm';
import { CommentItem } from './CommentItem';
import { commentFailure, sendComment, type CommentText, type ReplyTarget } from './comment-writes';
import * as styles from './comments.css';
import { hashTarget, useScrollToHash } from './use-scroll-to-hash';
import { useSourceComments, type CommentSource } from './use-source-comments';

export interface CommentsSectionProps {
  /** What the comments are on (docs/product §3 Comment.sourceType). */
  sourceType: CommentSourceType;
  /** The project's, article's or draft's id. */
  sourceId: string;
  /** The section's heading, e.g. "Комментарии" or "Комментарии к черновику". */
  heading: string;
  /** Hide the heading from sight (a tab already names the section); screen readers keep it. */
  isHeadingHidden?: boolean;
}

/** The reply being written: under which thread, to whom. */
interface ReplyDraft {
  thread: string;
  to: CommentResult;
}

// docs/product §8 names no text for comments that fail to load; this says what failed.
const failureMessage = 'Не удалось загрузить комментарии';

/**
 * The comments of a project, article or draft, wherever they appear (docs/product §4 Comments): the
 * box for a new comment (a review on a game), threads newest first with replies under them, and
 * each comment's actions. A `#commentId` address scrolls to its comment and marks it (docs/product
 * §2.2).
 */
export function CommentsSection({
  sourceType,
  sourceId,
  heading,
  isHeadingHidden = false,
}: CommentsSectionProps) {
  const source: CommentSource = useMemo(() => ({ sourceType, sourceId }), [sourceType, sourceId]);
  const toasts = useToasts();
  const location = useLocation();
  const session = useSession();
  const loaded = useSourceComments(source);
  const { comments, isLoading, error, hasMore, isLoadingMore, loadMore, apply } = loaded;
  const threads = useMemo(() => commentThreads(comments), [comments]);
  const byId = useMemo(
    () => new Map(comments.map((comment) => [comment._id, comment])),
    [comments],
  );
  const [reply, setReply] = useState<ReplyDraft | null>(null);
  // The address's hash never reaches the server: a server-rendered page is hydrated without it and
  // marks the comment after (ADR 0011).
  const inBrowser = useInBrowser();
  const highlightedId = inBrowser ? hashTarget(location.hash) : null;
  useScrollToHash(location.hash, !isLoading);

  useFailureToast(error, failureMessage);

  const send = async (text: CommentText, replyTo: ReplyTarget | null) => {
    const failed =
      text.review && !replyTo ? commentMessages.reviewAddFailed : commentMessages.addFailed;
    try {
      const { comments: all } = await sendComment(source, text, replyTo);
      apply({ kind: 'all', comments: all });
    } catch (error) {
      const message = commentFailure(error, failed);
      toasts.error(message);
      throw new Error(message);
    }
  };
  const mayReply = session.mayCall(createCommentRoute);

  const view = (comment: CommentResult, thread: string, replies?: CommentResult[]) => {
    const replyHere = reply?.thread === thread && comment._id === thread;
    const replyViews = replies?.map((answer) => view(answer, thread)) ?? [];
    return (
      <CommentItem
        key={comment._id}
        comment={comment}
        answered={comment.answerComment ? byId.get(comment.answerComment) : undefined}
        isHighlighted={comment._id === highlightedId}
        onReply={mayReply ? (to) => setReply({ thread, to }) : undefined}
        onChange={apply}
        replies={
          replyViews.length > 0 || replyHere ? (
            <>
              {replyViews}
              {replyHere && reply && (
                <CommentForm
                  key={reply.to._id}
                  label={`Ответ пользователю ${reply.to.createdBy.username}`}
                  submitLabel="Ответить"
                  autoFocus
                  onSubmit={async (text) => {
                    await send(text, { parent: thread, answerComment: reply.to._id });
                    setReply(null);
                  }}
                  onCancel={() => setReply(null)}
                />
              )}
            </>
          ) : undefined
        }
      />
    );
  };

  return (
    <section className={styles.section} aria-labelledby={`${sourceId}-comments`}>
      <h2
        id={`${sourceId}-comments`}
        className={isHeadingHidden ? styles.hiddenHeading : styles.heading}
      >
        {heading}
      </h2>
      <NewComment
        offersReview={isReviewAllowed({ sourceType, parentId: null })}
        onSubmit={(text) => send(text, null)}
        returnTo={`${location.pathname}${location.search}${location.hash}`}
      />
      {isLoading ? (
        <Spinner />
      ) : comments.length === 0 ? (
        error ? (
          <LoadFailure
            message={failureMessage}
            isRetrying={loaded.isRetrying}
            onRetry={loaded.retry}
          />
        ) : (
          <EmptyState kind="nothing" size="sm" />
        )
      ) : (
        <div className={styles.list}>
          {threads.map((thread) => view(thread.comment, thread.comment._id, thread.replies))}
          {hasMore && (
            <div>
              <Button variant="secondary" isPending={isLoadingMore} onPress={loadMore}>
                Показать ещё
              </Button>
            </div>
          )}
        </div>
      )}
    </section>
  );
}

interface NewCommentProps {
  offersReview: boolean;
  onSubmit: (text: CommentText) => Promise<void>;
  /** The page to come back to after signing in. */
  returnTo: string;
}

/**
 * The box for a new comment, as the viewer may use it: a guest's box leads to /login and back
 * (docs/product §4 Comments); a reader a sanction refuses commenting (the ban among them) reads its
 * text in its place (§4 Ban, §A2.4), which also says why there is no «Ответить».
 */
function NewComment({ offersReview, onSubmit, returnTo }: NewCommentProps) {
  const session = useSession();
  const [formKey, setFormKey] = useState(0);
  if (session.isLoading) return null;
  const user = session.user;
  if (!user) {
    // Signed out during a ban: still told until when (§4 Ban, the expiry kept locally).
    const ban = keptBan();
    return ban ? (
      <SanctionNotice message={keptBanText(ban)} />
    ) : (
      <Link className={styles.guestBox} href={loginHref(returnTo)}>
        Написать комментарий… (войдите, чтобы комментировать)
      </Link>
    );
  }
  const refusal = sanctionRefusalText(user, 'comment');
  if (refusal) return <SanctionNotice message={refusal} />;
  return (
    <CommentForm
      key={formKey}
      label="Комментарий"
      offersReview={offersReview}
      submitLabel="Отправить"
      onSubmit={async (text) => {
        await onSubmit(text);
        // A fresh, empty form for the next comment.
        setFormKey((key) => key + 1);
      }}
    />
  );
}
