import { Suspense, useEffect, useRef, type ReactElement } from 'react';
import { endpointUrl, novelByUrlRoute } from '@vn/domain';
import { Outlet, Route, Routes, useLocation, useParams } from 'react-router';
import { useServedReads } from '../api/served-reads';
import { preloadEndpoint } from '../api/use-endpoint';
import { NotFoundPage } from '../failure-pages/NotFoundPage';
import { RouteErrorBoundary } from '../failure-pages/RouteErrorPage';
import { lazyPage } from './lazy-route';
import { SiteShell } from './SiteShell';

/*
 * The routes of docs/product §2.2 this site has so far. Declarative routes (not React Router's data
 * router): pages load their own data through SWR, and the declarative router is half the size,
 * which the first-visit JavaScript budget needs (docs/architecture.md § Budgets). Every page loads
 * its code when first shown.
 */
const HomePage = lazyPage('home', () =>
  import('../routes/home/route').then((route) => route.homeRoute),
);
const NovelsPage = lazyPage('novels', () =>
  import('../routes/catalogue/route').then((route) => route.novelsRoute),
);
const GamesPage = lazyPage('games', () =>
  import('../routes/catalogue/route').then((route) => route.gamesRoute),
);
const ProjectPage = lazyPage('project', () =>
  import('../routes/project/route').then((route) => route.projectRoute),
);
const LoginPage = lazyPage('login', () =>
  import('../routes/sign-in/route').then((route) => route.loginRoute),
);
const RegistrationPage = lazyPage('registration', () =>
  import('../routes/sign-in/route').then((route) => route.registrationRoute),
);
const RestorePage = lazyPage('restore', () =>
  import('../routes/sign-in/route').then((route) => route.restoreRoute),
);
const RegistrationConfirmPage = lazyPage('registrationConfirm', () =>
  import('../routes/sign-in/route').then((route) => route.registrationConfirmRoute),
);
const AllCommentsPage = lazyPage('allComments', () =>
  import('../routes/comments/route').then((route) => route.allCommentsRoute),
);
const AddProjectPage = lazyPage('addProject', () =>
  import('../routes/project-form/route').then((route) => route.addProjectRoute),
);
const EditProjectPage = lazyPage('editProject', () =>
  import('../routes/project-form/route').then((route) => route.editProjectRoute),
);
const EditDraftPage = lazyPage('editDraft', () =>
  import('../routes/project-form/route').then((route) => route.editDraftRoute),
);
const GoPage = lazyPage('go', () => import('../routes/go/route').then((route) => route.goRoute));
const PostsPage = lazyPage('posts', () =>
  import('../routes/posts/route').then((route) => route.postsRoute),
);
const PostPage = lazyPage('post', () =>
  import('../routes/posts/post-route').then((route) => route.postRoute),
);
const AddPostPage = lazyPage('addPost', () =>
  import('../routes/post-writing/route').then((route) => route.addPostRoute),
);
const EditPostPage = lazyPage('editPost', () =>
  import('../routes/post-writing/route').then((route) => route.editPostRoute),
);
const PostDraftPage = lazyPage('postDraft', () =>
  import('../routes/post-drafts/route').then((route) => route.postDraftRoute),
);
const EditPostDraftPage = lazyPage('editPostDraft', () =>
  import('../routes/post-writing/route').then((route) => route.editPostDraftRoute),
);
const DraftsPage = lazyPage('drafts', () =>
  import('../routes/drafts/route').then((route) => route.draftsRoute),
);
const NovelDraftPage = lazyPage('novelDraft', () =>
  import('../routes/novel-draft/route').then((route) => route.novelDraftRoute),
);
const DraftReviewPage = lazyPage('draftReview', () =>
  import('../routes/draft-review/route').then((route) => route.draftReviewRoute),
);
const MessagesPage = lazyPage('messages', () =>
  import('../routes/messages/route').then((route) => route.messagesRoute),
);
const ProfilePage = lazyPage('profile', () =>
  import('../routes/profile/route').then((route) => route.profilePageRoute),
);
const EditProfilePage = lazyPage('editProfile', () =>
  import('../routes/edit-profile/route').then((route) => route.editProfilePageRoute),
);
const UserListsPage = lazyPage('userLists', () =>
  import('../routes/lists/route').then((route) => route.userListsPageRoute),
);
const OwnListsPage = lazyPage('ownLists', () =>
  import('../routes/lists/route').then((route) => route.ownListsPageRoute),
);
const SettingsPage = lazyPage('settings', () =>
  import('../routes/settings/route').then((route) => route.settingsPageRoute),
);
const FiltersPage = lazyPage('filters', () =>
  import('../routes/filters/route').then((route) => route.filtersRoute),
);
const UsersPage = lazyPage('users', () =>
  import('../routes/users/route').then((route) => route.usersRoute),
);
const TranslatorsPage = lazyPage('translators', () =>
  import('../routes/translators/route').then((route) => route.translatorsRoute),
);
const TranslatorPage = lazyPage('translator', () =>
  import('../routes/translators/route').then((route) => route.translatorRoute),
);
const LogPage = lazyPage('log', () =>
  import('../routes/log/route').then((route) => route.logRoute),
);
const TranslationsPage = lazyPage('translations', () =>
  import('../routes/translations/route').then((route) => route.translationsRoute),
);
const ReportQueuePage = lazyPage('report-queue', () =>
  import('../routes/report-queue/route').then((route) => route.reportQueueRoute),
);
const ReaderRatingsPage = lazyPage('readerRatings', () =>
  import('../routes/reader-ratings/route').then((route) => route.readerRatingsRoute),
);
const SiteSearchPage = lazyPage('siteSearch', () =>
  import('../routes/site-search/route').then((route) => route.siteSearchRoute),
);

