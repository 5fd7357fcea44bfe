import { join } from 'node:path';

const repositoryRoot = join(import.meta.dirname, '..', '..');

/**
 * Vite resolves our libraries to their TypeScript sources (as tsconfig.base.json's `paths` do for
 * the type checker), so the site, Storybook and tests never need a library built first.
 */
export const workspaceAliases = {
  '@vn/domain': join(repositoryRoot, 'libs/domain/src/index.ts'),
  '@vn/ui': join(repositoryRoot, 'libs/ui/src/index.ts'),
  '@vn/editor': join(repositoryRoot, 'libs/editor/src/index.ts'),
};
