import {
  commentsRoute,
  novelByUrlRoute,
  novelInfoRoute,
  novelNotificationsRoute,
  type CommentResult,
  endpointUrl,
} from '@vn/domain';
import { useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import { callEndpoint } from '../../api/client';
import { useEndpoint } from '../../api/use-endpoint';

/*
 * The project page's reads (SPEC.md §2.3, §7), each an SWR entry keyed by its address, so the writes
 * in use-project-actions.ts update exactly what they change.
 */

/**
 * The project with the viewer's list, rating and the list statistics. Not refetched on focus: the
 * reader's own marks change only here, and a refetch would count as a fresh view to the API.
 */
export function useProjectPage(url: string) {
  return useEndpoint(
    novelByUrlRoute,
    { params: { url } },
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
}

/** "О странице": owners, who added the project and when. */
export function useProjectInfo(novelId: string) {
  return useEndpoint(novelInfoRoute, { params: { id: novelId } }, { revalidateOnFocus: false });
}

/** What the signed-in reader is told about this project; nothing is asked for a guest. */
export function useProjectNotifications(novelId: string, signedIn: boolean) {
  return useEndpoint(novelNotificationsRoute, signedIn ? { params: { id: novelId } } : null, {
    revalidateOnFocus: false,
  });
}

/**
 * Comments a page holds. The list call allows 100 (COMMENT_LIMITS.pageSizeMax); a large page keeps
 * most threads whole and a `#commentId` link on the first page.
 */
export const PROJECT_COMMENTS_PAGE = 100;

function commentsQuery(novelId: string, page: number) {
  return { source: novelId, sourceType: 'game', limit: PROJECT_COMMENTS_PAGE, page } as const;
}

export interface ProjectComments {
  comments: CommentResult[];
  /** All comments of the project, loaded or not. */
  count: number;
  isLoading: boolean;
  error: unknown;
  hasMore: boolean;
  isLoadingMore: boolean;
  loadMore: () => void;
}

/** The project's comments (`GET /api/comments?source=…&sourceType=game`), newest first, paged. */
export function useProjectComments(novelId: string): ProjectComments {
  const { data, error, isLoading, size, setSize } = useSWRInfinite(
    (page: number) => endpointUrl(commentsRoute, { query: commentsQuery(novelId, page) }),
    (key: string) => {
      const page = Number(new URL(key, 'http://page').searchParams.get('page') ?? 0);
      return callEndpoint(commentsRoute, { query: commentsQuery(novelId, page) });
    },
    { revalidateOnFocus: false, revalidateFirstPage: false },
  );
  return useMemo(() => {
    const comments = data?.flatMap((page) => page.comments) ?? [];
    const count = data?.at(-1)?.count ?? 0;
    return {
      comments,
      count,
      isLoading,
      error,
      hasMore: comments.length < count,
      isLoadingMore: size > (data?.length ?? 0),
      loadMore: () => void setSize(size + 1),
    };
  }, [data, error, isLoading, size, setSize]);
}
