import { MarkupView } from '@vn/editor';
import { hasDescription } from '@vn/domain';
import { EmptyState } from '@vn/ui';
import { ProjectSection } from './ProjectSection';

export interface ProjectDescriptionProps {
  /** The description as markup (`descriptionMarkup`). */
  markup: string;
  /** `[hide]` text is for signed-in readers (docs/product §3). */
  signedIn: boolean;
}

/** The description, rendered from the markup model; "Нет описания" when there is none (§8). */
export function ProjectDescription({ markup, signedIn }: ProjectDescriptionProps) {
  return (
    <ProjectSection id="project-description" title="Описание">
      {hasDescription(markup) ? (
        <MarkupView value={markup} showHidden={signedIn} />
      ) : (
        <EmptyState kind="noDescription" size="sm" />
      )}
    </ProjectSection>
  );
}
