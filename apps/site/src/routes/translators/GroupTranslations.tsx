import { groupTranslationsHref } from '@vn/domain';
import { Button, Link } from '@vn/ui';
import { Loaded } from '../../app/load-failure';
import { ActiveTranslationItem } from '../../translations/ActiveTranslationItem';
import { list } from '../../translations/ActiveTranslationItem.css';
import { useTranslationFollow } from '../../translations/use-translation-follow';
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
  const { mayFollow, following, isDisabled, toggle } = useTranslationFollow('group', groupId);
  if (!mayFollow) return null;
  return (
    <Button
      variant="secondary"
      size="sm"
      aria-pressed={following}
      isDisabled={isDisabled}
      onPress={() => void toggle()}
    >
      {following ? 'Вы следите' : 'Следить за группой'}
    </Button>
  );
}
