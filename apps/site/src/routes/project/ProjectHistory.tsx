import {
  filtersRoute,
  revisionChanges,
  revisionDiffRoute,
  revisionsRoute,
  type Revision,
  profilePath,
} from '@vn/domain';
import { EmptyState, Link, RelativeTime, Spinner, UserName } from '@vn/ui';
import { useId, useMemo } from 'react';
import { useEndpoint } from '../../api/use-endpoint';
import { Disclosure } from '../../app/Disclosure';
import { Loaded } from '../../app/load-failure';
import { useSession } from '../../session/session';
import { ProjectChanges } from '../../project/ProjectChanges';
import * as historyStyles from './ProjectHistory.css';
import { ProjectSection } from '../../project/ProjectSection';

const HISTORY_LOAD_FAILED = 'Не удалось загрузить историю изменений';
const CHANGES_LOAD_FAILED = 'Не удалось загрузить изменения';

/**
 * "История изменений" on "О странице" (docs/product §2.3): every applied draft of the project,
 * newest first (`GET /api/novels/{id}/revisions`) — who applied it, when, its draft for those who
 * may see it — and, on demand, what it changed (`GET /api/novels/{id}/revisions/diff`). The tab
 * panel is rendered only while open, so the history loads when the tab is, and each change list
 * when it is asked for.
 */
export function ProjectHistory({ novelId }: { novelId: string }) {
  const load = useEndpoint(
    revisionsRoute,
    { params: { id: novelId } },
    { revalidateOnFocus: false },
  );
  const headingId = useId();

  return (
    <ProjectSection id={headingId} title="История изменений">
      <Loaded load={load} failureMessage={HISTORY_LOAD_FAILED}>
        {(data) =>
          data.revisions.length === 0 ? (
            <EmptyState kind="nothing" size="sm" />
          ) : (
            <ol className={historyStyles.history} aria-label="История изменений">
              {data.revisions.map((revision) => (
                <li key={revision.number} className={historyStyles.revision}>
                  <RevisionEntry revision={revision} novelId={novelId} />
                </li>
              ))}
            </ol>
          )
        }
      </Loaded>
    </ProjectSection>
  );
}

function RevisionEntry({ revision, novelId }: { revision: Revision; novelId: string }) {
  const session = useSession();
  const title = revision.draft ? `Правка ${revision.number}` : 'Исходная версия';
  // The revision names who applied the draft, not who wrote it; the project's owners and the
  // moderators may see every draft of the project (docs/product §4), and they are the ones who apply.
  const showsDraft =
    revision.draft !== null &&
    session.can('viewDraft', {
      kind: 'novel',
      id: revision.draft,
      type: 'updateNovel',
      status: 'applied',
      createdById: '',
      novelId,
    });

  return (
    <>
      <h3 className={historyStyles.revisionTitle}>{title}</h3>
      <p className={historyStyles.revisionMeta}>
        {revision.by && (
          <UserName
            size="sm"
            name={revision.by.username}
            href={profilePath(revision.by.username)}
          />
        )}
        <RelativeTime value={revision.at} />
        {showsDraft && <Link href={`/drafts/${revision.draft}`}>Черновик</Link>}
      </p>
      <Disclosure label={(open) => (open ? 'Скрыть изменения' : 'Что изменилось')}>
        <RevisionDiff novelId={novelId} revision={revision} />
      </Disclosure>
    </>
  );
}

function RevisionDiff({ novelId, revision }: { novelId: string; revision: Revision }) {
  const diff = useEndpoint(
    revisionDiffRoute,
    { params: { id: novelId }, query: { from: revision.number - 1, to: revision.number } },
    { revalidateOnFocus: false },
  );
  // Revisions keep genres, tags and platforms by id; the vocabularies (the catalogue's own entry)
  // name them.
  const vocabularies = useEndpoint(filtersRoute, {}, { revalidateOnFocus: false });
  const changes = useMemo(() => {
    if (!diff.data || vocabularies.isLoading) return null;
    const { genres = [], tags = [], platforms = [] } = vocabularies.data ?? {};
    return revisionChanges({
      changes: diff.data.changes,
      vocabulary: [...genres, ...tags, ...platforms],
    });
  }, [diff.data, vocabularies.data, vocabularies.isLoading]);

  return (
    <Loaded load={diff} failureMessage={CHANGES_LOAD_FAILED}>
      {() =>
        !changes ? (
          <Spinner />
        ) : changes.length === 0 ? (
          <p className={historyStyles.revisionMeta}>Видимых изменений нет</p>
        ) : (
          <ProjectChanges
            changes={changes}
            aria-label={`Изменения: ${revision.draft ? `правка ${revision.number}` : 'исходная версия'}`}
            headingLevel={4}
          />
        )
      }
    </Loaded>
  );
}
