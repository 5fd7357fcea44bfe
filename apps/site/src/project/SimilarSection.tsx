import type { NovelPage } from '@vn/domain';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ProjectSection } from './ProjectSection';

// The list loads as the reader nears it: most readers of a page never scroll this far, and its
// code and its call are theirs only then (docs/architecture.md § Budgets).
const SimilarList = lazy(() =>
  import('./SimilarList').then((module) => ({ default: module.SimilarList })),
);

/** How far below the screen the list starts loading. */
const LOAD_AHEAD = '400px';

/**
 * «Похожие» (docs/product §A6): the section and its heading at once (on the server too); the list
 * once the section is near the screen, or at once where the browser cannot tell.
 */
export function SimilarSection({ novel }: { novel: Pick<NovelPage, '_id'> }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = anchor.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LOAD_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <ProjectSection id="project-similar" title="Похожие">
      <div ref={anchor}>
        {near ? (
          <Suspense fallback={<p role="status">Загрузка...</p>}>
            <SimilarList novelId={novel._id} />
          </Suspense>
        ) : (
          <p role="status">Загрузка...</p>
        )}
      </div>
    </ProjectSection>
  );
}
