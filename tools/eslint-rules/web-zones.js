// @ts-check
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The zones of the web app's source (docs/architecture.md), top to bottom:
 *
 *   main.tsx, app/          the entry and the router
 *   layout/, screens/<name>/ what the router draws; each screen is a zone of its own
 *   common/                 pieces two or more screens use
 *   core/, cart/            what everything builds on: group, session, API client, theme, cart
 *
 * An import stays in its zone or runs down; screens never import each other. The console is a
 * screen made of screens: each folder of screens/console/ (board, order, reports…) is a zone of its
 * own, and the files beside them in screens/console/ (its API client, frame, dialogs) are what they
 * share, below them: a console screen imports those, never another console screen. The folders
 * named in SHARED_CONSOLE_FOLDERS (api/: its client, area by area) belong to what they share. With
 * `{ plainCss: true }` (set on the plain-CSS zone in eslint.config.js, decision 015) a file also
 * imports nothing that pulls MUI in: no `@mui/*` or `@emotion/*`, nothing under a folder named
 * `mui`. A dynamic `import()` is a chunk of its own, so it is left to the layering alone.
 */
const LAYERS = { top: 3, middle: 2, common: 1, bottom: 0 };

/** The screen whose folders are screens of their own. */
const CONSOLE = 'console';

/** The folders of screens/console/ that are no screen but part of what its screens share. */
const SHARED_CONSOLE_FOLDERS = new Set(['api']);

/** The web app's source, found from this file so the rule works whichever folder ESLint runs in. */
const ROOT = fileURLToPath(new URL('../../apps/web/src', import.meta.url));

/**
 * @param {string} relative a path inside the source root, with forward slashes
 * @returns {{ name: string, layer: number } | null}
 */
function zoneOf(relative) {
  if (relative.startsWith('../') || path.posix.isAbsolute(relative)) return null;
  const [first, second, third, fourth] = relative.split('/');
  if (second === undefined || first === 'app') return { name: 'app', layer: LAYERS.top };
  if (first === 'layout') return { name: 'layout', layer: LAYERS.middle };
  if (first === 'screens' && second === CONSOLE && fourth !== undefined && !SHARED_CONSOLE_FOLDERS.has(third ?? ''))
    return { name: `screens/${CONSOLE}/${third}`, layer: LAYERS.middle };
  if (first === 'screens') return { name: `screens/${second}`, layer: LAYERS.middle };
  if (first === 'common') return { name: 'common', layer: LAYERS.common };
  if (first === 'core' || first === 'cart') return { name: 'core', layer: LAYERS.bottom };
  return null;
}

/**
 * Where a zone is in the console: 'shared' for the files of screens/console/, 'screen' for a folder
 * of it, null outside the console.
 *
 * @param {string} name
 */
function consolePart(name) {
  if (name === `screens/${CONSOLE}`) return 'shared';
  return name.startsWith(`screens/${CONSOLE}/`) ? 'screen' : null;
}

/** @param {string} source */
const isMuiPackage = (source) => /^@(mui|emotion)\//.test(source);

/** @param {string} relative */
const isMuiFolder = (relative) => relative.split('/').includes('mui');

/** @type {import('eslint').Rule.RuleModule} */
export const webZones = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Imports in the web app run down its zones, screens (and the console screens) stay apart, the plain-CSS zone stays free of MUI.',
    },
    schema: [
      {
        type: 'object',
        properties: { plainCss: { type: 'boolean' } },
        additionalProperties: false,
      },
    ],
    messages: {
      intoApp: 'Only main.tsx and app/ import app/: move what {{from}} needs from it to core/.',
      otherScreen: 'Screens never import each other: move what {{from}} borrows from {{to}} to common/.',
      otherConsoleScreen:
        'Console screens never import each other: move what {{from}} borrows from {{to}} to a file of screens/console/ beside them.',
      consoleUpward: 'The files of screens/console/ are what its screens share, below them: they must not import {{to}}.',
      upward: '{{from}} must not import {{to}}: imports run down, app → layout and screens → common → core and cart.',
      mui: 'The plain-CSS zone (decision 015) imports nothing that pulls MUI in ({{source}}): draw it with shell.css classes.',
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const inRoot = (/** @type {string} */ file) => path.relative(ROOT, file).split(path.sep).join('/');
    const fileRelative = inRoot(context.filename);
    const from = zoneOf(fileRelative);

    /**
     * @param {import('estree').Node} node
     * @param {unknown} value
     * @param {boolean} dynamic
     */
    function check(node, value, dynamic) {
      if (typeof value !== 'string') return;
      const relative = value.startsWith('.') ? inRoot(path.resolve(path.dirname(context.filename), value)) : null;
      if (options.plainCss && !dynamic && (isMuiPackage(value) || (relative !== null && isMuiFolder(relative)))) {
        context.report({ node, messageId: 'mui', data: { source: value } });
        return;
      }
      if (!from || relative === null) return;
      const to = zoneOf(relative);
      if (!to || to.name === from.name) return;
      const data = { from: from.name, to: to.name };
      const consoleFrom = consolePart(from.name);
      const consoleTo = consolePart(to.name);
      if (to.name === 'app') context.report({ node, messageId: 'intoApp', data });
      else if (consoleFrom && consoleTo) {
        // Down to what the console's screens share is the one way between its zones.
        if (consoleTo === 'shared') return;
        context.report({ node, messageId: consoleFrom === 'shared' ? 'consoleUpward' : 'otherConsoleScreen', data });
      } else if (from.name.startsWith('screens/') && to.name.startsWith('screens/'))
        context.report({ node, messageId: 'otherScreen', data });
      else if (to.layer >= from.layer) context.report({ node, messageId: 'upward', data });
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value, false),
      ExportNamedDeclaration: (node) => {
        if (node.source) check(node.source, node.source.value, false);
      },
      ExportAllDeclaration: (node) => check(node.source, node.source.value, false),
      ImportExpression: (node) => {
        if (node.source.type === 'Literal') check(node.source, node.source.value, true);
      },
    };
  },
};
