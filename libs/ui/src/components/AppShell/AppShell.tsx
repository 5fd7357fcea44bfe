import { useRef, type MouseEvent, type ReactNode } from 'react';
import * as styles from './AppShell.css';

export interface AppShellProps {
  /** The `TopBar`. */
  topBar: ReactNode;
  /** The side menu (`Drawer`); the app keeps its open state with the top bar's hamburger. */
  drawer?: ReactNode;
  /**
   * The search box shown under the top bar below 600 px while the bottom navigation's search toggle
   * is on; the app passes nothing while it is off.
   */
  mobileSearch?: ReactNode;
  /** The `BottomNav` (it hides itself from 600 px up). */
  bottomNav?: ReactNode;
  /** The `Footer`; the app leaves it out on /messages (docs/product §2.1). */
  footer?: ReactNode;
  /** The `ToastRegion` and the shared confirmation dialog. */
  overlays?: ReactNode;
  /** The page. */
  children: ReactNode;
  /** @default 'Перейти к содержимому' */
  skipLinkText?: string;
}

/** The id of the page's `<main>`, the skip link's target. */
export const mainContentId = 'main-content';

/**
 * The frame of every screen (docs/product §2.1): a skip link, the sticky top bar, the page in `<main>`,
 * the footer, and on mobile the bottom navigation. It only lays out what the app composes into it.
 */
export function AppShell({
  topBar,
  drawer,
  mobileSearch,
  bottomNav,
  footer,
  overlays,
  children,
  skipLinkText = 'Перейти к содержимому',
}: AppShellProps) {
  const mainRef = useRef<HTMLElement>(null);
  // The URL's hash belongs to the page (#commentId scrolls to a comment, docs/product §2.2), so the skip
  // link moves focus itself instead of writing #main-content into the address.
  const skipToMain = (event: MouseEvent) => {
    event.preventDefault();
    mainRef.current?.focus();
  };
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href={`#${mainContentId}`} onClick={skipToMain}>
        {skipLinkText}
      </a>
      <div className={styles.top}>
        {topBar}
        {mobileSearch && <div className={styles.mobileSearch}>{mobileSearch}</div>}
      </div>
      {drawer}
      {/* Focusable so the skip link can move keyboard focus into the page. */}
      <main ref={mainRef} id={mainContentId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {footer}
      {bottomNav}
      {overlays}
    </div>
  );
}
