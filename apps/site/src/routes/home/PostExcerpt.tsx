import { blocksExcerpt, isLegacyHtmlBody, markupToBlocks, type PostBody } from '@vn/domain';
import { Suspense } from 'react';
import { lazyComponent } from '../../app/lazy-route';

/*
 * The old HTML converter (libs/domain markup/legacy-html, with the HTML entity tables) is a quarter
 * of the main page's JavaScript, and only an article written on the old site needs it: its excerpt
 * loads it as it is shown. A served page that shows one names it, so the browser loads it before
 * hydrating (lazy-route.ts).
 */
const LegacyHtmlExcerpt = lazyComponent(
  'legacy-html-excerpt',
  async () => (await import('./legacy-html-excerpt')).LegacyHtmlExcerpt,
);

/** The opening words of an article's body (docs/product §2.2 main page), whatever its format. */
export function PostExcerpt({ body }: { body: PostBody }) {
  if (typeof body !== 'string') return <>{blocksExcerpt(body)}</>;
  if (!isLegacyHtmlBody(body)) return <>{blocksExcerpt(markupToBlocks(body))}</>;
  return (
    <Suspense fallback={null}>
      <LegacyHtmlExcerpt body={body} />
    </Suspense>
  );
}
