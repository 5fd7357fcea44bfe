import type { ReactNode } from 'react';
import * as styles from './project-parts.css';

interface ProjectSectionProps {
  /** The heading's id, by which the section (and anything inside it) is named. */
  id: string;
  title: string;
  children: ReactNode;
}

/** A part of the project page under its heading, named by it for screen readers' landmarks. */
export function ProjectSection({ id, title, children }: ProjectSectionProps) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
