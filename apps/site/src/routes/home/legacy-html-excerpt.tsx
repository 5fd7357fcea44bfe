import { blocksExcerpt, legacyHtmlToBlocks } from '@vn/domain';

/** The excerpt of an article stored as old HTML: its own chunk, loaded by PostExcerpt. */
export function LegacyHtmlExcerpt({ body }: { body: string }) {
  return <>{blocksExcerpt(legacyHtmlToBlocks(body))}</>;
}
