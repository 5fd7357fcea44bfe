import { clsx } from 'clsx';
import { Bell, LogIn, Menu as MenuIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import {
  Dialog,
  DialogTrigger,
  Heading,
  Link,
  Popover,
  Button as AriaButton,
} from 'react-aria-components';
import { Avatar } from '../Avatar';
import { Badge, unreadLabel } from '../Badge';
import { Button } from '../Button';
import { button } from '../Button/Button.css';
import { Menu, MenuItem } from '../Menu';
import * as styles from './TopBar.css';
import { TopBarNavLink, TopBarSubmenu, type TopBarLink } from './TopBarSubmenu';

/** A desktop menu entry: a link, or a label with a hover sub-menu of links. */
export type TopBarMenuEntry =
  (TopBarLink & { items?: undefined }) | { label: string; items: readonly TopBarLink[] };

export interface TopBarViewer {
  name: string;
  avatarSrc?: string | null;
}

export interface TopBarProps {
  /** The main page's address; the site name links there. */
  homeHref: string;
  /** @default 'VN' */
  brand?: ReactNode;
  /** Opens the side menu (the drawer). */
  onMenuOpen: () => void;
  /** Whether the drawer is open (tells assistive technology the hamburger's state). */
  isMenuOpen?: boolean;
  /** The desktop menu (from 850 px up), already limited to what the viewer may see. */
  menu: readonly TopBarMenuEntry[];
  /**
   * The global search box (docs/product §2.1: placeholder "Поиск"; Enter sets section to all and goes to
   * /novels with the text), shown from 600 px up. The app brings it: the site's box suggests projects
   * as the reader types (`SearchSuggest`, whose code loads when the reader reaches for it);
   * a bar that imported a box itself would put one on every first page whether used or not.
   */
  search: ReactNode;
  /** The signed-in reader; a guest sees the login button instead of the bell and avatar. */
  viewer?: TopBarViewer | null;
  /** Guests: where the login button leads (the app puts the return address in it). */
  loginHref: string;
  unreadNotifications?: number;
  /** The bell's list (NotificationItems); the app loads it when the bell opens. */
  notifications?: ReactNode;
  /** Opening the list is when the app marks notifications viewed (docs/product §2.5). */
  onNotificationsOpenChange?: (open: boolean) => void;
  unreadMessages?: number;
  messagesHref: string;
  profileHref: string;
  onLogout: () => void;
  /** Controls before the bell, for guests too (the site's appearance menu). */
  extraActions?: ReactNode;
  className?: string;
}

/**
 * The top bar of every screen (docs/product §2.1): hamburger, site name, desktop menu with hover sub-menus,
 * the global search box, and either the notification bell with the avatar menu (Messages with the
 * unread count, Profile, Log out) or, for guests, the Login button.
 */
export function TopBar({
  homeHref,
  brand = 'VN',
  onMenuOpen,
  isMenuOpen,
  menu,
  search,
  viewer,
  loginHref,
  unreadNotifications = 0,
  notifications,
  onNotificationsOpenChange,
  unreadMessages = 0,
  messagesHref,
  profileHref,
  onLogout,
  extraActions,
  className,
}: TopBarProps) {
  return (
    <header className={clsx(styles.bar, className)}>
      <Button
        variant="ghost"
        iconOnly
        aria-label="Открыть меню"
        aria-expanded={isMenuOpen}
        onPress={onMenuOpen}
      >
        <MenuIcon aria-hidden size="1.25em" />
      </Button>
      <Link href={homeHref} className={styles.brand}>
        {brand}
      </Link>
      <nav aria-label="Меню сайта" className={styles.desktopNav}>
        <ul className={styles.navList}>
          {menu.map((entry) =>
            entry.items ? (
              <TopBarSubmenu key={entry.label} label={entry.label} items={entry.items} />
            ) : (
              <TopBarNavLink key={entry.href} link={entry} className={styles.navEntry} />
            ),
          )}
        </ul>
      </nav>
      <span className={styles.spacer} />
      <div role="search" className={styles.search}>
        {search}
      </div>
      <div className={styles.actions}>
        {extraActions}
        {viewer ? (
          <>
            <DialogTrigger onOpenChange={onNotificationsOpenChange}>
              <Button
                variant="ghost"
                iconOnly
                className={styles.withBadge}
                aria-label={
                  unreadNotifications > 0
                    ? `Уведомления, ${unreadLabel(unreadNotifications)}`
                    : 'Уведомления'
                }
              >
                <Bell aria-hidden size="1.25em" />
                <Badge count={unreadNotifications} aria-hidden className={styles.cornerBadge} />
              </Button>
              <Popover placement="bottom end" className={styles.notificationsPopover}>
                <Dialog className={styles.notificationsDialog}>
                  <Heading slot="title" className={styles.notificationsTitle}>
                    Уведомления
                  </Heading>
                  {notifications}
                </Dialog>
              </Popover>
            </DialogTrigger>
            <Menu
              onAction={(key) => {
                if (key === 'logout') onLogout();
              }}
              trigger={
                <AriaButton className={styles.avatarButton}>
                  <Avatar
                    name={viewer.name}
                    src={viewer.avatarSrc}
                    size="sm"
                    alt={
                      unreadMessages > 0
                        ? `Меню пользователя ${viewer.name}, ${unreadLabel(unreadMessages)}`
                        : `Меню пользователя ${viewer.name}`
                    }
                  />
                  <Badge count={unreadMessages} aria-hidden className={styles.cornerBadge} />
                </AriaButton>
              }
            >
              <MenuItem id="messages" href={messagesHref} textValue="Сообщения">
                Сообщения
                <Badge count={unreadMessages} className={styles.menuBadge} />
              </MenuItem>
              <MenuItem id="profile" href={profileHref}>
                Профиль
              </MenuItem>
              <MenuItem id="logout">Выйти</MenuItem>
            </Menu>
          </>
        ) : (
          <Link
            href={loginHref}
            className={clsx(button({ variant: 'primary', size: 'sm' }), styles.login)}
          >
            <LogIn aria-hidden size="1em" />
            Войти
          </Link>
        )}
      </div>
    </header>
  );
}
