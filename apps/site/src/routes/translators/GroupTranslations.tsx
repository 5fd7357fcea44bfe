import {
  followTranslationRoute,
  translationFollowsRoute,
  unfollowTranslationRoute,
} from '@vn/domain';
import { Button, Link, useToasts } from '@vn/ui';
import { useState } from 'react';
import { callEndpoint } from '../../api/client';
import { useEndpoint } from '../../api/use-endpoint';
import { Loaded } from '../../app/load-failure';
import { useSession } from '../../session/session';
import { ActiveTranslationItem } from '../../translations/ActiveTranslationItem';
import { list } from '../../translations/ActiveTranslationItem.css';
import { groupTranslationsHref } from '../../translations/translations-address';
import { useGroupTranslations } from './use-translators';
import * as styles from './Translators.css';

/** Ours, in the words of "Не удалось загрузить …". */
export const GROUP_TRANSLATIONS_LOAD_FAILED = 'Не удалось загрузить переводы группы';

/**
 * «Переводы группы» on a translator group's page (docs/product §A1.10): its translations of every
 * status with their progress, newest update first, and a link to the rest on /translations when
 * there are more than a page; beside the heading, «Все обновления» (the group's Atom feed,
 * §A1.8.1) and, for a signed-in reader, «Следить за группой» (§A1.8).
 */
export function GroupTranslations({ groupId }: { groupId: string }) {
  const load = useGroupTranslations(groupId);
  return (
    <section className={styles.section} aria-labelledby="translator-translations">
      <div className={styles.sectionHeader}>
        <h2 id="translator-translations" className={styles.sectionTitle}>
          Переводы группы
        </h2>
        <div className={styles.sectionActions}>
          <a
            className={styles.feedLink}
            href={`/feeds/translations/group/${encodeURIComponent(groupId)}.atom`}
            type="application/atom+xml"
          >
            Все обновления
          </a>
          <GroupFollowButton groupId={groupId} />
        </div>
      </div>
      <Loaded load={load} failureMessage={GROUP_TRANSLATIONS_LOAD_FAILED}>
        {(data) =>
          data.translations.length === 0 ? (
            <p className={styles.muted}>У группы пока нет переводов</p>
          ) : (
            <>
              <ul className={list} aria-label="Переводы группы">
                {data.translations.map((translation) => (
                  <ActiveTranslationItem
                    key={translation._id}
                    translation={translation}
                    headingLevel={3}
                    showGroup={false}
                  />
                ))}
              </ul>
              {data.count > data.translations.length && (
                <Link href={groupTranslationsHref(groupId)} variant="standalone">
                  Все переводы группы
                </Link>
              )}
            </>
          )
        }
      </Loaded>
    </section>
  );
}

/**
 * «Следить за группой» for a signed-in reader (docs/product §A1.8): pressed, it follows the group or
 * stops; the state is the reader's follows, the same read as a translation card's button.
 */
function GroupFollowButton({ groupId }: { groupId: string }) {
  const session = useSession();
  const mayFollow = session.mayCall(followTranslationRoute);
  const toasts = useToasts();
  const { data: follows, mutate } = useEndpoint(translationFollowsRoute, mayFollow ? {} : null, {
    revalidateOnFocus: false,
  });
  const [pending, setPending] = useState(false);
  if (!mayFollow) return null;
  const following =
    follows?.follows.some((follow) => follow.kind === 'group' && follow.target === groupId) ??
    false;

  const toggle = async () => {
    setPending(true);
    try {
      const route = following ? unfollowTranslationRoute : followTranslationRoute;
      const state = await callEndpoint(route, { params: { kind: 'group', id: groupId } });
      await mutate(state, { revalidate: false });
    } catch {
      toasts.error(following ? 'Не удалось перестать следить' : 'Не удалось подписаться');
    } finally {
      setPending(false);
    }
  };

  return (
    <Button
      variant="secondary"
      size="sm"
      aria-pressed={following}
      isDisabled={pending || !follows}
      onPress={() => void toggle()}
    >
      {following ? 'Вы следите' : 'Следить за группой'}
    </Button>
  );
}
