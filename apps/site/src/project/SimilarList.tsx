import { similarReasonLines, similarTitlesRoute } from '@vn/domain';
import { Button, Link } from '@vn/ui';
import { useState } from 'react';
import { useEndpoint } from '../api/use-endpoint';
import { Loaded } from '../app/load-failure';
import { useAppearance } from '../appearance/appearance-store';
import { projectHref } from '../catalogue/cards';
import { ReaderRecommendations } from './ReaderRecommendations';
import * as styles from './SimilarList.css';

/**
 * The similar projects, each with why (docs/product §A6), and «Только с полным переводом», which
 * keeps those a reader can read through in Russian.
 */
export function SimilarList({ novelId }: { novelId: string }) {
  const [completeOnly, setCompleteOnly] = useState(false);
  // Spoiler tags are named among the reasons only to a reader who shows them (docs/product §A5.6).
  const { showSpoilerTags } = useAppearance();
  const load = useEndpoint(
    similarTitlesRoute,
    {
      params: { id: novelId },
      query: {
        ...(completeOnly ? { translation: 'complete' as const } : {}),
        ...(showSpoilerTags ? { spoilers: 'show' as const } : {}),
      },
    },
    { revalidateOnFocus: false },
  );
  return (
    <div className={styles.similar}>
      <div>
        <Button
          variant="secondary"
          size="sm"
          aria-pressed={completeOnly}
          onPress={() => setCompleteOnly((value) => !value)}
        >
          Только с полным переводом
        </Button>
      </div>
      <Loaded load={load} failureMessage="Не удалось загрузить похожие проекты">
        {(similar) =>
          similar.items.length === 0 ? (
            <p className={styles.note}>
              {similar.builtAt === null
                ? 'Похожие проекты ещё подбираются'
                : completeOnly
                  ? 'Нет похожих проектов с полным переводом'
                  : 'Похожих проектов пока нет'}
            </p>
          ) : (
            <ol className={styles.list} aria-label="Похожие проекты">
              {similar.items.map(({ project, reasons }) => (
                <li key={project._id} className={styles.item}>
                  <Link href={projectHref(project)} variant="standalone">
                    {project.name}
                  </Link>
                  <ul className={styles.reasons} aria-label={`Почему «${project.name}»`}>
                    {similarReasonLines(reasons).map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </li>
              ))}
            </ol>
          )
        }
      </Loaded>
      <ReaderRecommendations novelId={novelId} />
    </div>
  );
}
