import { clsx } from 'clsx';
import { BookOpen, Gamepad2, Heart, Newspaper, Search } from 'lucide-react';
import { Link, ToggleButton } from 'react-aria-components';
import * as styles from './BottomNav.css';

export type BottomNavSection = 'novels' | 'games' | 'posts' | 'myList';

export interface BottomNavProps {
  /** Where each entry leads; the app builds them (my list needs the reader's name). */
  hrefs: Record<BottomNavSection, string>;
  /** The section of the current page, marked as current. */
  current?: BottomNavSection;
  /** Whether the search box is shown. */
  isSearchOpen: boolean;
  onSearchOpenChange: (open: boolean) => void;
  className?: string;
}

const entries: { section: BottomNavSection; label: string; icon: typeof BookOpen }[] = [
  { section: 'novels', label: 'Новеллы', icon: BookOpen },
  { section: 'games', label: 'Игры', icon: Gamepad2 },
  { section: 'posts', label: 'Статьи', icon: Newspaper },
  { section: 'myList', label: 'Мой список', icon: Heart },
];

/**
 * The mobile bottom navigation (docs/product §2.1): novels, games, articles, my list and the search toggle.
 * Shown only below 600 px.
 */
export function BottomNav({
  hrefs,
  current,
  isSearchOpen,
  onSearchOpenChange,
  className,
}: BottomNavProps) {
  return (
    <nav aria-label="Основная навигация" className={clsx(styles.nav, className)}>
      <ul className={styles.list}>
        {entries.map(({ section, label, icon: Glyph }) => (
          <li key={section}>
            <Link
              className={styles.item}
              href={hrefs[section]}
              aria-current={current === section ? 'page' : undefined}
            >
              <Glyph aria-hidden size="1.5em" />
              {label}
            </Link>
          </li>
        ))}
        <li>
          <ToggleButton
            className={styles.item}
            isSelected={isSearchOpen}
            onChange={onSearchOpenChange}
          >
            <Search aria-hidden size="1.5em" />
            Поиск
          </ToggleButton>
        </li>
      </ul>
    </nav>
  );
}
