import {
  draftActions,
  isDraftFinished,
  postDraftContent,
  updatePostDraftValueRoute,
  type PostDraftView,
  postDraftSummary,
} from '@vn/domain';
import { useState } from 'react';
import { Navigate } from 'react-router';
import { callEndpoint } from '../../api/client';
import { actorOf } from '../../session/session';
import { revalidatePostDrafts, usePostDraftPage } from '../../drafts/use-post-draft';
import type { PostFormValues } from './post-form';
import { PostForm } from './PostForm';
import { WritingPage, WritingPageLoading } from './WritingPage';

const TITLE = 'Редактирование черновика';

/**
 * /postDrafts/{id}/edit (docs/product §2.2): the draft's article in the form, "Отменить" back to the draft
 * and "Обновить" (PUT /api/postDrafts/{id}/value, then the draft's page). A finished draft (applied or
 * declined), or one the viewer has no edit button for (§4), sends the reader to the draft's page,
 * as /edit/draft/{id} does for novel drafts.
 */
export function EditPostDraftPage() {
  const { access, data, failurePage } = usePostDraftPage();

  if (access.status !== 'signed-in') return <WritingPageLoading title={TITLE} />;
  if (failurePage) return failurePage;
  if (!data) return <WritingPageLoading title={TITLE} />;
  const editable =
    !isDraftFinished(data.draft.status) &&
    draftActions({
      draft: postDraftSummary(data.draft),
      actor: actorOf(access.user),
      now: new Date(),
    }).some((action) => action.action === 'edit');
  if (!editable) return <Navigate replace to={`/postDrafts/${data.draft._id}`} />;
  return <EditPostDraftForm key={data.draft._id} draft={data.draft} />;
}

function EditPostDraftForm({ draft }: { draft: PostDraftView }) {
  const draftHref = `/postDrafts/${draft._id}`;
  // The form starts from the draft as it was when the page opened; a refresh does not reset it.
  const [initial] = useState<PostFormValues>(() => postDraftContent(draft));
  return (
    <WritingPage title={TITLE}>
      <PostForm
        defaultValues={initial}
        submitLabel="Обновить"
        cancelHref={draftHref}
        onSave={async (content) => {
          await callEndpoint(updatePostDraftValueRoute, {
            params: { id: draft._id },
            body: { value: content },
          });
          // The draft's page (and the lists) show the new text.
          await revalidatePostDrafts();
          return draftHref;
        }}
      />
    </WritingPage>
  );
}
