import { useId, type ReactNode } from 'react';

export interface TitledSectionProps {
  /** The heading's id, by which the section is named; one of React's own when not given. */
  headingId?: string;
  title: ReactNode;
  /** The style module of the page's kind, which draws its sections its own way. */
  styles: { section: string; sectionTitle: string };
  children: ReactNode;
}

/** A part of a page under its `<h2>`, named by it for screen readers' landmarks. */
export function TitledSection({ headingId, title, styles, children }: TitledSectionProps) {
  const ownId = useId();
  const id = headingId ?? ownId;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
