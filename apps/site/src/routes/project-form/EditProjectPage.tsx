import { draftBaseOf, type NovelDraftValueInput } from '@vn/domain';
import { Spinner } from '@vn/ui';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { usePageTitle } from '../../app/page-title';
import { SanctionNotice, useSanctionRefusal } from '../../session/SanctionNotice';
import { useSession } from '../../session/session';
import { useSignInRequired } from '../../session/use-sign-in-required';
import { useLoadFailurePage } from '../../failure-pages/use-load-failure-page';
import { PROJECT_LOAD_FAILED } from '../../project/project-messages';
import { ProjectForm, type ProjectFormIntent } from './ProjectForm';
import { draftValueOf, keepingUnchanged, projectFormValuesOf } from './project-form-values';
import type { ProjectIntent } from './project-form-submit';
import { useProjectSubmit } from './use-project-submit';
import { useEditedProject, useFormVocabularies } from './use-project-form-data';
import * as styles from './ProjectForm.css';

/**
 * /edit/novel/{id} (docs/product §2.2, §2.3, §4): the project in the form; saving makes an update draft,
 * which its owners and moderators may apply at once ("Применить изменения"); others send it to
 * review. Guests go to /login; a reader a sanction refuses drafts reads why instead of the form
 * (docs/product §A2.4).
 */
export function EditProjectPage() {
  const { id = '' } = useParams();
  const access = useSignInRequired();
  const session = useSession();
  const submit = useProjectSubmit();
  const { vocabularies } = useFormVocabularies();
  const refusal = useSanctionRefusal('createDraft');
  const { data: novel, error } = useEditedProject(id, access.status === 'signed-in');
  usePageTitle(novel ? `Редактирование: ${novel.name}` : 'Редактирование проекта');
  const original = novel as NovelDraftValueInput | undefined;
  const failurePage = useLoadFailurePage(novel, error, PROJECT_LOAD_FAILED);
  const defaults = useMemo(() => (original ? projectFormValuesOf(original) : null), [original]);

  if (failurePage) return failurePage;
  if (access.status !== 'signed-in' || !novel || !original || !defaults) return <Spinner />;

  const mayApply = session.can('editNovelDirectly', { novelId: novel._id });
  const intents: ProjectFormIntent<ProjectIntent>[] = [
    ...(mayApply ? [{ intent: 'apply' as const, label: 'Применить изменения' }] : []),
    { intent: 'review', label: 'Отправить на ревью' },
    { intent: 'save', label: 'Сохранить черновик' },
  ];
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>
        {mayApply ? 'Редактировать' : 'Предложить изменения'}: {novel.name}
      </h1>
      {refusal ? (
        <SanctionNotice message={refusal} />
      ) : (
        <ProjectForm
          defaultValues={defaults}
          vocabularies={vocabularies}
          intents={intents}
          onSubmit={({ intent, values, images, safety }) =>
            submit({
              intent,
              value: keepingUnchanged(draftValueOf(values), original),
              novelId: novel._id,
              base: draftBaseOf(novel),
              images,
              safety,
            })
          }
        />
      )}
    </div>
  );
}
