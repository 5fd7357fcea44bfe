import {
  commentsRoute,
  deletePostRoute,
  draftCommentsRoute,
  endpointUrl,
  mainPageRoute,
  postDraftRoute,
  postDraftsRoute,
  postMessages,
  postRoute,
  postsRoute,
  type Post,
} from '@vn/domain';
import { Button, useToasts } from '@vn/ui';
import { Trash2 } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { callEndpoint } from '../../api/client';
import { failureText } from '../../api/failure-text';
import { useRevalidateCalls } from '../../api/revalidate';
import { useConfirm } from '../../app/confirm';
import { useConfirmedRemoval } from '../../app/use-confirmed-removal';

/**
 * The cached reads an article's deletion changes: the lists, the main page, the comments (its drafts'
 * too), its drafts.
 */
const SHOWING_ARTICLES = [
  postsRoute,
  mainPageRoute,
  commentsRoute,
  draftCommentsRoute,
  postDraftsRoute,
  postDraftRoute,
];

/**
 * "Удалить статью" on /posts/{countId}, for moderators (ours: docs/product §6 gives them the deletion
 * of any post; DELETE /api/posts/{countId}, §7). It asks first, in the shared dialog, as the article
 * goes for good with its comments and drafts. Done: the toast "Статья удалена" and /posts, where the
 * article is no longer listed. Failed: "Не удалось удалить статью" with the server's message (§8, as
 * for a draft), and the page stays as it was.
 */
export function DeletePostButton({ post }: { post: Pick<Post, 'countId' | 'title'> }) {
  const confirm = useConfirm();
  const toasts = useToasts();
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const revalidate = useRevalidateCalls();
  const params = { countId: String(post.countId) };
  const removal = useConfirmedRemoval({
    ask: () =>
      confirm({
        title: `Удалить статью «${post.title}»?`,
        message: 'Это нельзя отменить: вместе со статьёй удалятся её комментарии и черновики.',
        confirmLabel: 'Удалить',
        variant: 'destructive',
      }),
    remove: async () => {
      await callEndpoint(deletePostRoute, { params });
    },
    done: async () => {
      toasts.success(postMessages.deleted);
      // Away first, so the page does not ask for its article again; then what listed it is stale.
      await navigate('/posts');
      void mutate(endpointUrl(postRoute, { params }), undefined, { revalidate: false });
      void revalidate(...SHOWING_ARTICLES);
    },
    failureOf: (error) => failureText(postMessages.deleteFailed, error),
  });

  return (
    <Button
      variant="danger"
      size="sm"
      isPending={removal.pending}
      onPress={() => void removal.run()}
    >
      <Trash2 aria-hidden size="1em" />
      Удалить статью
    </Button>
  );
}
