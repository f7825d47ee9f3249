// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The layers of the server's source (docs/architecture.md#the-server), bottom to top. An area is a
 * folder of apps/server/src; the files at its root are the app that assembles the rest.
 *
 *   bottom   config; errors, time; db
 *   middle   limits, payments, staff, order-store, documents, offer, tax, budgets; sessions, email; context (AppContext), billing
 *   ordering the order's own module, above billing: placing, holds, events, fulfilment moves, reads
 *   top      the areas that answer calls: every `<area>/routes/` folder (a module's calls, named as
 *            the module is), and orders, console, reports, group-access, storefront, images,
 *            health, web; then demo, which seeds what they read
 *   app      app.ts, main.ts and the command-line entries
 *
 * A file imports its own area or an area of a lower rank, never one of its own rank or above: so
 * the areas that answer calls never lean on each other, and no two folders import each other.
 */
export const SERVER_RANKS = {
  config: 0,
  errors: 1,
  time: 1,
  db: 2,
  limits: 3,
  payments: 3,
  staff: 3,
  'order-store': 3,
  documents: 3,
  offer: 3,
  tax: 3,
  budgets: 3,
  sessions: 4,
  email: 4,
  context: 5,
  billing: 5,
  ordering: 6,
  console: 7,
  reports: 7,
  'group-access': 7,
  storefront: 7,
  images: 7,
  health: 7,
  web: 7,
  'paypal-stand-in': 7,
  demo: 8,
  app: 9,
};

/** The rank of the folders that answer calls: a module's `<area>/routes/` is one of them. */
const CALLS_RANK = 7;

const ROOT = fileURLToPath(new URL('../../apps/server/src', import.meta.url));

/** @param {string} relative a path inside apps/server/src, with forward slashes */
function areaOf(relative) {
  if (relative.startsWith('../') || path.posix.isAbsolute(relative)) return null;
  const parts = relative.split('/');
  if (parts.length === 1) return 'app';
  // A module's calls live beside it, in its routes/ folder, and rank with the other calls.
  return parts.length > 2 && parts[1] === 'routes' ? `${parts[0]}/routes` : parts[0];
}

/** @param {string} area @returns {number | undefined} */
function rankOf(area) {
  if (area.endsWith('/routes'))
    return SERVER_RANKS[/** @type {keyof typeof SERVER_RANKS} */ (area.slice(0, -7))] === undefined ? undefined : CALLS_RANK;
  return /** @type {Record<string, number>} */ (SERVER_RANKS)[area];
}

/** @type {import('eslint').Rule.RuleModule} */
export const serverLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports in the server run down its layers; the areas that answer calls never import each other.' },
    schema: [],
    messages: {
      unknownArea:
        'apps/server/src/{{area}} is in no layer: give it its rank in tools/eslint-rules/server-layers.js and docs/architecture.md.',
      upward:
        '{{from}} (rank {{fromRank}}) must not import {{to}} (rank {{toRank}}): imports run down the layers; move what both need lower.',
      sideways:
        '{{from}} must not import {{to}}: areas of one rank stay apart (rank {{fromRank}}); move what both need to a lower area.',
    },
  },
  create(context) {
    const inRoot = (/** @type {string} */ file) => path.relative(ROOT, file).split(path.sep).join('/');
    const from = areaOf(inRoot(context.filename));
    if (from === null) return {};

    /** @param {import('estree').Node} node @param {unknown} value */
    function check(node, value) {
      if (typeof value !== 'string' || !value.startsWith('.')) return;
      const to = areaOf(inRoot(path.resolve(path.dirname(context.filename), value)));
      if (to === null || to === from) return;
      const fromRank = rankOf(from);
      const toRank = rankOf(to);
      if (fromRank === undefined || toRank === undefined) {
        context.report({ node, messageId: 'unknownArea', data: { area: fromRank === undefined ? from : to } });
        return;
      }
      if (toRank > fromRank)
        context.report({ node, messageId: 'upward', data: { from, to, fromRank: String(fromRank), toRank: String(toRank) } });
      else if (toRank === fromRank)
        context.report({ node, messageId: 'sideways', data: { from, to, fromRank: String(fromRank) } });
    }

    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
