import {
  draftMergeRoute,
  draftMessages,
  draftStatusLabels,
  isDraftFinished,
  novelDraftRoute,
  projectChangeLabels,
  type EndpointResult,
  type RouteEndpoint,
} from '@vn/domain';
import { Link } from '@vn/ui';
import { useParams } from 'react-router';
import { BusySpinner } from '../../app/BusySpinner';
import { usePageTitle } from '../../app/page-title';
import { useEndpoint } from '../../api/use-endpoint';
import { useLoadFailurePage } from '../../failure-pages/use-load-failure-page';
import { useSignInRequired } from '../../session/use-sign-in-required';
import { ReviewForm } from './ReviewForm';
import * as styles from './DraftReviewPage.css';

type Merge = EndpointResult<RouteEndpoint<typeof draftMergeRoute>>;

/**
 * /drafts/{id}/review (docs/product §A4, ours): an edit draft field by field, for whoever may apply
 * it. Each proposed field shows what the draft changes (and, where the project changed it too since
 * the draft was made, both changes) and takes a decision; fields only the project changed are named
 * and stay as they are. Guests go to / remembering the page; a reader who may not see the draft
 * gets the not-found page; one who sees it but may not review it is told so, with the way back.
 */
export function DraftReviewPage() {
  const { id = '' } = useParams();
  const access = useSignInRequired('mainPage');
  const signedIn = access.status === 'signed-in';
  const options = { shouldRetryOnError: false, revalidateOnFocus: false } as const;
  const draft = useEndpoint(novelDraftRoute, signedIn ? { params: { id } } : null, options);
  const merge = useEndpoint(draftMergeRoute, signedIn ? { params: { id } } : null, options);
  const title = draft.data ? `Проверка по полям: ${draft.data.title}` : 'Проверка по полям';
  usePageTitle(title);
  const failurePage = useLoadFailurePage(draft.data, draft.error, draftMessages.loadFailed);

  if (failurePage) return failurePage;
  if (!signedIn || !draft.data) return <BusySpinner />;
  const back = `/drafts/${id}`;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{title}</h1>
      <p>
        <Link href={back}>К черновику</Link>
      </p>
      <ReviewContent
        draftId={id}
        novelId={draft.data.novel ?? null}
        finished={isDraftFinished(draft.data.status) ? draftStatusLabels[draft.data.status] : null}
        merge={merge.data}
        mergeError={merge.error}
        onConflict={() => void merge.mutate()}
      />
    </div>
  );
}

function ReviewContent({
  draftId,
  novelId,
  finished,
  merge,
  mergeError,
  onConflict,
}: {
  draftId: string;
  novelId: string | null;
  finished: string | null;
  merge: Merge | undefined;
  mergeError: unknown;
  onConflict: () => void;
}) {
  if (finished) {
    return <p className={styles.note}>Черновик уже не на проверке: «{finished}».</p>;
  }
  if (!merge) {
    if (mergeError) {
      const message = mergeError instanceof Error ? mergeError.message : String(mergeError);
      return <p className={styles.failure}>{message}</p>;
    }
    return <BusySpinner />;
  }
  if (!merge.mayReview) {
    return (
      <p className={styles.note}>
        Решать по полям может тот, кто может применить черновик: модератор или владелец проекта.
      </p>
    );
  }
  const theirs = merge.fields.filter((each) => each.outcome === 'theirs');
  return (
    <>
      {merge.stale && (
        <p role="status">
          Проект изменился после создания черновика. Поля, изменённые и там, и в черновике, отмечены
          «Конфликт»: решите по каждому.
        </p>
      )}
      {theirs.length > 0 && (
        <p className={styles.note}>
          Изменено в проекте после создания черновика и останется как есть:{' '}
          {theirs.map((each) => `«${projectChangeLabels[each.field]}»`).join(', ')}.
        </p>
      )}
      <ReviewForm draftId={draftId} novelId={novelId} merge={merge} onConflict={onConflict} />
    </>
  );
}
