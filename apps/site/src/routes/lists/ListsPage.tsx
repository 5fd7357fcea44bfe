import {
  accountMessages,
  LIMITS,
  profilePath,
  readerRatingsPath,
  userListLabel,
  usernameFromRouteParam,
} from '@vn/domain';
import {
  EmptyState,
  Link,
  NovelGrid,
  Paginator,
  Spinner,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@vn/ui';
import { lazy, Suspense, useId } from 'react';
import type { Key } from 'react-aria-components';
import { useParams, useSearchParams } from 'react-router';
import { Disclosure } from '../../app/Disclosure';
import { Loaded } from '../../app/load-failure';
import { usePageTitle } from '../../app/page-title';
import { useAppearance } from '../../appearance/appearance-store';
import { useLoadFailurePage } from '../../failure-pages/use-load-failure-page';
import { useSession } from '../../session/session';
import { novelCardProps } from '../../catalogue/cards';
import { pageFromSearch, searchWithPage } from '../../app/page-address';
import { listFromSearch, searchWithList } from './lists-address';
import * as styles from './ListsPage.css';
import { useListPage, useListsOf } from './use-lists';

// «Перенос списков» loads when its owner opens it: its parser-free calls and tables are nothing a
// visitor of a list needs (docs/architecture.md § Budgets).
const ListsTransfer = lazy(() =>
  import('./ListsTransfer').then((module) => ({ default: module.ListsTransfer })),
);

/** docs/product §8. */
const LIST_LOAD_FAILED = 'Не удалось загрузить список новелл';

/** One list's cards, 30 a page with the page in the address; "Пока ничего не добавлено" when empty. */
function ListCards({ listId, label }: { listId: string; label: string }) {
  const [search, setSearch] = useSearchParams();
  const page = pageFromSearch(search);
  const load = useListPage(listId, page);
  const appearance = useAppearance();
  return (
    <Loaded load={load} failureMessage={LIST_LOAD_FAILED}>
      {(data) => {
        const pageCount = Math.ceil(data.count / LIMITS.novelsPageSize);
        return (
          <>
            <NovelGrid
              label={label}
              emptyKind="nothingAdded"
              novels={data.novels.map((card) => novelCardProps(card, 'mixRating', appearance))}
            />
            {pageCount > 1 && (
              <Paginator
                page={page}
                pageCount={pageCount}
                onPageChange={(next) => setSearch(searchWithPage(search, next))}
              />
            )}
          </>
        );
      }}
    </Loaded>
  );
}

/**
 * «Перенос списков» on the reader's own lists (docs/product §A5.5, ours): a button that opens the
 * export and import in place. Here rather than in /settings, because a reader who wants to take
 * their lists away or bring them in looks for it where the lists are.
 */
function TransferToggle() {
  const headingId = useId();
  return (
    <Disclosure label="Перенос списков" variant="secondary">
      <Suspense fallback={<p role="status">Загрузка...</p>}>
        <ListsTransfer headingId={headingId} />
      </Suspense>
    </Disclosure>
  );
}

/**
 * /lists/{username} (docs/product §2.2): the user's lists as tabs with their counts, the chosen one in the
 * address (`?list=`), its projects as cards; the owner also finds «Перенос списков» here. What the owner hid is not in the API's answer for anyone
 * else, so it has no tab here. A name nobody has is "Пользователь не найден"; any other failure to
 * load the lists the error page with a toast (docs/product §8).
 */
export function ListsPage() {
  const { username: param = '' } = useParams();
  const username = usernameFromRouteParam(param);
  const [search, setSearch] = useSearchParams();
  const { data: lists, error, isLoading } = useListsOf(param);
  const { user } = useSession();
  const isOwner = user !== null && user.username.toLowerCase() === username.toLowerCase();
  usePageTitle(`Списки ${username}`);
  const failurePage = useLoadFailurePage(lists, error, LIST_LOAD_FAILED, {
    notFound: <EmptyState kind="userNotFound" text={accountMessages.userNotFound} />,
  });

  if (failurePage) return failurePage;
  const shown = (lists ?? []).map((list) => list.list);
  const selected = listFromSearch(search, shown);
  // The rated list is shown where the reader shows their ratings to the viewer: so are their figures.
  const shownRatings = shown.includes('rated');
  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>Списки</h1>
        <Link href={profilePath(username)} variant="standalone">
          {username}
        </Link>
        {shownRatings && (
          <Link href={readerRatingsPath(username)} variant="standalone">
            Оценки: распределение и сравнение с сайтом
          </Link>
        )}
      </div>
      {isOwner && <TransferToggle />}
      {isLoading ? (
        <Spinner />
      ) : !lists || lists.length === 0 || selected === null ? (
        <EmptyState kind="nothingAdded" />
      ) : (
        <Tabs
          selectedKey={selected}
          onSelectionChange={(key: Key) => {
            const list = shown.find((kind) => kind === key);
            if (list && list !== selected) setSearch(searchWithList(search, list));
          }}
        >
          <div className={styles.scrollRow}>
            <TabList aria-label="Списки пользователя">
              {lists.map((list) => (
                <Tab key={list.list} id={list.list}>
                  {`${userListLabel(list.list)} (${list.count})`}
                </Tab>
              ))}
            </TabList>
          </div>
          {lists.map((list) => (
            <TabPanel key={list.list} id={list.list} className={styles.tabPanel}>
              {list.list === selected && (
                <ListCards listId={list.listId} label={userListLabel(list.list)} />
              )}
            </TabPanel>
          ))}
        </Tabs>
      )}
    </div>
  );
}