/**
 * The project page: its data request starts here, beside the download of the page's code, instead
 * of after it (the project's poster is the page's largest paint, and it waits for both).
 */
function ProjectRoute() {
  const { url = '' } = useParams();
  const served = useServedReads();
  const read = { params: { url } };
  // Idempotent per address (SWR's preload), so a second render starts nothing new; nothing at all
  // when the server sent the project with the page.
  if (!served.isFresh(endpointUrl(novelByUrlRoute, read))) preloadEndpoint(novelByUrlRoute, read);
  return <ProjectPage />;
}

/**
 * Marks the document once the first page is the site's own (hydrated, or rendered in the browser):
 * `html[data-hydrated]`. Until then a server-rendered page shows but does not respond to presses of
 * its buttons, so the end-to-end tests wait for the mark before they press anything.
 */
function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = '';
  }, []);
  return null;
}

/** The reads a server-rendered page came with are current only until the reader leaves it. */
function useForgetServedReadsOnLeaving(locationKey: string) {
  const served = useServedReads();
  const firstKey = useRef(locationKey);
  useEffect(() => {
    if (locationKey !== firstKey.current) served.forget();
  }, [locationKey, served]);
}

/** The frame of every page; a page that fails shows the error page inside it. */
function SiteLayout() {
  const location = useLocation();
  useForgetServedReadsOnLeaving(location.key);
  return (
    <SiteShell>
      {/* A new address is a new page: an error on the previous one does not stay on screen. */}
      <RouteErrorBoundary key={location.pathname}>
        <Suspense fallback={<p role="status">Загрузка...</p>}>
          <Outlet />
          <HydrationMark />
        </Suspense>
      </RouteErrorBoundary>
    </SiteShell>
  );
}

/**
 * Every page of the site by its address (docs/product §2.2): the router's routes, and the table the
 * server answers by (an address that matches none is the not-found page, with 404).
 */
const sitePages: readonly { path: string; element: ReactElement }[] = [
  { path: '/', element: <HomePage /> },
  { path: '/novels', element: <NovelsPage /> },
  { path: '/games', element: <GamesPage /> },
  { path: '/novels/:url', element: <ProjectRoute /> },
  { path: '/games/:url', element: <ProjectRoute /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/registration', element: <RegistrationPage /> },
  { path: '/restore', element: <RestorePage /> },
  { path: '/registrationConfirm', element: <RegistrationConfirmPage /> },
  { path: '/comments', element: <AllCommentsPage /> },
  { path: '/add', element: <AddProjectPage /> },
  { path: '/edit/novel/:id', element: <EditProjectPage /> },
  { path: '/edit/draft/:id', element: <EditDraftPage /> },
  { path: '/go/:kind/:id', element: <GoPage /> },
  { path: '/posts', element: <PostsPage /> },
  { path: '/posts/:countId', element: <PostPage /> },
  { path: '/posts/:countId/edit', element: <EditPostPage /> },
  { path: '/addPost', element: <AddPostPage /> },
  { path: '/postDrafts/:id', element: <PostDraftPage /> },
  { path: '/postDrafts/:id/edit', element: <EditPostDraftPage /> },
  { path: '/drafts', element: <DraftsPage /> },
  { path: '/drafts/:id', element: <NovelDraftPage /> },
  { path: '/drafts/:id/review', element: <DraftReviewPage /> },
  { path: '/messages', element: <MessagesPage /> },
  { path: '/profile', element: <ProfilePage /> },
  { path: '/profile/:username', element: <ProfilePage /> },
  { path: '/edit/profile/:id', element: <EditProfilePage /> },
  { path: '/lists', element: <OwnListsPage /> },
  { path: '/lists/:username', element: <UserListsPage /> },
  { path: '/settings', element: <SettingsPage /> },
  { path: '/filters', element: <FiltersPage /> },
  { path: '/users', element: <UsersPage /> },
  { path: '/translators', element: <TranslatorsPage /> },
  { path: '/translators/:id', element: <TranslatorPage /> },
  { path: '/translations', element: <TranslationsPage /> },
  { path: '/log', element: <LogPage /> },
  { path: '/reports', element: <ReportQueuePage /> },
  { path: '/ratings/:username', element: <ReaderRatingsPage /> },
  { path: '/search', element: <SiteSearchPage /> },
];

/** The address patterns of the site's pages, as `matchPath` reads them. */
export const sitePagePaths: readonly string[] = sitePages.map((page) => page.path);

export function SiteRoutes() {
  return (
    <Routes>
      <Route element={<SiteLayout />}>
        {sitePages.map(({ path, element }) => (
          <Route key={path} path={path} element={element} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
