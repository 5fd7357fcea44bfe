import {
  canViewDraft,
  draftMessages,
  draftProjectOf,
  novelDraftHeading,
  projectChanges,
  type DraftProject,
  type DraftStatus,
  type User,
  profilePath,
  novelDraftSummary,
  projectChangeLabels,
  type ProjectChangeField,
} from '@vn/domain';
import { Link, RelativeTime, UserName } from '@vn/ui';
import { useEffect, useId, useMemo } from 'react';
import { useNavigate, useParams } from 'react-router';
import { BusySpinner } from '../../app/BusySpinner';
import { Loaded, useFailureToast } from '../../app/load-failure';
import { ApiError } from '../../api/client';
import { usePageTitle } from '../../app/page-title';
import { actorOf } from '../../session/session';
import { useSignInRequired } from '../../session/use-sign-in-required';
import { useLoadFailurePage } from '../../failure-pages/use-load-failure-page';
import { NovelDraftActions } from './NovelDraftActions';
import { ProjectChanges } from '../../project/ProjectChanges';
import { ProjectPreview } from '../../project/ProjectPreview';
import { PROJECT_LOAD_FAILED } from '../../project/project-messages';
import {
  useCurrentProject,
  useDraftMerge,
  useNovelDraft,
  type NovelDraftPageData,
} from './use-novel-draft';
import { DraftPage, DraftSection } from '../../drafts/DraftPage';
import { ReviewDecision } from '../../drafts/ReviewDecision';
import * as draftStyles from '../../drafts/DraftPage.css';
import * as styles from './NovelDraftPage.css';

/**
 * The API's answer for a draft the reader may not see: "Not Found" (it hides whether the draft
 * exists), or 403.
 */
function isRefused(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 404 || error.status === 403 || error.message === 'Not Found')
  );
}

/**
 * /drafts/{id} (docs/product §2.2): "Обновление: {novel}" or "Добавление новеллы", the initiator, the
 * URL, the status steps (§4), the last review and whether the project changed since the draft was
 * made (ours, docs/product §A4), the viewer's buttons (§4 Novel draft), what an update changes beside
 * the project as it is, the preview, the raw data toggle and the comments. It "requires login else
 * redirect to /": a guest goes to / remembering this page, so «Войти» there brings them back; a
 * reader who may not see the draft (§4: its creator, the project's owners and moderators) goes to /.
 * Any other failure is the error page with "Не удалось загрузить черновик" (§8).
 */
export function NovelDraftPage() {
  const { id = '' } = useParams();
  const access = useSignInRequired('mainPage');
  const navigate = useNavigate();
  const { data, error, mutate } = useNovelDraft(id, access.status === 'signed-in');
  const refused =
    (data === undefined && isRefused(error)) ||
    (data !== undefined &&
      access.status === 'signed-in' &&
      !canViewDraft(actorOf(access.user), novelDraftSummary(data)));
  // A reader the draft is refused to goes to / instead of seeing a failure (§2.2).
  const failurePage = useLoadFailurePage(
    data,
    refused ? undefined : error,
    draftMessages.loadFailed,
  );

  useEffect(() => {
    if (refused) void navigate('/', { replace: true });
  }, [refused, navigate]);

  if (failurePage) return failurePage;
  if (refused || access.status !== 'signed-in' || !data) {
    return <BusySpinner />;
  }
  return (
    <NovelDraftDetails
      key={data._id}
      draft={data}
      viewer={access.user}
      onMoved={(status) =>
        void mutate((current) => (current ? { ...current, status } : current), {
          revalidate: false,
        })
      }
    />
  );
}

interface NovelDraftDetailsProps {
  draft: NovelDraftPageData;
  viewer: User;
  onMoved: (status: DraftStatus) => void;
}

