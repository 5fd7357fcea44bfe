import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { mergeConfig } from 'vite';
import { workspaceAliases } from '../tools/vite/workspace-aliases.ts';

/** One Storybook for the design system and the editor: the catalogue designers review. */
const config: StorybookConfig = {
  stories: ['../libs/ui/src/**/*.stories.@(ts|tsx)', '../libs/editor/src/**/*.stories.@(ts|tsx)'],
  // The site's public files (the stickers at /emoji/wk/N.png) and the stories' own pictures.
  staticDirs: ['../apps/site/public', './public'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      resolve: { alias: workspaceAliases },
    }),
};

export default config;
