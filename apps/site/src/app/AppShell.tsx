import { Link, Outlet } from 'react-router';
import { DEFAULT_TITLE } from './page-title';
import * as styles from './AppShell.css';

/**
 * The frame of every page. The drawer, search, menus and bottom navigation of SPEC.md §2.1 join it
 * with the site issue; this is the part every page already needs.
 */
export function AppShell({ children }: { children?: React.ReactNode }) {
  return (
    <div className={styles.shell}>
      <header className={styles.topBar}>
        <Link to="/" className={styles.brand}>
          Визуальные новеллы
        </Link>
      </header>
      <main className={styles.main}>{children ?? <Outlet />}</main>
      <footer className={styles.footer}>{DEFAULT_TITLE}</footer>
    </div>
  );
}
