// @ts-check
/*
 * `npx nx g ./tools/generators:component <Name>`: a libs/ui component in the shape of
 * docs/conventions.md § Components — one folder with the component on a react-aria-components
 * primitive (`className` on the root, a vanilla-extract recipe over the theme's tokens, states from
 * react-aria's data attributes), its stories (Default with autodocs, a Catalog of every variant ×
 * state, a play function), its test and its index — exported from libs/ui/src/index.ts under one of
 * its headings.
 */
import { formatFiles, generateFiles, joinPathFragments, logger } from '@nx/devkit';
import { namesOf, safeVariableName } from '../shared/source-edit.mjs';

const uiRoot = 'libs/ui/src';
const indexFile = `${uiRoot}/index.ts`;

/**
 * The react-aria-components primitives a component can start from: what the templates need to know
 * of each. Another primitive is a new entry here and its branch in the templates.
 */
const primitives = {
  Button: { element: 'HTMLButtonElement', role: 'button' },
  ToggleButton: { element: 'HTMLButtonElement', role: 'button' },
  Group: { element: 'HTMLDivElement', role: 'group' },
};

/**
 * The headings of libs/ui/src/index.ts (a line `// <heading>…`), by the Storybook group of the
 * component's stories (`title: 'Controls/Button'`).
 */
const indexHeadings = {
  Layout: '// Layout',
  Controls: '// Controls',
  Feedback: '// Feedback',
  Navigation: '// Navigation',
  Content: '// Content',
};

/**
 * @typedef {object} ComponentOptions
 * @property {string} name the component, PascalCase (`RatingStars`)
 * @property {keyof typeof primitives} [primitive] the react-aria-components primitive it wraps
 * @property {keyof typeof indexHeadings} [group] its Storybook group and heading in the index
 * @property {boolean} [skipFormat]
 */

/**
 * @param {import('@nx/devkit').Tree} tree
 * @param {ComponentOptions} options
 */
export default async function componentGenerator(tree, options) {
  const { className } = namesOf(options.name);
  const primitive = options.primitive ?? 'Button';
  const group = options.group ?? 'Controls';
  if (!(primitive in primitives)) {
    throw new Error(`primitive must be one of ${Object.keys(primitives).join(', ')}`);
  }
  if (!(group in indexHeadings)) {
    throw new Error(`group must be one of ${Object.keys(indexHeadings).join(', ')}`);
  }
  const folder = joinPathFragments(uiRoot, 'components', className);
  if (tree.exists(folder)) throw new Error(`${folder} exists already`);
  if (`Aria${primitive}` === className) throw new Error(`${className} would shadow its primitive`);

  generateFiles(tree, joinPathFragments(import.meta.dirname, 'files'), folder, {
    className,
    recipeName: safeVariableName(className.charAt(0).toLowerCase() + className.slice(1)),
    primitive,
    ...primitives[primitive],
    group,
  });
  tree.write(indexFile, withExport(tree.read(indexFile, 'utf-8') ?? '', className, group));
  if (!options.skipFormat) await formatFiles(tree);

  return () => {
    logger.info(
      [
        `${folder}: fill in what ${className} is for, its variants and its tests.`,
        'Its Catalog story has no screenshot baseline yet, so `npm run visual` fails on it (and',
        'writes the missing one) until a baseline is committed. Write, review and commit it:',
        '  npx nx run storybook:build',
        '  npx playwright test --config .storybook/visual/playwright.config.ts --update-snapshots=missing',
        '  git add .storybook/visual/__screenshots__',
      ].join('\n'),
    );
  };
}

/**
 * libs/ui/src/index.ts with the component's export at the end of its group's block (before the next
 * heading), or at the end of the file when the heading is gone.
 * @param {string} index
 * @param {string} className
 * @param {keyof typeof indexHeadings} group
 */
function withExport(index, className, group) {
  // The index re-exports each component's own index, whose export list is the component's public face.
  const line = `export * from './components/${className}';`;
  const lines = index.split('\n');
  const heading = lines.findIndex((candidate) => candidate.startsWith(indexHeadings[group]));
  if (heading < 0) return `${index.trimEnd()}\n${line}\n`;
  const headings = Object.values(indexHeadings);
  let next = lines.findIndex(
    (candidate, at) => at > heading && headings.some((other) => candidate.startsWith(other)),
  );
  if (next < 0) next = lines.length;
  const block = lines.slice(0, next).join('\n').trimEnd();
  const after = lines.slice(next).join('\n');
  return after ? `${block}\n${line}\n\n${after}` : `${block}\n${line}\n`;
}
