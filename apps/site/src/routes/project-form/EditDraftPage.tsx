import { draftMessages, isDraftFinished, novelDraftValueSchema } from '@vn/domain';
import { Spinner, useToasts } from '@vn/ui';
import { useMemo } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../api/client';
import { usePageTitle } from '../../app/page-title';
import { useSignInRequired } from '../../session/use-sign-in-required';
import { ErrorContent } from '../../failure-pages/RouteErrorPage';
import { useLoadFailurePage } from '../../failure-pages/use-load-failure-page';
import { ProjectForm, type ProjectFormIntent } from './ProjectForm';
import { draftValueOf, projectFormValuesOf } from './project-form-values';
import { saveDraftValue } from './project-form-writes';
import { useEditedDraft, useFormVocabularies } from './use-project-form-data';
import * as styles from './ProjectForm.css';

const intents: ProjectFormIntent<'save'>[] = [{ intent: 'save', label: 'Сохранить' }];

/**
 * /edit/draft/{id} (docs/product §2.2): the form on the draft's value; an applied or declined draft goes
 * back to its page. A draft the viewer may not see sends them to / (as its page does); any other
 * failure to load it is the error page with "Не удалось загрузить черновик" (docs/product §8). New
 * image files go with the saved value; uploads the draft no longer shows are removed by the API.
 */
export function EditDraftPage() {
  const { id = '' } = useParams();
  const access = useSignInRequired();
  const toasts = useToasts();
  const navigate = useNavigate();
  const { vocabularies } = useFormVocabularies();
  const { data: draft, error } = useEditedDraft(id, access.status === 'signed-in');
  usePageTitle('Редактирование черновика');
  const defaults = useMemo(() => {
    if (!draft) return null;
    try {
      const parsed = novelDraftValueSchema.safeParse(JSON.parse(draft.value));
      return parsed.success ? projectFormValuesOf(parsed.data) : null;
    } catch {
      return null;
    }
  }, [draft]);

  const status = error instanceof ApiError ? error.status : 0;
  const refused = !draft && (status === 404 || status === 403);
  const failurePage = useLoadFailurePage(
    draft,
    refused ? undefined : error,
    draftMessages.loadFailed,
  );

  if (refused) return <Navigate replace to="/" />;
  if (failurePage) return failurePage;
  if (access.status !== 'signed-in' || !draft) return <Spinner />;
  if (isDraftFinished(draft.status)) return <Navigate replace to={`/drafts/${draft._id}`} />;
  if (!defaults) return <ErrorContent error={new Error(draftMessages.loadProblem)} />;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Редактирование черновика</h1>
      <ProjectForm
        defaultValues={defaults}
        vocabularies={vocabularies}
        intents={intents}
        onSubmit={async ({ values, images, safety }) => {
          try {
            await saveDraftValue({ id: draft._id, value: draftValueOf(values), images, safety });
            void navigate(`/drafts/${draft._id}`);
          } catch (failure) {
            const reason = failure instanceof ApiError ? `: ${failure.message}` : '';
            toasts.error(`${draftMessages.saveFailed}${reason}`);
            throw failure;
          }
        }}
      />
    </div>
  );
}
