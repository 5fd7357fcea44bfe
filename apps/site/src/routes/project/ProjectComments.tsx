import { isUserRole, usernameToPathSegment, type CommentResult } from '@vn/domain';
import { MarkupView } from '@vn/editor';
import { Button, CommentView, EmptyState, Spinner, Stack, useToasts } from '@vn/ui';
import { useEffect, useMemo, useState } from 'react';
import { commentThreads } from './comment-threads';
import { useProjectComments } from './use-project-data';

export interface ProjectCommentsProps {
  novelId: string;
  signedIn: boolean;
  highlightedId: string | null;
  /** Called once the first comments (or their absence) are on the page. */
  onShown: () => void;
}

const profileHref = (username: string) => `/profile/${usernameToPathSegment(username)}`;

/**
 * The project's comments, read-only for now (writing comes with the comments issue): threads newest
 * first, replies under them, reviews marked, each with the `#commentId` anchor of SPEC.md §2.2.
 */
export function ProjectComments({
  novelId,
  signedIn,
  highlightedId,
  onShown,
}: ProjectCommentsProps) {
  const toasts = useToasts();
  const { comments, isLoading, error, hasMore, isLoadingMore, loadMore } =
    useProjectComments(novelId);
  const threads = useMemo(() => commentThreads(comments), [comments]);
  const byId = useMemo(
    () => new Map(comments.map((comment) => [comment._id, comment])),
    [comments],
  );
  const [now] = useState(() => new Date());

  useEffect(() => {
    if (!isLoading) onShown();
  }, [isLoading, onShown]);
  useEffect(() => {
    // SPEC.md §8 names no text for comments that fail to load; this says what failed.
    if (error) toasts.error('Не удалось загрузить комментарии');
  }, [error, toasts]);

  if (isLoading) return <Spinner />;
  if (comments.length === 0) {
    return error ? (
      <EmptyState text="Не удалось загрузить комментарии" size="sm" />
    ) : (
      <EmptyState kind="nothing" size="sm" />
    );
  }

  const view = (comment: CommentResult, replies?: CommentResult[]) => {
    const answered = comment.answerComment ? byId.get(comment.answerComment) : undefined;
    const { role } = comment.createdBy;
    return (
      <CommentView
        key={comment._id}
        anchorId={comment._id}
        isHighlighted={comment._id === highlightedId}
        author={{
          name: comment.createdBy.username,
          href: profileHref(comment.createdBy.username),
          avatarSrc: comment.createdBy.avatar?.preview ?? null,
          ...(isUserRole(role) ? { role } : {}),
        }}
        createdAt={comment.createdAt}
        updatedAt={comment.updatedAt}
        now={now}
        isRemoved={comment.removed}
        isReview={comment.review}
        mood={comment.mood ?? null}
        likes={comment.likes}
        dislikes={comment.dislikes}
        myVote={comment.userLike === null ? null : comment.userLike ? 'like' : 'dislike'}
        images={comment.images.map((image) => ({
          src: image.preview,
          href: image.full,
          alt: 'Изображение к комментарию',
        }))}
        answerTo={
          answered && answered._id !== comment.parent
            ? { name: answered.createdBy.username, href: `#${answered._id}` }
            : undefined
        }
        replies={replies && replies.length > 0 ? replies.map((reply) => view(reply)) : undefined}
      >
        <MarkupView value={comment.content} showHidden={signedIn} />
      </CommentView>
    );
  };

  return (
    <Stack gap="lg">
      {threads.map((thread) => view(thread.comment, thread.replies))}
      {hasMore && (
        <div>
          <Button variant="secondary" isPending={isLoadingMore} onPress={loadMore}>
            Показать ещё
          </Button>
        </div>
      )}
    </Stack>
  );
}
