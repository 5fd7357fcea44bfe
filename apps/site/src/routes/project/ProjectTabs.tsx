import { Spinner, Tab, TabList, TabPanel, Tabs } from '@vn/ui';
import { Suspense, type ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import { lazyComponent } from '../../app/lazy-route';
import { CommentsSection } from '../../comments/CommentsSection';
import { useSourceComments } from '../../comments/use-source-comments';
import {
  projectTabs,
  searchWithTab,
  tabFromSearch,
  tabsFor,
  type ProjectTab,
  type ViewerKind,
} from './project-rules';

export interface ProjectTabsProps {
  novelId: string;
  commentsCount: number;
  viewer: ViewerKind;
}

/*
 * The tabs a reader opens on purpose load their code when first opened (or pointed at): "О странице"
 * brings the history of changes and the owner picker, "Уведомления" the settings' endpoints and
 * their schemas. On a phone, evaluating that code with the page cost more than hydrating it.
 */
const ProjectAbout = lazyComponent(
  'project-about',
  async () => (await import('./ProjectAbout')).ProjectAbout,
);
const ProjectNotifications = lazyComponent(
  'project-notifications',
  async () => (await import('./ProjectNotifications')).ProjectNotifications,
);
const lazyPanels: Partial<Record<ProjectTab, { preload(): Promise<unknown> }>> = {
  about: ProjectAbout,
  notifications: ProjectNotifications,
};

const isProjectTab = (key: Key): key is ProjectTab => (projectTabs as readonly Key[]).includes(key);

/**
 * "Комментарии (N)". The count follows the comments once they load, so a new comment adds one at
 * once. The project counts comments that are not removed; the list keeps removed ones that hold a
 * thread together. A component of its own: the comments' arrival after the page has hydrated
 * renders the label again, not the tabs around it (the longest task of a project page on a phone).
 */
function CommentsTabLabel({ novelId, commentsCount }: { novelId: string; commentsCount: number }) {
  const comments = useSourceComments({ sourceType: 'game', sourceId: novelId });
  const count =
    comments.isLoading || comments.error
      ? commentsCount
      : comments.count - comments.comments.filter((comment) => comment.removed).length;
  return <>Комментарии ({count})</>;
}

/**
 * "Комментарии (N)", "О странице" and, for a signed-in reader, "Уведомления" (docs/product §2.3; the
 * notification settings docs/product keeps without a visible tab are shown here). The chosen tab lives in
 * the address (`?tab=about`), so it survives a reload and can be linked.
 */
export function ProjectTabs({ novelId, commentsCount, viewer }: ProjectTabsProps) {
  const [search, setSearch] = useSearchParams();
  const selected = tabFromSearch(search, viewer);
  const tabs = tabsFor(viewer);
  const labels: Record<ProjectTab, ReactNode> = {
    comments: <CommentsTabLabel novelId={novelId} commentsCount={commentsCount} />,
    about: 'О странице',
    notifications: 'Уведомления',
  };
  return (
    <Tabs
      selectedKey={selected}
      onSelectionChange={(key) => {
        if (isProjectTab(key)) setSearch(searchWithTab(search, key), { replace: true });
      }}
    >
      <TabList aria-label="Разделы страницы проекта">
        {tabs.map((tab) => (
          <Tab key={tab} id={tab} onHoverStart={() => void lazyPanels[tab]?.preload()}>
            {labels[tab]}
          </Tab>
        ))}
      </TabList>
      <TabPanel id="comments">
        <CommentsSection
          sourceType="game"
          sourceId={novelId}
          heading="Комментарии"
          isHeadingHidden
        />
      </TabPanel>
      <TabPanel id="about">
        <Suspense fallback={<Spinner />}>
          <ProjectAbout novelId={novelId} />
        </Suspense>
      </TabPanel>
      {viewer !== 'guest' && (
        <TabPanel id="notifications">
          <Suspense fallback={<Spinner />}>
            <ProjectNotifications novelId={novelId} />
          </Suspense>
        </TabPanel>
      )}
    </Tabs>
  );
}
