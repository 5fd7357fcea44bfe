import { ChevronDown } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useFocusWithin, useHover } from 'react-aria';
import { Button, Disclosure, DisclosurePanel, Link } from 'react-aria-components';
import * as styles from './TopBar.css';

export interface TopBarLink {
  href: string;
  label: string;
  /** The page the reader is on. */
  current?: boolean;
}

interface TopBarNavLinkProps {
  link: TopBarLink;
  className: string;
}

/** One link of the desktop menu, in the bar or in a sub-menu, marked as the page the reader is on. */
export function TopBarNavLink({ link, className }: TopBarNavLinkProps) {
  return (
    <li>
      <Link href={link.href} className={className} aria-current={link.current ? 'page' : undefined}>
        {link.label}
      </Link>
    </li>
  );
}

export interface TopBarSubmenuProps {
  label: string;
  items: readonly TopBarLink[];
}

/**
 * A desktop menu entry with a sub-menu. Site navigation, so it follows the disclosure pattern rather
 * than `role="menu"`: a button that expands a list of real links (ctrl/middle click open new tabs).
 * The pointer opens it on hover; the keyboard opens it with Enter/Space, Tab walks the links, and
 * Escape or leaving the entry closes it.
 */
export function TopBarSubmenu({ label, items }: TopBarSubmenuProps) {
  const [isExpanded, setExpanded] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  // useHover ignores touch's emulated mouse events, so a tap toggles through the button only.
  const { hoverProps, isHovered } = useHover({ onHoverChange: setExpanded });
  // A click on the button of a sub-menu the pointer has just opened must not close it again.
  const toggle = (next: boolean) => {
    if (!next && isHovered) return;
    setExpanded(next);
  };
  const { focusWithinProps } = useFocusWithin({ onBlurWithin: () => setExpanded(false) });

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isExpanded) return;
    event.stopPropagation();
    setExpanded(false);
    triggerRef.current?.focus();
  };

  return (
    // Hover handles pointer events and focus-within focus events: no handler of one overrides the other.
    <li className={styles.submenu} {...hoverProps} {...focusWithinProps} onKeyDown={closeOnEscape}>
      <Disclosure isExpanded={isExpanded} onExpandedChange={toggle}>
        <Button
          ref={triggerRef}
          slot="trigger"
          className={styles.navEntry}
          // The page the reader is on is one of its links: the entry is the current one of the bar.
          aria-current={items.some((item) => item.current) ? 'true' : undefined}
        >
          {label}
          <ChevronDown aria-hidden size="1em" className={styles.chevron} />
        </Button>
        <DisclosurePanel className={styles.submenuPanel}>
          <ul className={styles.submenuList}>
            {items.map((item) => (
              <TopBarNavLink key={item.href} link={item} className={styles.submenuLink} />
            ))}
          </ul>
        </DisclosurePanel>
      </Disclosure>
    </li>
  );
}