function NovelDraftDetails({ draft, viewer, onMoved }: NovelDraftDetailsProps) {
  const heading = novelDraftHeading(draft.novelName);
  usePageTitle(heading);
  const project = useMemo(() => draftProjectOf(draft), [draft]);
  // Once applied, the project is what the draft proposed: there is nothing left to compare.
  const comparesWith =
    draft.type !== 'createNovel' && draft.status !== 'applied' ? draft.novelUrl : null;
  // An open edit may have a stale base (docs/product §A4.1); a closed one has nothing left to decide.
  const mayBeStale =
    draft.type !== 'createNovel' && draft.status !== 'applied' && draft.status !== 'declined';

  return (
    <DraftPage
      title={heading}
      status={draft.status}
      draftId={draft._id}
      rawData={draft}
      comments={{ sourceType: 'draft', heading: 'Комментарии' }}
      notes={
        <>
          {draft.review && (
            <ReviewDecision
              review={draft.review}
              returnedToViewer={draft.createdBy._id === viewer._id && draft.status === 'created'}
            />
          )}
          {mayBeStale && <StaleBaseNote draftId={draft._id} />}
        </>
      }
      facts={
        <dl className={draftStyles.facts}>
          <div className={styles.fact}>
            <dt className={styles.factTerm}>Инициатор:</dt>
            <dd className={styles.factValue}>
              <UserName
                size="sm"
                name={draft.createdBy.username}
                href={profilePath(draft.createdBy.username)}
              />
            </dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.factTerm}>URL:</dt>
            <dd className={styles.factValue}>{project.url}</dd>
          </div>
          <div className={styles.fact}>
            <dt className={styles.factTerm}>Изменён:</dt>
            <dd className={styles.factValue}>
              <RelativeTime value={draft.updatedAt} />
            </dd>
          </div>
          {draft.novel && (
            <div className={styles.fact}>
              <dt className={styles.factTerm}>Проект:</dt>
              <dd className={styles.factValue}>
                <Link href={`/go/novel/${draft.novel}`}>{draft.novelName ?? 'Открыть'}</Link>
              </dd>
            </div>
          )}
        </dl>
      }
      actions={
        <NovelDraftActions
          draft={draft}
          viewer={viewer}
          section={project.section}
          onMoved={onMoved}
        />
      }
    >
      {comparesWith && (
        <DraftChanges url={comparesWith} project={project} merged={mayBeStale ? draft._id : null} />
      )}
      <DraftSection title="Предпросмотр">
        <ProjectPreview project={project} />
      </DraftSection>
    </DraftPage>
  );
}

/** The stale base's texts (ours, docs/product §A4.1). */
export const staleBaseTexts = {
  title: 'Проект изменился после создания черновика',
  meaning:
    'Изменения проекта сохранятся. Поля, которые изменили по-разному и в проекте, и в черновике, нужно решить по полям.',
  conflicts: 'Изменены по-разному',
  loadFailed: 'Не удалось узнать, менялся ли проект',
} as const;

/**
 * Says when the project changed since the edit draft was made (docs/product §A4.1, ours): what the
 * project changed stays, and a field both sides changed differently is decided field by field
 * (applying the draft whole is refused then). Nothing while the answer is coming or when the base is
 * current; a failed read is a toast, since the rest of the page does not need it.
 */
function StaleBaseNote({ draftId }: { draftId: string }) {
  const merge = useDraftMerge(draftId, true);
  const titleId = useId();
  useFailureToast(merge.data === undefined && merge.error, staleBaseTexts.loadFailed);
  if (!merge.data?.stale) return null;
  const conflicts = merge.data.fields.filter((field) => field.outcome === 'conflict');
  return (
    <div role="note" aria-labelledby={titleId} className={styles.staleNote}>
      <p id={titleId} className={styles.staleTitle}>
        {staleBaseTexts.title}
      </p>
      <p className={styles.staleText}>{staleBaseTexts.meaning}</p>
      {conflicts.length > 0 && (
        <p className={styles.staleText}>
          {staleBaseTexts.conflicts}:{' '}
          {conflicts.map((field) => `«${projectChangeLabels[field.field]}»`).join(', ')}
        </p>
      )}
    </div>
  );
}

/**
 * What an update draft changes (docs/product §4 Novel draft): the project as it is (its page's own
 * entry) beside the project as the draft proposes it, only the fields that differ (the domain's
 * `projectChanges`). An open edit is compared through its merge (docs/product §A4.1, ours): a field
 * only the project changed since the draft was made is not shown as the draft's change, since
 * applying it keeps the project's value.
 */
function DraftChanges({
  url,
  project,
  merged,
}: {
  url: string;
  project: DraftProject;
  /** The draft whose merge to compare through; null for a finished draft. */
  merged: string | null;
}) {
  const current = useCurrentProject(url);
  const merge = useDraftMerge(merged ?? '', merged !== null);
  const changes = useMemo(() => {
    if (merge.data) return projectChanges(mergedSides(merge.data.fields));
    return current.data ? projectChanges({ before: current.data, after: project }) : null;
  }, [merge.data, current.data, project]);
  return (
    <DraftSection title="Изменения">
      <Loaded load={current} failureMessage={PROJECT_LOAD_FAILED}>
        {() =>
          changes?.length ? (
            <ProjectChanges changes={changes} aria-label="Что меняет черновик" />
          ) : (
            <p className={styles.muted}>Черновик ничего не меняет</p>
          )
        }
      </Loaded>
    </DraftSection>
  );
}

/** The project now, and as applying the draft would leave it: its proposed fields over the rest. */
function mergedSides(
  fields: readonly {
    field: ProjectChangeField;
    outcome: string;
    current?: unknown;
    proposed?: unknown;
  }[],
) {
  const before: Partial<Record<ProjectChangeField, unknown>> = {};
  const after: Partial<Record<ProjectChangeField, unknown>> = {};
  for (const { field, outcome, current, proposed } of fields) {
    before[field] = current;
    after[field] = outcome === 'proposed' || outcome === 'conflict' ? proposed : current;
  }
  return { before, after };
}
