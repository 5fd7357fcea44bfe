import {
  removeNovelRoute,
  countRu,
  descriptionExcerpt,
  descriptionMarkup,
  isImageBlurred,
  type NovelPage,
} from '@vn/domain';
import { Button, ImageVeil, Link, ListStats, RatingSummary, Spinner, useToasts } from '@vn/ui';
import { Pencil, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { KeyedMutator } from 'swr';
import { messageOf } from '../../api/client';
import { useConfirm } from '../../app/confirm';
import { usePageMeta } from '../../app/page-title';
import { useAppearance } from '../../appearance/appearance-store';
import { DateText } from '../../app/display-clock';
import { SanctionNotice, sanctionRefusalText } from '../../session/SanctionNotice';
import { ReportButton } from '../../reporting/ReportControl';
import { useSession } from '../../session/session';
import { ProjectBackdrop } from './ProjectBackdrop';
import { PosterPreview } from '../../project/PosterPreview';
import { ProjectDescription } from '../../project/ProjectDescription';
import { ProjectFactsOf } from '../../project/ProjectFacts';
import { ProjectLinks } from '../../project/ProjectLinks';
import { ProjectRatings } from '../../project/ProjectRatings';
import { SimilarSection } from '../../project/SimilarSection';
import { ProjectScreenshots } from '../../project/ProjectScreenshots';
import { ProjectTabs } from './ProjectTabs';
import { ProjectTranslations } from '../../project/ProjectTranslations';
import { ListChoice, OwnRating } from './ReaderControls';
import { catalogueHref, visibleLinks } from '../../project/project-facts';
import { controlEffect, editActionOf, showsOwnRating, viewerKindOf } from './project-rules';
import { removeProject, useReaderActions } from './use-project-actions';
import { useProjectTranslations } from './use-project-data';
import * as styles from './ProjectPage.css';
import { ProjectSection } from '../../project/ProjectSection';

const views = { one: 'просмотр', few: 'просмотра', many: 'просмотров' };

export interface ProjectViewProps {
  novel: NovelPage;
  /** The page's cache entry, which the reader's rating and list change. */
  mutatePage: KeyedMutator<NovelPage>;
}

/** A loaded project (docs/product §2.3): everything the page shows, top to bottom. */
export function ProjectView({ novel, mutatePage }: ProjectViewProps) {
  const session = useSession();
  const appearance = useAppearance();
  const location = useLocation();
  const navigate = useNavigate();
  const confirm = useConfirm();
  const toasts = useToasts();
  const viewer = viewerKindOf(session.user);
  const signedIn = viewer !== 'guest';
  const currentPath = `${location.pathname}${location.search}${location.hash}`;
  const effect = controlEffect(viewer, currentPath);
  const edit = editActionOf(
    viewer,
    session.can('editNovelDirectly', { novelId: novel._id }),
    novel._id,
    currentPath,
  );
  // docs/product §A2.4: a reader a sanction refuses drafts reads why in the edit link's place.
  const draftRefusal = sanctionRefusalText(session.user, 'createDraft');
  const { rate, setList } = useReaderActions(novel._id, mutatePage);
  const { data: translationProgress } = useProjectTranslations(
    novel._id,
    novel.translations.length > 0,
  );

  const markup = useMemo(() => descriptionMarkup(novel.description), [novel.description]);
  const excerpt = useMemo(() => descriptionExcerpt(markup), [markup]);
  usePageMeta({ title: novel.name, description: excerpt || undefined });

  const listCounts = Object.fromEntries(
    novel.listStatistics.map((entry) => [entry._id, entry.count]),
  );
  const links = visibleLinks(novel.links, signedIn);

  const deleteProject = async () => {
    if (!(await confirm({ title: 'Удалить новеллу?', variant: 'destructive' }))) return;
    try {
      await removeProject(novel._id);
      navigate(catalogueHref(novel.section));
    } catch (error) {
      // docs/product §8 generic rule: the server's message, else the status text.
      toasts.error(messageOf(error));
    }
  };

  return (
    <article className={styles.page}>
      <ProjectBackdrop background={novel.bg}>
        <header className={styles.header}>
          <h1 className={styles.title}>{novel.name}</h1>
          {novel.alternativeNames.length > 0 && (
            <p className={styles.alternativeNames}>{novel.alternativeNames.join(' · ')}</p>
          )}
          <div className={styles.headerMeta}>
            <span>{countRu(novel.viewsCount, views)}</span>
            <div className={styles.actions}>
              {!draftRefusal && (
                <Link href={edit.href} variant="standalone">
                  <Pencil aria-hidden size="1em" /> {edit.label}
                </Link>
              )}
              {session.mayCall(removeNovelRoute) && !novel.removed && (
                <Button variant="danger" size="sm" onPress={() => void deleteProject()}>
                  <Trash2 aria-hidden size="1em" />
                  Удалить
                </Button>
              )}
              {/* docs/product §A3.1 (ours): wrong facts are «Предложить изменения», offered inside. */}
              <ReportButton
                target={{
                  kind: 'novel',
                  id: novel._id,
                  label: `Страница проекта «${novel.name}»`,
                  proposeEditHref: draftRefusal ? null : edit.href,
                }}
              />
            </div>
          </div>
          {draftRefusal && <SanctionNotice message={draftRefusal} />}
          {novel.removed && (
            <p className={styles.removedNotice} role="note">
              Проект удалён <DateText value={novel.removed.at} />
              {novel.removed.by ? ` пользователем ${novel.removed.by.username}` : ''} и виден только
              модераторам.
            </p>
          )}
        </header>
      </ProjectBackdrop>

      <div className={styles.overview}>
        {novel.poster ? (
          <ImageVeil
            isVeiled={isImageBlurred(novel.poster, appearance)}
            revealLabel="Показать постер"
          >
            <PosterPreview
              className={styles.poster}
              poster={novel.poster}
              alt={`Постер: ${novel.name}`}
              // The page's largest paint: fetched ahead of everything else. Lowercase: React 18
              // knows no fetchPriority prop (it warns, though it passes it on).
              {...({ fetchpriority: 'high' } as object)}
            />
          </ImageVeil>
        ) : (
          <div className={styles.posterPlaceholder} role="img" aria-label="Нет постера" />
        )}
        <ProjectFactsOf project={novel} />
      </div>

      <div className={styles.readerPanels}>
        <ProjectSection id="project-ratings" title="Оценки">
          <RatingSummary
            mixRating={novel.mixRating ?? null}
            siteRating={novel.bRating ?? null}
            average={novel.rating ?? null}
            ratedUsers={novel.ratedUsers}
            externalRating={novel.vndb?.rating ?? null}
          />
          <ProjectRatings novel={novel} />
          {showsOwnRating(novel.status) && (
            <OwnRating
              rating={novel.userRating ?? null}
              effect={effect}
              isDisabled={session.isLoading}
              onChange={(rating) => void rate(rating)}
            />
          )}
        </ProjectSection>
        <ProjectSection id="project-lists" title="Списки">
          <ListChoice
            list={novel.list ?? null}
            effect={effect}
            isDisabled={session.isLoading}
            onChange={(list) => void setList(list)}
          />
          <ListStats counts={listCounts} />
        </ProjectSection>
      </div>

      {novel.screenshots.length > 0 && <ProjectScreenshots novel={novel} />}
      {novel.translations.length > 0 && (
        <ProjectTranslations
          translations={novel.translations}
          groups={novel.translatorGroups}
          progress={translationProgress}
        />
      )}
      <ProjectDescription markup={markup} signedIn={signedIn} />
      {links.length > 0 && <ProjectLinks links={links} />}

      {session.isLoading ? (
        // The tabs depend on who is looking (the notification tab is a reader's): shown once that is
        // known, so they do not rebuild under the reader's hands when the session arrives.
        <Spinner />
      ) : (
        <ProjectTabs novelId={novel._id} commentsCount={novel.commentsCount} viewer={viewer} />
      )}
      {/* Last: it loads as the reader nears it, and nothing above moves when it comes. */}
      <SimilarSection novel={novel} />
    </article>
  );
}
