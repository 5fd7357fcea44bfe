import {
  draftMessages,
  postDraftContent,
  type PostDraftView,
  type User,
  profilePath,
} from '@vn/domain';
import { Link, RelativeTime, UserName } from '@vn/ui';
import { useMemo } from 'react';
import { BusySpinner } from '../../app/BusySpinner';
import { usePageTitle } from '../../app/page-title';
import { PostArticle } from '../../posts/PostArticle';
import { PostDraftActions } from './PostDraftActions';
import { usePostDraftPage } from '../../drafts/use-post-draft';
import { DraftPage, DraftSection } from '../../drafts/DraftPage';
import { ReviewDecision } from '../../drafts/ReviewDecision';
import * as draftStyles from '../../drafts/DraftPage.css';

const UNTITLED = 'Черновик статьи';

/**
 * /postDrafts/{id} (docs/product §2.2): the article draft's status (the stepper of §4), the last
 * moderator's decision (ours, docs/product §A4), its preview as the article will look, the buttons
 * of §4 for this viewer, the raw data toggle and the comments titled
 * "Комментарии к черновику". Guests go to /login first; a draft the viewer may not see is "Not Found"
 * (the not-found page); other failures the error page with "Не удалось загрузить черновик" (§8).
 */
export function PostDraftPage() {
  const { access, data, mutate, failurePage } = usePostDraftPage();

  if (failurePage) return failurePage;
  if (access.status !== 'signed-in' || !data) {
    return <BusySpinner />;
  }
  return (
    <PostDraftDetails
      key={data.draft._id}
      draft={data.draft}
      viewer={access.user}
      onChanged={(draft) =>
        void mutate((current) => (current ? { ...current, draft } : current), {
          revalidate: false,
        })
      }
    />
  );
}

interface PostDraftDetailsProps {
  draft: PostDraftView;
  viewer: User;
  onChanged: (draft: PostDraftView) => void;
}

function PostDraftDetails({ draft, viewer, onChanged }: PostDraftDetailsProps) {
  const title = draft.title.trim() || UNTITLED;
  usePageTitle(title);
  const content = useMemo(() => postDraftContent(draft), [draft]);
  // The article this draft is, or will change (§3 Post draft `post`; its number once published).
  const articleHref =
    draft.countId !== null
      ? `/posts/${draft.countId}`
      : draft.post
        ? `/go/post/${draft.post}`
        : null;

  return (
    <DraftPage
      title={title}
      status={draft.status}
      draftId={draft._id}
      rawData={draft}
      comments={{ sourceType: 'postDraft', heading: draftMessages.postDraftComments }}
      notes={
        draft.review && (
          <ReviewDecision
            review={draft.review}
            returnedToViewer={draft.createdBy._id === viewer._id && draft.status === 'created'}
          />
        )
      }
      facts={
        <p className={draftStyles.facts}>
          <span>{draft.type === 'update' ? 'Изменение статьи' : 'Новая статья'}</span>
          <UserName
            size="sm"
            name={draft.createdBy.username}
            href={profilePath(draft.createdBy.username)}
          />
          <span>
            изменён <RelativeTime value={draft.updatedAt} />
          </span>
          {articleHref && (
            <Link href={articleHref} variant="standalone">
              Открыть статью
            </Link>
          )}
        </p>
      }
      actions={<PostDraftActions draft={draft} viewer={viewer} onChanged={onChanged} />}
    >
      <DraftSection title="Предпросмотр">
        <PostArticle
          headingLevel={3}
          title={content.title}
          section={content.section}
          body={content.body}
          author={draft.createdBy}
          showHidden
        />
      </DraftSection>
    </DraftPage>
  );
}
