import { MarkupView } from '@vn/editor';
import { hasDescription } from '@vn/domain';
import { EmptyState } from '@vn/ui';
import * as styles from './ProjectPage.css';

export interface ProjectDescriptionProps {
  /** The description as markup (`descriptionMarkup`). */
  markup: string;
  /** `[hide]` text is for signed-in readers (docs/product §3). */
  signedIn: boolean;
}

/** The description, rendered from the markup model; "Нет описания" when there is none (§8). */
export function ProjectDescription({ markup, signedIn }: ProjectDescriptionProps) {
  return (
    <section className={styles.section} aria-labelledby="project-description">
      <h2 id="project-description" className={styles.sectionTitle}>
        Описание
      </h2>
      {hasDescription(markup) ? (
        <MarkupView value={markup} showHidden={signedIn} />
      ) : (
        <EmptyState kind="noDescription" size="sm" />
      )}
    </section>
  );
}
