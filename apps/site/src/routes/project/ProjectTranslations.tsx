import type { Translation } from '@vn/domain';
import { TranslationCard } from '@vn/ui';
import { safeLinkHref, translationsInOrder } from './project-facts';
import * as styles from './ProjectPage.css';

/** The project's translations, most complete first (SPEC.md §4 translation card rule). */
export function ProjectTranslations({ translations }: { translations: readonly Translation[] }) {
  return (
    <section className={styles.section} aria-labelledby="project-translations">
      <h2 id="project-translations" className={styles.sectionTitle}>
        Переводы
      </h2>
      <ul className={styles.translations}>
        {translationsInOrder(translations).map((translation, index) => {
          const href = translation.link ? safeLinkHref(translation.link.link) : undefined;
          return (
            <li key={`${index}-${translation.group.description}`}>
              <TranslationCard
                group={translation.group.description || 'Перевод'}
                status={translation.status}
                nonFree={translation.nonFree}
                releasedAt={translation.releasedAt}
                link={
                  href ? { href, text: translation.link?.description || 'Ссылка на перевод' } : null
                }
                description={translation.description}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
