import {
  createPostUpdateDraftRoute,
  postBodyBlocks,
  postHasChanges,
  postMessages,
  type Post,
} from '@vn/domain';
import { useState } from 'react';
import { useParams } from 'react-router';
import { callEndpoint } from '../../api/client';
import { revalidatePostDrafts } from '../../drafts/use-post-draft';
import { useSession } from '../../session/session';
import { useSignInRequired } from '../../session/use-sign-in-required';
import { NotFoundPage } from '../../failure-pages/NotFoundPage';
import { isCountId } from '../../posts/post-address';
import { usePostPage } from '../../posts/use-post-page';
import { useLoadFailurePage } from '../../failure-pages/use-load-failure-page';
import { postContentOf, type PostFormValues } from './post-form';
import { PostForm } from './PostForm';
import { WritingPage, WritingPageLoading } from './WritingPage';

const TITLE = 'Редактирование статьи';

/**
 * /posts/{countId}/edit (docs/product §2.2; §4 Post editing): the article in the form, an old body
 * converted to blocks; saving proposes the edit as an update draft (POST /api/postDrafts/{id}) only
 * when something changed, else "Нет изменений" and nothing is sent; then the draft's page. Only its
 * author or a moderator: anyone else gets the not-found page, a guest goes to /login first.
 */
export function EditPostPage() {
  const { countId = '' } = useParams();
  const access = useSignInRequired();
  const valid = isCountId(countId);
  const { data, error } = usePostPage(countId, valid && access.status === 'signed-in');
  const failurePage = useLoadFailurePage(data, error, postMessages.loadFailed);

  if (!valid) return <NotFoundPage />;
  if (access.status !== 'signed-in') return <WritingPageLoading title={TITLE} />;
  if (failurePage) return failurePage;
  if (!data) return <WritingPageLoading title={TITLE} />;
  return <EditPostForm key={data.post._id} post={data.post} />;
}

function EditPostForm({ post }: { post: Post }) {
  const session = useSession();
  // The article as the form opened it: what "Нет изменений" compares with.
  const [original] = useState<PostFormValues>(() => ({
    section: post.section,
    title: post.title,
    body: postBodyBlocks(post.body),
  }));
  // §6: the author of the article, or a moderator; to anyone else it is not there to edit.
  if (!session.can('editPost', { authorId: post.createdBy._id })) return <NotFoundPage />;
  return (
    <WritingPage title={TITLE}>
      <PostForm
        defaultValues={original}
        submitLabel="Создать черновик"
        isUnchanged={(values) => !postHasChanges(original, postContentOf(values))}
        cancelHref={`/posts/${post.countId}`}
        onSave={async (content) => {
          const draft = await callEndpoint(createPostUpdateDraftRoute, {
            params: { id: post._id },
            body: content,
          });
          void revalidatePostDrafts();
          return `/postDrafts/${draft._id}`;
        }}
      />
    </WritingPage>
  );
}
