import { descriptionMarkup, type DraftProject } from '@vn/domain';
import { useMemo } from 'react';
import { ProjectDescription } from './ProjectDescription';
import { ProjectFacts } from './ProjectFacts';
import { PosterPreview } from './PosterPreview';
import { ProjectLinks } from './ProjectLinks';
import { ProjectScreenshots } from './ProjectScreenshots';
import { ProjectTranslations } from './ProjectTranslations';
import { projectFacts } from './project-facts';
import * as styles from './ProjectPreview.css';

/** A proposed genre, tag or platform has no id until the draft is applied; its value stands in. */
const withIds = (entries: DraftProject['genres']) =>
  entries.map((entry) => ({ _id: entry._id ?? entry.value, value: entry.value }));

/**
 * The project as the draft proposes it, drawn with the project page's own parts (docs/product §2.2
 * /drafts/{id} "preview"): name, poster, facts, screenshots, translations, description and links.
 * What belongs to a published project (ratings, lists, comments) is left out.
 */
export function ProjectPreview({ project }: { project: DraftProject }) {
  const markup = useMemo(() => descriptionMarkup(project.description), [project.description]);
  const facts = projectFacts({
    ...project,
    genres: withIds(project.genres),
    tags: withIds(project.tags),
    platforms: withIds(project.platforms),
  });
  return (
    <>
      <div>
        <h3 className={styles.previewTitle}>{project.name}</h3>
        {project.alternativeNames.length > 0 && (
          <p className={styles.muted}>{project.alternativeNames.join(' · ')}</p>
        )}
      </div>
      <div className={styles.overview}>
        {project.poster ? (
          <PosterPreview
            className={styles.poster}
            poster={project.poster}
            alt={`Постер: ${project.name}`}
          />
        ) : (
          <p className={styles.muted}>Нет постера</p>
        )}
        <ProjectFacts facts={facts} />
      </div>
      {project.screenshots.length > 0 && <ProjectScreenshots novel={project} />}
      {project.translations.length > 0 && (
        // A draft's preview links no group: the groups list published projects only.
        <ProjectTranslations translations={project.translations} groups={[]} />
      )}
      {/* Drafts are seen by signed-in readers only, so hidden text is theirs to see. */}
      <ProjectDescription markup={markup} signedIn />
      {project.links.length > 0 && <ProjectLinks links={project.links} />}
    </>
  );
}
