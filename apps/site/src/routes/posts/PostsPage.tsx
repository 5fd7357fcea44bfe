import { allPostSectionsLabel, postSectionLabels, postSections, landingPageMeta } from '@vn/domain';
import { EmptyState, Link, Switch } from '@vn/ui';
import { PenLine } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { AddressTabs } from '../../app/AddressTabs';
import { Loaded } from '../../app/load-failure';
import { usePageMeta } from '../../app/page-title';
import { loginHref } from '../../session/return-address';
import { useSession } from '../../session/session';
import { PostListItem } from './PostListItem';
import { postsHref, postsViewOf, type PostsSection, type PostsView } from './posts-address';
import * as styles from './posts.css';
import { usePosts } from './use-posts-data';

const PAGE_TITLE = landingPageMeta.posts.title;

/** docs/product §8 Data loading: the toast when a section's articles do not come. */
export const SECTION_LOAD_FAILED = 'Не удалось загрузить раздел';

const sectionTabs: PostsSection[] = ['all', ...postSections];

const sectionLabel = (section: PostsSection) =>
  section === 'all' ? allPostSectionsLabel : postSectionLabels[section];

/**
 * /posts (docs/product §2.2): the section tabs ("Все" and the four sections), the heading, "Написать" (to
 * /addPost; a guest goes through /login and comes back there), "Мои статьи" for a signed-in reader
 * (`?my=true`), and the articles, each a preview with its comment count. Tab and flag live in the
 * address, so back, reload and shared links keep them.
 */
export function PostsPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const view = postsViewOf(search);
  const session = useSession();
  usePageMeta({ title: PAGE_TITLE });

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{PAGE_TITLE}</h1>
        <div className={styles.headerActions}>
          {session.user && (
            <Switch
              label="Мои статьи"
              isSelected={view.my}
              onChange={(my) => void navigate(postsHref({ ...view, my }))}
            />
          )}
          <Link href={session.user ? '/addPost' : loginHref('/addPost')} variant="standalone">
            <PenLine aria-hidden size="1em" /> Написать
          </Link>
        </div>
      </div>
      <AddressTabs
        label="Разделы статей"
        tabs={sectionTabs}
        selected={view.section}
        labelOf={sectionLabel}
        hrefOf={(section) => postsHref({ ...view, section })}
      >
        <PostList view={view} showHidden={session.user !== null} />
      </AddressTabs>
    </div>
  );
}

function PostList({ view, showHidden }: { view: PostsView; showHidden: boolean }) {
  return (
    <Loaded
      load={usePosts(view)}
      failureMessage={SECTION_LOAD_FAILED}
      failureClassName={styles.failure}
    >
      {(data) =>
        data.posts.length === 0 ? (
          // §8: "Ничего нет" in the whole list, "Ничего не найдено" where a tab or the flag narrowed it.
          <EmptyState kind={view.section === 'all' && !view.my ? 'nothing' : 'nothingFound'} />
        ) : (
          <ol className={styles.list} aria-label="Статьи">
            {data.posts.map(({ post, commentsCount }) => (
              <li key={post._id}>
                <PostListItem post={post} commentsCount={commentsCount} showHidden={showHidden} />
              </li>
            ))}
          </ol>
        )
      }
    </Loaded>
  );
}
