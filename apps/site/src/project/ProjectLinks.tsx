import type { Link as ProjectLink } from '@vn/domain';
import { safeLinkHref } from './project-facts';
import * as styles from './project-parts.css';
import { ProjectSection } from './ProjectSection';

/** The project's links (docs/product §3 Link); the caller has already left out what a guest may not see. */
export function ProjectLinks({ links }: { links: readonly ProjectLink[] }) {
  return (
    <ProjectSection id="project-links" title="Ссылки">
      <ul className={styles.links}>
        {links.map((link, index) => {
          const href = safeLinkHref(link.link);
          const text = link.description || link.link;
          return (
            <li key={`${index}-${link.link}`}>
              {/* Other sites' addresses: plain anchors (see styles.externalLink). */}
              {href ? (
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer nofollow"
                  className={styles.externalLink}
                >
                  {text}
                </a>
              ) : (
                text
              )}
            </li>
          );
        })}
      </ul>
    </ProjectSection>
  );
}
