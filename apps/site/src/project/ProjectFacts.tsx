import { isSpoilerHidden } from '@vn/domain';
import { Button, Link, useClockTimeZone } from '@vn/ui';
import { useEffect, useRef, useState } from 'react';
import { useAppearance } from '../appearance/appearance-store';
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

/**
 * The project's facts as a description list (docs/product §2.3): status, dates, language, people,
 * tags. Tags marked as spoilers are left out for a reader who hides them, counted in their place
 * with «Показать», which shows them on this page only (docs/product §A5.6).
 */
export function ProjectFacts({ facts }: { facts: readonly Fact[] }) {
  const { showSpoilerTags } = useAppearance();
  const [revealed, setRevealed] = useState(false);
  const shown = { showSpoilerTags: showSpoilerTags || revealed };
  // The button goes once pressed: the keyboard moves on to the first tag it showed.
  const list = useRef<HTMLDListElement>(null);
  useEffect(() => {
    if (revealed) list.current?.querySelector<HTMLElement>('[data-spoiler] a')?.focus();
  }, [revealed]);
  return (
    <dl className={styles.facts} ref={list}>
      {facts.map((fact) => {
        const values = fact.values.filter((value) => !isSpoilerHidden(value, shown));
        const hidden = fact.values.length - values.length;
        return (
          <div key={fact.key} className={styles.factRow} data-fact={fact.key}>
            <dt className={styles.factTerm}>{fact.term}</dt>
            <dd className={styles.factValue}>
              {fact.values.length === 1 && values[0] ? (
                <FactText value={values[0]} />
              ) : (
                values.length > 0 && (
                  <ul className={styles.factValues}>
                    {values.map((value) => (
                      <li key={value.text} className={styles.factItem}>
                        <FactText value={value} />
                      </li>
                    ))}
                  </ul>
                )
              )}
              {hidden > 0 && (
                <span className={styles.hiddenSpoilers}>
                  {`Скрыто спойлерных тегов: ${hidden}`}
                  <Button variant="ghost" size="sm" onPress={() => setRevealed(true)}>
                    Показать
                  </Button>
                </span>
              )}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

function FactText({ value }: { value: Fact['values'][number] }) {
  if (value.spoiler) {
    return (
      <span data-spoiler>
        <FactLink value={value} /> <span className={styles.spoilerMark}>спойлер</span>
      </span>
    );
  }
  return <FactLink value={value} />;
}

function FactLink({ value }: { value: Fact['values'][number] }) {
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
