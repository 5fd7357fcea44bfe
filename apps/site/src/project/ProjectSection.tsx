import type { ReactNode } from 'react';
import { TitledSection } from '../app/TitledSection';
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
    <TitledSection headingId={id} title={title} styles={styles}>
      {children}
    </TitledSection>
  );
}
