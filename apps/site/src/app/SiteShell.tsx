import {
  defaultFilter,
  filterToQuery,
  LIMITS,
  markEventsViewedRoute,
  unreadMessagesTotal,
  userEventsRoute,
} from '@vn/domain';
import {
  AppShell,
  BottomNav,
  Button,
  Footer,
  NotificationItem,
  ToastRegion,
  TopBar,
  useToasts,
} from '@vn/ui';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { I18nProvider } from 'react-aria-components';
import { useLocation, useNavigate, type NavigateOptions } from 'react-router';
import { callEndpoint } from '../api/client';
import { AppearanceMenu } from '../appearance/AppearanceMenu';
import { AppearanceSync } from '../appearance/AppearanceSync';
import { useChosenRatingField } from '../catalogue/chosen-rating-field';
import { useLiveEvents } from '../live-events/use-live-events';
import { SiteSearch } from '../search/SiteSearch';
import { setSessionState, signOut, useSession } from '../session/session';
import { keepBan } from '../session/kept-ban';
import { loginHref } from '../session/return-address';
import { ConfirmProvider } from './confirm';
import { lazyComponent } from './lazy-route';
import { GuardedRouterProvider } from './leave-guard';
import {
  bottomNavCurrent,
  bottomNavHrefs,
  drawerSections,
  topMenu,
  type Viewer,
} from './navigation';
import { notificationHref, notificationText } from './notifications';
import { useReportsQueueNews } from './use-reports-queue';
import * as styles from './SiteShell.css';

// The side menu is a modal dialog: its code loads the first time the reader opens it.
const Drawer = lazyComponent('drawer', async () => (await import('./drawer-chunk')).default);

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

/** The footer's links (docs/product §2.1): the social network page, the messenger channel, the mail. */
const footerLinks = [
  { href: 'https://vk.com/anivisual', text: 'ВКонтакте' },
  { href: 'https://t.me/anivisual', text: 'Telegram' },
  { href: 'mailto:info@anivisual.net', text: 'Почта' },
];

/** Global search (§2.1): section all, the text, /novels. */
export function searchHref(text: string): string {
  const query = filterToQuery(
    { ...defaultFilter('novels'), section: 'all', search: text.trim() },
    'novels',
  );
  return `/novels?${new URLSearchParams(query).toString()}`;
}

/**
 * The frame of every page (docs/product §2.1), composing libs/ui: top bar, side menu, bottom navigation,
 * footer (not on /messages), toasts and the shared confirmation dialog. Links of every libs/ui
 * component go through the router (`GuardedRouterProvider`), so they are real links that also
 * navigate without a reload, and ask first when unsent text would be lost.
 */
