import {
  translatorGroupOf,
  translatorHref,
  type Translation,
  type TranslationView,
  type TranslatorRef,
} from '@vn/domain';
import { TranslationCard, useClockTimeZone } from '@vn/ui';
import { safeLinkHref, translationsInOrder } from './project-facts';
import * as styles from './project-parts.css';
import { ProjectSection } from './ProjectSection';
import { TranslationActions } from './TranslationActions';
import { TranslationProgress } from './TranslationProgress';

/**
 * The project's translations, most complete first (docs/product §4 translation card rule). A card's group
 * name links to the group's page when one of the groups that list the project has that name;
 * otherwise it stays text. With `progress` (the answer of `GET /api/translations`, one per line in
 * the project's order) each card shows its group's status and progress (docs/product §A1).
 */
export function ProjectTranslations({
  translations,
  groups,
  progress,
}: {
  translations: readonly Translation[];
  groups: readonly TranslatorRef[];
  progress?: readonly TranslationView[];
}) {
  const timeZone = useClockTimeZone();
  // The lines keep their place in the project, which the progress answer follows.
  const lines = translations.map((translation, index) => ({
    ...translation,
    progress: progress?.[index],
  }));
  return (
    <ProjectSection id="project-translations" title="Переводы">
      <ul className={styles.translations}>
        {translationsInOrder(lines).map((translation, index) => {
          const href = translation.link ? safeLinkHref(translation.link.link) : undefined;
          const group = translatorGroupOf(translation.group.description, groups);
          return (
            <li key={`${index}-${translation.group.description}`}>
              <TranslationCard
                group={translation.group.description || 'Перевод'}
                groupHref={group ? translatorHref(group) : undefined}
                status={translation.progress?.status ?? translation.status}
                nonFree={translation.nonFree}
                releasedAt={translation.releasedAt}
                {...(timeZone ? { timeZone } : {})}
                link={
                  href ? { href, text: translation.link?.description || 'Ссылка на перевод' } : null
                }
                description={translation.description}
              >
                {translation.progress && (
                  <>
                    <TranslationProgress
                      translation={translation.progress}
                      {...(timeZone ? { timeZone } : {})}
                    />
                    <TranslationActions translation={translation.progress} />
                  </>
                )}
              </TranslationCard>
            </li>
          );
        })}
      </ul>
    </ProjectSection>
  );
}
