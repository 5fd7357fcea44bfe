import type { TranslationView } from '@vn/domain';
import { Button, useToasts } from '@vn/ui';
import { lazy, Suspense, useState } from 'react';
import { SanctionNotice, useSanctionRefusal } from '../session/SanctionNotice';
import { useTranslationFollow } from '../translations/use-translation-follow';
import * as styles from './project-parts.css';

// The form loads when a member opens it: it brings zod and the checks, which the project page's
// readers (almost all of them not members) need not load (docs/architecture.md § Budgets).
const TranslationUpdateForm = lazy(() =>
  import('./TranslationUpdateForm').then((module) => ({ default: module.TranslationUpdateForm })),
);

/**
 * Under a translation's card (docs/product §A1.7–A1.8): «Следить за переводом» for a signed-in
 * reader, and «Обновить прогресс» for its group's members and staff, which opens the form in place;
 * a member a sanction refuses updates reads why in its place (docs/product §A2.4).
 */
export function TranslationActions({ translation }: { translation: TranslationView }) {
  const toasts = useToasts();
  const follow = useTranslationFollow('translation', translation._id);
  const [editing, setEditing] = useState(false);
  const updateRefusal = useSanctionRefusal('updateTranslation');
  if (!follow.mayFollow) return null;

  return (
    <div className={styles.translationActions}>
      <div className={styles.translationButtons}>
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={follow.following}
          isDisabled={follow.isDisabled}
          onPress={() => void follow.toggle()}
        >
          {follow.following ? 'Вы следите' : 'Следить за переводом'}
        </Button>
        {translation.mayUpdate && !editing && !updateRefusal && (
          <Button variant="primary" size="sm" onPress={() => setEditing(true)}>
            Обновить прогресс
          </Button>
        )}
      </div>
      {translation.mayUpdate && updateRefusal && <SanctionNotice message={updateRefusal} />}
      {editing && !updateRefusal && (
        <Suspense fallback={<p role="status">Загрузка...</p>}>
          <TranslationUpdateForm
            translation={translation}
            onCancel={() => setEditing(false)}
            onSaved={() => {
              setEditing(false);
              toasts.success('Прогресс обновлён');
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