export function SiteShell({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const location = useLocation();
  const session = useSession();
  const toasts = useToasts();
  // The side menu and the mobile search close when the page changes: following one of the menu's
  // links or a suggestion, or Back to the page the menu was opened on (keying the open state by that
  // page's entry opened it again there). Adjusted while rendering the new page, React's way for state
  // that follows a changed value.
  const [isMenuOpen, setMenuOpen] = useState(false);
  const [isSearchOpen, setSearchOpen] = useState(false);
  const [menuPage, setMenuPage] = useState(location.key);
  if (menuPage !== location.key) {
    setMenuPage(location.key);
    if (isMenuOpen) setMenuOpen(false);
    if (isSearchOpen) setSearchOpen(false);
  }
  const [search, setSearch] = useState('');

  const ratingField = useChosenRatingField();
  const user = session.user;
  const viewer: Viewer | null = user
    ? { username: user.username, can: (action) => session.can(action) }
    : null;
  const currentPath = `${location.pathname}${location.search}${location.hash}`;
  const events = session.state?.userEvents;
  const reportsQueue = useReportsQueueNews();
  useLiveEvents(user?._id ?? null);
  // A ban lasts past logout here (§4 Ban): kept while signed in, cleared when seen lifted.
  const banExpiry = user?.banned?.expiredAt;
  useEffect(() => {
    if (user) keepBan(user.banned);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the ban, not the user object, matters
  }, [user?._id, banExpiry]);

  const submitSearch = (text: string) => {
    setSearchOpen(false);
    navigate(searchHref(text));
  };
  const logout = () => {
    signOut().then(
      () => navigate('/'),
      () => toasts.error('Ошибка сервера'),
    );
  };
  const markViewed = (open: boolean) => {
    if (!open || !events || events.newEventsCount === 0 || !session.state) return;
    const state = session.state;
    callEndpoint(markEventsViewedRoute, { query: { timeStamp: events.timeStamp ?? Date.now() } })
      .then((userEvents) => setSessionState({ ...state, userEvents }))
      .catch(() => toasts.error('Не удалось загрузить уведомления'));
  };
  // docs/product §2.5, §9: "more" asks for the events shown now and 20 more.
  const showMoreNotifications = () => {
    if (!events || !session.state) return;
    const state = session.state;
    callEndpoint(userEventsRoute, {
      query: { limit: events.events.length + LIMITS.notificationsStep },
    })
      .then((userEvents) => setSessionState({ ...state, userEvents }))
      .catch(() => toasts.error('Не удалось загрузить уведомления'));
  };
  return (
    // The site is Russian whatever the browser's language (docs/product §1): react-aria's own texts, dates
    // and numbers follow this locale, and the bundle keeps only its Russian strings (vite.config.mts).
    <I18nProvider locale="ru-RU">
      <ConfirmProvider>
        <GuardedRouterProvider>
          <AppearanceSync />
          <AppShell
            topBar={
              <TopBar
                homeHref="/"
                brand="AniVisual"
                onMenuOpen={() => setMenuOpen(true)}
                isMenuOpen={isMenuOpen}
                menu={topMenu(viewer, location, ratingField)}
                search={
                  <SiteSearch
                    size="sm"
                    value={search}
                    onChange={setSearch}
                    onSubmit={submitSearch}
                  />
                }
                viewer={user ? { name: user.username, avatarSrc: user.avatar?.preview } : null}
                loginHref={loginHref(currentPath)}
                unreadNotifications={(events?.newEventsCount ?? 0) + reportsQueue.open}
                notifications={
                  events && (
                    <>
                      {reportsQueue.open > 0 && reportsQueue.latestAt && (
                        <NotificationItem
                          text={`Жалобы ждут разбора: ${reportsQueue.open}`}
                          href="/reports"
                          createdAt={reportsQueue.latestAt}
                          unread
                        />
                      )}
                      {events.events.map((event) => (
                        <NotificationItem
                          key={event._id}
                          text={notificationText(event)}
                          href={notificationHref(event)}
                          createdAt={event.createdAt}
                          unread={!events.eventsViewedAt || event.createdAt > events.eventsViewedAt}
                        />
                      ))}
                      {events.events.length < events.eventsCount && (
                        <Button variant="ghost" onPress={showMoreNotifications}>
                          Показать ещё
                        </Button>
                      )}
                    </>
                  )
                }
                onNotificationsOpenChange={markViewed}
                unreadMessages={unreadMessagesTotal(session.state?.contacts ?? [])}
                messagesHref="/messages"
                profileHref="/profile"
                onLogout={logout}
                extraActions={<AppearanceMenu />}
              />
            }
            drawer={
              isMenuOpen && (
                <Suspense>
                  <Drawer
                    isOpen={isMenuOpen}
                    onOpenChange={setMenuOpen}
                    sections={drawerSections(viewer, location, ratingField)}
                  />
                </Suspense>
              )
            }
            mobileSearch={
              isSearchOpen && (
                <SiteSearch
                  // The reader asked for the box, so focus goes straight into it.
                  autoFocus
                  value={search}
                  onChange={setSearch}
                  onSubmit={submitSearch}
                />
              )
            }
            bottomNav={
              <BottomNav
                hrefs={bottomNavHrefs(viewer)}
                current={bottomNavCurrent(location.pathname)}
                isSearchOpen={isSearchOpen}
                onSearchOpenChange={setSearchOpen}
              />
            }
            footer={
              location.pathname.startsWith('/messages') ? undefined : <Footer links={footerLinks} />
            }
            overlays={<ToastRegion />}
          >
            <div className={styles.page}>{children}</div>
          </AppShell>
        </GuardedRouterProvider>
      </ConfirmProvider>
    </I18nProvider>
  );
}
