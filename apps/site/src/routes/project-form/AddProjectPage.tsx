import { Link, Spinner } from '@vn/ui';
import { useState } from 'react';
import { usePageTitle } from '../../app/page-title';
import { SanctionNotice, useSanctionRefusal } from '../../session/SanctionNotice';
import { useSession } from '../../session/session';
import { useSignInRequired } from '../../session/use-sign-in-required';
import { ProjectForm, type ProjectFormIntent } from './ProjectForm';
import { JsonImport } from './JsonImport';
import { draftValueOf, newProjectValues, type ProjectFormValues } from './project-form-values';
import type { ProjectIntent } from './project-form-submit';
import { useProjectSubmit } from './use-project-submit';
import { useFormVocabularies } from './use-project-form-data';
import * as styles from './ProjectForm.css';

const intents: ProjectFormIntent<ProjectIntent>[] = [
  { intent: 'save', label: 'Сохранить' },
  { intent: 'review', label: 'Отправить на ревью' },
];

/**
 * /add (docs/product §2.2): the rules at /posts/8, the JSON import for staff, the empty project form;
 * "Сохранить" makes a draft, "Отправить на ревью" makes it and sends it on. Guests go to /login; a
 * reader a sanction refuses drafts reads why instead of the form (docs/product §A2.4).
 */
export function AddProjectPage() {
  usePageTitle('Добавить проект');
  const access = useSignInRequired();
  const session = useSession();
  const submit = useProjectSubmit();
  const { vocabularies } = useFormVocabularies();
  const refusal = useSanctionRefusal('createDraft');
  const [start, setStart] = useState<{ values: ProjectFormValues; version: number }>(() => ({
    values: newProjectValues(),
    version: 0,
  }));

  if (access.status !== 'signed-in') return <Spinner />;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>Добавить проект</h1>
      <p>
        Перед добавлением прочитайте <Link href="/posts/8">правила добавления проектов</Link>.
      </p>
      {refusal && <SanctionNotice message={refusal} />}
      {!refusal && session.can('importJson') && (
        <JsonImport
          onImport={(values) => setStart(({ version }) => ({ values, version: version + 1 }))}
        />
      )}
      {!refusal && (
        <ProjectForm
          key={start.version}
          defaultValues={start.values}
          vocabularies={vocabularies}
          intents={intents}
          onSubmit={({ intent, values, images, safety }) =>
            submit({ intent, value: draftValueOf(values), images, safety })
          }
        />
      )}
    </div>
  );
}
