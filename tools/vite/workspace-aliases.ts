import { join } from 'node:path';

const repositoryRoot = join(import.meta.dirname, '..', '..');

/**
 * Vite resolves our libraries to their TypeScript sources (as tsconfig.base.json's `paths` do for
 * the type checker), so the site, Storybook and tests never need a library built first.
 */
export const workspaceAliases = {
  // Before '@vn/domain', which would otherwise match it as a path inside that file.
  '@vn/domain/testing': join(repositoryRoot, 'libs/domain/src/testing/index.ts'),
  '@vn/domain': join(repositoryRoot, 'libs/domain/src/index.ts'),
  '@vn/ui': join(repositoryRoot, 'libs/ui/src/index.ts'),
  // Before '@vn/editor', for the same reason: each writing surface is an entry (a chunk) of its own.
  '@vn/editor/markup-editor': join(repositoryRoot, 'libs/editor/src/markup-editor.ts'),
  '@vn/editor/blocks-editor': join(repositoryRoot, 'libs/editor/src/blocks-editor.ts'),
  '@vn/editor': join(repositoryRoot, 'libs/editor/src/index.ts'),
};
