import { commentsRoute, endpointUrl, type CommentResult, type CommentSourceType } from '@vn/domain';
import { useCallback, useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import { callEndpoint } from '../api/client';

/**
 * Comments a page holds. The list call allows 100 (COMMENT_LIMITS.pageSizeMax); a large page keeps
 * most threads whole and a `#commentId` link on the first page.
 */
export const SOURCE_COMMENTS_PAGE = 100;

export interface CommentSource {
  sourceType: CommentSourceType;
  sourceId: string;
}

type CommentsPage = { comments: CommentResult[]; count: number };

function commentsQuery({ sourceType, sourceId }: CommentSource, page: number) {
  return { source: sourceId, sourceType, limit: SOURCE_COMMENTS_PAGE, page } as const;
}

/** How the comments of a source change after a write, applied to what is loaded. */
export type CommentsChange =
  /** The source's whole list as a create call answers it (oldest first). */
  | { kind: 'all'; comments: CommentResult[] }
  /** One comment as it is now (edited, removed, liked). */
  | { kind: 'one'; comment: CommentResult }
  /** Comments that are gone. */
  | { kind: 'gone'; ids: readonly string[] };

/** The loaded pages after a write (exported for its tests). */
export function applyCommentsChange(pages: CommentsPage[], change: CommentsChange): CommentsPage[] {
  switch (change.kind) {
    case 'all': {
      // The answer holds every comment of the source: one page, newest first, as the list reads.
      const comments = [...change.comments].reverse();
      return [{ comments, count: comments.length }];
    }
    case 'one':
      return pages.map((page) => ({
        ...page,
        comments: page.comments.map((comment) =>
          comment._id === change.comment._id ? change.comment : comment,
        ),
      }));
    case 'gone': {
      const gone = new Set(change.ids);
      return pages.map((page) => {
        const comments = page.comments.filter((comment) => !gone.has(comment._id));
        return { comments, count: page.count - (page.comments.length - comments.length) };
      });
    }
  }
}

/** A comment written after later pages loaded moves them by one; the first copy (newest) stays. */
function uniqueById(comments: CommentResult[]): CommentResult[] {
  const seen = new Set<string>();
  return comments.filter((comment) => !seen.has(comment._id) && Boolean(seen.add(comment._id)));
}

export interface SourceComments {
  comments: CommentResult[];
  /** All comments of the source, loaded or not. */
  count: number;
  isLoading: boolean;
  error: unknown;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
  /** Asks again for the pages loaded so far (after a failed load). */
  retry: () => void;
  isRetrying: boolean;
  /** Shows a write's answer at once, without asking the list again. */
  apply: (change: CommentsChange) => void;
}

/**
 * The comments of a project, article or draft (`GET /api/comments?source=…&sourceType=…`), newest
 * first, 100 a page. Writes put their answers into the same cache (`apply`), so every part of the
 * page that reads it (the list, the project tab's count) follows.
 */
export function useSourceComments(source: CommentSource): SourceComments {
  const { sourceType, sourceId } = source;
  const { data, error, isLoading, isValidating, size, setSize, mutate } = useSWRInfinite(
    (page: number) =>
      endpointUrl(commentsRoute, { query: commentsQuery({ sourceType, sourceId }, page) }),
    (key: string) => {
      const page = Number(new URL(key, 'http://page').searchParams.get('page') ?? 0);
      return callEndpoint(commentsRoute, {
        query: commentsQuery({ sourceType, sourceId }, page),
      });
    },
    { revalidateOnFocus: false, revalidateFirstPage: false },
  );
  const apply = useCallback(
    (change: CommentsChange) => {
      // Shown at once; then SWR asks again for the pages that changed, because a page is cached
      // under its own key too and a later "Показать ещё" would otherwise rebuild the list from there.
      void mutate((pages) => applyCommentsChange(pages ?? [], change), { revalidate: true });
    },
    [mutate],
  );
  return useMemo(() => {
    const comments = uniqueById(data?.flatMap((page) => page.comments) ?? []);
    const count = data?.at(-1)?.count ?? 0;
    return {
      comments,
      count,
      isLoading,
      error,
      hasMore: comments.length < count,
      isLoadingMore: size > (data?.length ?? 0),
      loadMore: () => void setSize(size + 1),
      retry: () => void mutate(),
      isRetrying: isValidating,
      apply,
    };
  }, [data, error, isLoading, isValidating, size, setSize, mutate, apply]);
}
