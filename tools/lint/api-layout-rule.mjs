// An ESLint rule for the API's layout (apps/api/README.md "Layout"): features under
// `src/features/<name>/` use one another only through the public face each exports from its
// `index.ts`, and the platform under `src/platform/<part>/` the same way; the platform does not
// reach into features at all, save the exceptions the config names. Tests may import any file: they
// test the insides.
import { dirname, relative, resolve, sep } from 'node:path';

const API_SOURCE = resolve(import.meta.dirname, '../../apps/api/src');

/** `features/<name>` or `platform/<name>` for a path inside the API's source, else null. */
function unitOf(path) {
  const parts = relative(API_SOURCE, path).split(sep);
  if (parts[0] === '..' || parts.length < 3) return null;
  return parts[0] === 'features' || parts[0] === 'platform' ? `${parts[0]}/${parts[1]}` : null;
}

function isPublicFace(path) {
  const parts = relative(API_SOURCE, path).split(sep);
  return parts.length === 2 || (parts.length === 3 && /^index(\.ts)?$/.test(parts[2]));
}

export const apiLayoutRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Features import each other only through their index.ts' },
    schema: [
      {
        type: 'object',
        properties: { platformMayImport: { type: 'array', items: { type: 'string' } } },
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    const file = context.filename;
    const fromUnit = unitOf(file) ?? (relative(API_SOURCE, file).startsWith('..') ? null : 'root');
    if (!fromUnit) return {};
    const platformMayImport = new Set(context.options[0]?.platformMayImport ?? []);
    const fromPath = relative(resolve(API_SOURCE, '../../..'), file).split(sep).join('/');

    function check(source) {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = resolve(dirname(file), source.value);
      const parts = relative(API_SOURCE, target).split(sep);
      if (parts[0] === 'platform' && parts.length >= 2) {
        const part = `platform/${parts[1]}`;
        if (fromUnit.startsWith('features/') && !isPublicFace(target)) {
          context.report({
            node: source,
            message: `Import ${part} through its public face ('${part}', its index.ts), not its file ${parts.slice(2).join('/')}.`,
          });
        }
        return;
      }
      if (parts[0] !== 'features' || parts.length < 2) return;
      const feature = `features/${parts[1]}`;
      if (feature === fromUnit) return;
      if (fromUnit.startsWith('platform/') && !platformMayImport.has(fromPath)) {
        context.report({
          node: source,
          message: `The platform stands under the features: ${fromUnit} must not import ${feature}.`,
        });
      } else if (!isPublicFace(target)) {
        context.report({
          node: source,
          message: `Import ${feature} through its public face ('${feature}', its index.ts), not its file ${parts.slice(2).join('/')}.`,
        });
      }
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
