import {
  followTranslationRoute,
  translationFollowsRoute,
  unfollowTranslationRoute,
  type TranslationView,
} from '@vn/domain';
import { Button, useToasts } from '@vn/ui';
import { lazy, Suspense, useState } from 'react';
import { callEndpoint } from '../api/client';
import { useEndpoint } from '../api/use-endpoint';
import { useSession } from '../session/session';
import * as styles from './project-parts.css';

// The form loads when a member opens it: it brings zod and the checks, which the project page's
// readers (almost all of them not members) need not load (docs/architecture.md § Budgets).
const TranslationUpdateForm = lazy(() =>
  import('./TranslationUpdateForm').then((module) => ({ default: module.TranslationUpdateForm })),
);

/**
 * Under a translation's card (docs/product §A1.7–A1.8): «Следить за переводом» for a signed-in
 * reader, and «Обновить прогресс» for its group's members and staff, which opens the form in place.
 */
export function TranslationActions({ translation }: { translation: TranslationView }) {
  const session = useSession();
  const signedIn = session.user !== null;
  const toasts = useToasts();
  const { data: follows, mutate } = useEndpoint(translationFollowsRoute, signedIn ? {} : null, {
    revalidateOnFocus: false,
  });
  const [editing, setEditing] = useState(false);
  const [pending, setPending] = useState(false);
  if (!signedIn) return null;
  const following =
    follows?.follows.some(
      (follow) => follow.kind === 'translation' && follow.target === translation._id,
    ) ?? false;

  const toggleFollow = async () => {
    setPending(true);
    try {
      const route = following ? unfollowTranslationRoute : followTranslationRoute;
      const state = await callEndpoint(route, {
        params: { kind: 'translation', id: translation._id },
      });
      await mutate(state, { revalidate: false });
    } catch {
      toasts.error(following ? 'Не удалось перестать следить' : 'Не удалось подписаться');
    } finally {
      setPending(false);
    }
  };

  return (
    <div className={styles.translationActions}>
      <div className={styles.translationButtons}>
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={following}
          isDisabled={pending || !follows}
          onPress={() => void toggleFollow()}
        >
          {following ? 'Вы следите' : 'Следить за переводом'}
        </Button>
        {translation.mayUpdate && !editing && (
          <Button variant="primary" size="sm" onPress={() => setEditing(true)}>
            Обновить прогресс
          </Button>
        )}
      </div>
      {editing && (
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
