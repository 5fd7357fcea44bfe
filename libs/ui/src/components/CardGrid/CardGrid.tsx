import { clsx } from 'clsx';
import { Children, type ReactNode } from 'react';
import * as styles from './CardGrid.css';

export interface CardGridProps {
  /** The cards; each becomes a list item. */
  children: ReactNode;
  /** Names the list for screen readers, e.g. "Визуальные новеллы". */
  'aria-label'?: string;
  className?: string;
}

/** Cards in the catalogue grid, as a list (screen readers announce how many there are). */
export function CardGrid({ children, className, ...props }: CardGridProps) {
  return (
    <ul className={clsx(styles.grid, className)} {...props}>
      {Children.map(children, (child) => (
        <li>{child}</li>
      ))}
    </ul>
  );
}
