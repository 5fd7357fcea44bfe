/**
 * Test helpers shared across the workspace (`@vn/domain/testing`): generators of the markup model,
 * of project names, of texts and lists to compare and of sorts, the corpus of hostile rich text, and
 * timing for "stays linear" checks. Never imported by product code, and left out of the library's
 * build.
 */
export {
  canonicalContentBlocks,
  canonicalMarkupTree,
  hostileMarkupJson,
  markupText,
} from './markup-arbitraries';
export { HOSTILE_PASTED_HTML, HOSTILE_RICH_TEXT } from './xss-corpus';
export { bestTime, timeOf } from './best-time';
export { projectName } from './name-arbitraries';
export { listWithRepeats, textWithRepeats } from './diff-arbitraries';
export { sortOf } from './sort-arbitraries';
