import { createPostDraftRoute } from '@vn/domain';
import { callEndpoint } from '../../api/client';
import { revalidatePostDrafts } from '../../drafts/use-post-draft';
import { SanctionNotice, useSanctionRefusal } from '../../session/SanctionNotice';
import { useSignInRequired } from '../../session/use-sign-in-required';
import { emptyPost } from './post-form';
import { PostForm } from './PostForm';
import { WritingPage, WritingPageLoading } from './WritingPage';

const TITLE = 'Новая статья';

/**
 * /addPost (docs/product §2.2): the new article form; "Создать черновик" makes a post draft
 * (POST /api/postDrafts) and opens its page, where it goes on to review. Guests go to /login first;
 * a reader a sanction refuses drafts reads why instead of the form (docs/product §A2.4).
 */
export function AddPostPage() {
  const access = useSignInRequired();
  const refusal = useSanctionRefusal('createDraft');
  if (access.status !== 'signed-in') return <WritingPageLoading title={TITLE} />;
  if (refusal) {
    return (
      <WritingPage title={TITLE}>
        <SanctionNotice message={refusal} />
      </WritingPage>
    );
  }
  return (
    <WritingPage title={TITLE}>
      <PostForm
        defaultValues={emptyPost}
        submitLabel="Создать черновик"
        onSave={async (content) => {
          const draft = await callEndpoint(createPostDraftRoute, { body: content });
          // The draft lists show it from now on.
          void revalidatePostDrafts();
          return `/postDrafts/${draft._id}`;
        }}
      />
    </WritingPage>
  );
}
