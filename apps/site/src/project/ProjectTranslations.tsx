import {
  translatorGroupOf,
  translatorHref,
  type Translation,
  type TranslatorRef,
} from '@vn/domain';
import { TranslationCard, useClockTimeZone } from '@vn/ui';
import { safeLinkHref, translationsInOrder } from './project-facts';
import * as styles from './project-parts.css';
import { ProjectSection } from './ProjectSection';

/**
 * The project's translations, most complete first (docs/product §4 translation card rule). A card's group
 * name links to the group's page when one of the groups that list the project has that name;
 * otherwise it stays text.
 */
export function ProjectTranslations({
  translations,
  groups,
}: {
  translations: readonly Translation[];
  groups: readonly TranslatorRef[];
}) {
  const timeZone = useClockTimeZone();
  return (
    <ProjectSection id="project-translations" title="Переводы">
      <ul className={styles.translations}>
        {translationsInOrder(translations).map((translation, index) => {
          const href = translation.link ? safeLinkHref(translation.link.link) : undefined;
          const group = translatorGroupOf(translation.group.description, groups);
          return (
            <li key={`${index}-${translation.group.description}`}>
              <TranslationCard
                group={translation.group.description || 'Перевод'}
                groupHref={group ? translatorHref(group) : undefined}
                status={translation.status}
                nonFree={translation.nonFree}
                releasedAt={translation.releasedAt}
                {...(timeZone ? { timeZone } : {})}
                link={
                  href ? { href, text: translation.link?.description || 'Ссылка на перевод' } : null
                }
                description={translation.description}
              />
            </li>
          );
        })}
      </ul>
    </ProjectSection>
  );
}
