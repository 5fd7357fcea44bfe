import { Link, useClockTimeZone } from '@vn/ui';
import { projectFacts, type Fact, type FactSource } from './project-facts';
import * as styles from './project-parts.css';

/**
 * A project's facts, its dates by the display clock's zone: its own component, so the clock's turn
 * to the reader's zone after hydrating renders the facts again, not the whole page.
 */
export function ProjectFactsOf({ project }: { project: FactSource }) {
  const timeZone = useClockTimeZone();
  return <ProjectFacts facts={projectFacts(project, timeZone)} />;
}

/** The project's facts as a description list (docs/product §2.3): status, dates, language, people, tags. */
export function ProjectFacts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map((fact) => (
        <div key={fact.key} className={styles.factRow} data-fact={fact.key}>
          <dt className={styles.factTerm}>{fact.term}</dt>
          <dd className={styles.factValue}>
            {fact.values.length === 1 && fact.values[0] ? (
              <FactText value={fact.values[0]} />
            ) : (
              <ul className={styles.factValues}>
                {fact.values.map((value) => (
                  <li key={value.text} className={styles.factItem}>
                    <FactText value={value} />
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function FactText({ value }: { value: Fact['values'][number] }) {
  if (!value.href) return <>{value.text}</>;
  // Another site's address is a plain anchor (see styles.externalLink); the catalogue a router link.
  return /^https?:\/\//i.test(value.href) ? (
    <a href={value.href} target="_blank" rel="noopener noreferrer" className={styles.externalLink}>
      {value.text}
    </a>
  ) : (
    <Link href={value.href}>{value.text}</Link>
  );
}
