import type { Config, DOMPurify } from 'dompurify';
import { AppError } from '../errors/app-error';

// The server has no DOM of its own: these are the few parts of jsdom's elements the cleaning reads.
interface SvgNode {
  nodeName: string;
  localName: string;
  namespaceURI: string | null;
  textContent: string | null;
  parentElement: SvgNode | null;
  children: ArrayLike<SvgNode>;
  getAttribute(name: string): string | null;
  setAttribute(name: string, value: string): void;
  querySelectorAll(selectors: string): ArrayLike<SvgNode>;
}
interface AttributeEvent {
  attrName: string;
  attrValue: string;
  keepAttr: boolean;
}

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
/** Raster pictures inside the drawing are kept when they are written into it, never fetched. */
const EMBEDDED_PICTURE = /^data:image\/(png|jpeg|gif|webp);base64,/i;
const URL_FUNCTION = /url\(\s*(['"]?)(.*?)\1\s*\)/gi;
const IMPORT_RULE = /@import\s+(?:url\(\s*)?(['"]?)([^'");\s]*)\1\s*\)?[^;]*;?/gi;
/** Where a drawing's shapes stay unseen until a <use> or a fill names them. */
const UNDRAWN = new Set([
  'defs',
  'symbol',
  'clippath',
  'mask',
  'pattern',
  'marker',
  'lineargradient',
  'radialgradient',
  'filter',
]);
const DRAWN = 'path, rect, circle, ellipse, line, polyline, polygon, text, image, use';

export const ENTITIES =
  'This SVG defines entities in its DOCTYPE, as some editors export it: export it without them (styling by presentation attributes), or upload a PNG.';
export const NOT_AN_SVG = 'This file is not an SVG drawing or a PNG picture.';
export const NOTHING_LEFT = 'Nothing is left of this SVG to draw once its scripts and outside references are taken out.';
export const NO_SIZE = 'This SVG says neither its size nor its viewBox; give its <svg> element a viewBox.';

/** Shapes an SVG may draw, each <use> counted as the shapes it repeats: past this it is refused before drawing. */
export const MAX_DRAWN_SHAPES = 10_000;
/** Elements nested in one another: a logo needs a few levels; thousands would exhaust the counting. */
const MAX_NESTING = 100;
export const TOO_MANY_SHAPES = `This SVG draws more than ${MAX_DRAWN_SHAPES.toLocaleString('en-US')} shapes once its repeated shapes (<use>) are counted: simplify it, or upload it as a PNG.`;
export const TOO_DEEP = `This SVG nests its elements more than ${MAX_NESTING} deep: simplify it, or upload it as a PNG.`;
export const USE_LOOP = 'This SVG repeats a shape inside itself (a <use> that leads back to itself), which cannot be drawn.';

/**
 * The shapes the drawing draws, each <use> counted as what it repeats (nested <use> multiply), so
 * a few hundred bytes that would draw millions of shapes are refused before any drawing.
 */
function drawnShapes(root: SvgNode): number {
  const byId = new Map<string, SvgNode>();
  for (const node of Array.from(root.querySelectorAll('[id]'))) byId.set(node.getAttribute('id') ?? '', node);
  const counted = new Map<SvgNode, number>();
  const open = new Set<SvgNode>();
  // What <defs>, <symbol> and the like hold is drawn only where a <use> names it: counted there.
  const count = (node: SvgNode, depth: number, used = false): number => {
    if (!used && UNDRAWN.has(node.localName.toLowerCase())) return 1;
    const known = counted.get(node);
    if (known !== undefined) return known;
    if (depth > MAX_NESTING) throw new AppError('UNPROCESSABLE', TOO_DEEP);
    if (open.has(node)) throw new AppError('UNPROCESSABLE', USE_LOOP);
    open.add(node);
    let total = 1;
    for (const child of Array.from(node.children)) {
      if (total > MAX_DRAWN_SHAPES) break;
      total += count(child, depth + 1);
    }
    if (node.localName.toLowerCase() === 'use' && total <= MAX_DRAWN_SHAPES) {
      const href = (node.getAttribute('href') ?? node.getAttribute('xlink:href') ?? '').trim();
      const target = href.startsWith('#') ? byId.get(href.slice(1)) : undefined;
      if (target) total += count(target, depth + 1, true);
    }
    open.delete(node);
    const capped = Math.min(total, MAX_DRAWN_SHAPES + 1);
    counted.set(node, capped);
    return capped;
  };
  return count(root, 0);
}

/** A cleaned SVG sized to fit the box, and what cleaning took out, in words. */
export interface CleanedSvg {
  svg: string;
  width: number;
  height: number;
  removed: string[];
}

interface Purifier {
  purify: DOMPurify;
  serialize(node: SvgNode): string;
}

let purifier: Promise<Purifier> | undefined;
/** Words of what the running sanitize call took out (it is synchronous: one call at a time). */
let current: { words: string[]; reported: Set<unknown> } = { words: [], reported: new Set() };

const shortened = (value: string) => (value.length > 80 ? `${value.slice(0, 77)}…` : value);

/** A style's or attribute's url(…) that is not a fragment of the drawing itself becomes none. */
function withoutOutsideUrls(value: string): string {
  return value.replace(URL_FUNCTION, (whole, _quote: string, target: string) => {
    if (target.trim().startsWith('#')) return whole;
    current.words.push(`a reference to ${shortened(target.trim())}`);
    return 'none';
  });
}

function keepsOnlyInsideReferences(node: SvgNode, event: AttributeEvent): void {
  const name = event.attrName.toLowerCase();
  if (name === 'href' || name === 'xlink:href') {
    const target = event.attrValue.trim();
    if (target.startsWith('#') || EMBEDDED_PICTURE.test(target)) return;
    event.keepAttr = false;
    current.words.push(`a reference to ${shortened(target)}`);
    current.reported.add(`${name} ${String(node.nodeName)}`);
    return;
  }
  // A CSS escape ('u\\72 l(…)') would hide a url( or an @import from the checks above.
  if (event.attrValue.includes('\\')) {
    event.keepAttr = false;
    current.words.push(`a ${name} attribute written with escapes`);
    current.reported.add(`${name} ${String(node.nodeName)}`);
    return;
  }
  if (/url\(/i.test(event.attrValue)) event.attrValue = withoutOutsideUrls(event.attrValue);
}

function cleanStyleSheet(node: SvgNode, event: { tagName: string }): void {
  if (event.tagName !== 'style' || !node.textContent) return;
  if (node.textContent.includes('\\')) {
    current.words.push('a style sheet written with escapes');
    node.textContent = '';
    return;
  }
  const sheet = node.textContent.replace(IMPORT_RULE, (_rule, _quote: string, target: string) => {
    current.words.push(`an @import of ${shortened(target)}`);
    return '';
  });
  node.textContent = withoutOutsideUrls(sheet);
}

/** DOMPurify on a jsdom window, made on the first SVG: the server starts without either. */
function thePurifier(): Promise<Purifier> {
  purifier ??= (async () => {
    const [{ JSDOM }, { default: createDOMPurify }] = await Promise.all([import('jsdom'), import('dompurify')]);
    const { window } = new JSDOM('');
    const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
    purify.addHook('uponSanitizeAttribute', (node, event) =>
      keepsOnlyInsideReferences(node as unknown as SvgNode, event as AttributeEvent),
    );
    purify.addHook('uponSanitizeElement', (node, event) => cleanStyleSheet(node as unknown as SvgNode, event));
    const serializer = new window.XMLSerializer();
    return {
      purify,
      serialize: (node) => serializer.serializeToString(node as unknown as Parameters<typeof serializer.serializeToString>[0]),
    };
  })();
  return purifier;
}

/** What DOMPurify took out on its own (scripts, handlers, foreign content), in words. */
function purifiersWords(removed: DOMPurify['removed']): string[] {
  const words: string[] = [];
  for (const entry of removed) {
    if ('element' in entry) {
      const name = String((entry.element as unknown as SvgNode).nodeName);
      if (name.startsWith('#') || ['HTML', 'HEAD', 'BODY'].includes(name)) continue;
      const lower = name.toLowerCase();
      words.push(
        lower === 'script'
          ? 'a script'
          : lower === 'foreignobject'
            ? 'a foreignObject (a web page inside the drawing)'
            : `a <${name}> element`,
      );
    } else {
      const attribute = (entry.attribute as unknown as { name: string } | null)?.name ?? '';
      const from = String((entry.from as unknown as SvgNode).nodeName);
      if (current.reported.has(`${attribute.toLowerCase()} ${from}`)) continue;
      words.push(
        attribute.toLowerCase().startsWith('on') ? `an ${attribute} handler` : `the ${attribute} attribute of a <${from}>`,
      );
    }
  }
  return words;
}

/** "a script", "a script" → "a script (2 times)": each thing named once, in the order found. */
function counted(words: readonly string[]): string[] {
  const counts = new Map<string, number>();
  for (const word of words) counts.set(word, (counts.get(word) ?? 0) + 1);
  return [...counts].map(([word, count]) => (count > 1 ? `${word} (${count} times)` : word));
}

const length = (value: string | null): number | null => {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/.exec(value ?? '');
  const number = match ? Number(match[1]) : NaN;
  return number > 0 ? number : null;
};

/** The drawing's own width and height: its viewBox's, else its width and height in pixels. */
function drawingSize(root: SvgNode): { width: number; height: number } {
  const box = (root.getAttribute('viewBox') ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (box.length === 4 && box.every(Number.isFinite) && box[2]! > 0 && box[3]! > 0) return { width: box[2]!, height: box[3]! };
  const [width, height] = [length(root.getAttribute('width')), length(root.getAttribute('height'))];
  if (width === null || height === null) throw new AppError('UNPROCESSABLE', NO_SIZE);
  root.setAttribute('viewBox', `0 0 ${width} ${height}`);
  return { width, height };
}

const isUndrawn = (node: SvgNode, root: SvgNode): boolean => {
  for (let at = node.parentElement; at && at !== root; at = at.parentElement)
    if (UNDRAWN.has(at.localName.toLowerCase())) return true;
  return false;
};

/** Whether the text looks like an SVG document: its first element, past a prolog, comments and a doctype, is <svg>. */
function startsAsSvg(text: string): boolean {
  const rest = text
    .replace(/^\uFEFF/, '')
    .replace(/^\s*<\?xml[\s\S]*?\?>/, '')
    .replace(/^(\s*(<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(\[[\s\S]*?\])?\s*>))*/i, '')
    .trimStart();
  return /^<svg[\s>/]/i.test(rest);
}

/**
 * Cleans an uploaded SVG for drawing (docs/catalogue.md#pictures-and-logos): no script, event
 * handler, foreignObject nor reference outside the drawing (an href other than '#…' or a picture
 * written into it, a url(…) other than url(#…), a style sheet's @import), and sizes it to fit
 * within the box, its proportions kept. Refuses a file that is not an SVG, and one with nothing
 * left to draw.
 */
export async function cleanSvg(bytes: Buffer, box: { width: number; height: number }): Promise<CleanedSvg> {
  const text = bytes.toString('utf8');
  if (!startsAsSvg(text)) throw new AppError('UNPROCESSABLE', NOT_AN_SVG);
  // Read as HTML, a DOCTYPE's entities would be dropped unexpanded and the logo drawn without its styles.
  if (/<!DOCTYPE[^>[]*\[/i.test(text)) throw new AppError('UNPROCESSABLE', ENTITIES);
  const { purify, serialize } = await thePurifier();
  current = { words: [], reported: new Set() };
  const config: Config & { RETURN_DOM: true } = {
    USE_PROFILES: { svg: true, svgFilters: true },
    // <use> draws a shape of the drawing again; its href is held to '#…' like every other.
    ADD_TAGS: ['use'],
    FORBID_TAGS: ['foreignObject'],
    RETURN_DOM: true,
  };
  const body = purify.sanitize(text, config) as unknown as SvgNode;
  const words = [...current.words, ...purifiersWords(purify.removed)];
  const roots = Array.from(body.children);
  const root = roots[0];
  if (roots.length !== 1 || !root || root.localName !== 'svg' || root.namespaceURI !== SVG_NAMESPACE)
    throw new AppError('UNPROCESSABLE', NOT_AN_SVG);
  if (!Array.from(root.querySelectorAll(DRAWN)).some((node) => !isUndrawn(node, root)))
    throw new AppError('UNPROCESSABLE', NOTHING_LEFT);
  if (drawnShapes(root) > MAX_DRAWN_SHAPES) throw new AppError('UNPROCESSABLE', TOO_MANY_SHAPES);
  const size = drawingSize(root);
  const scale = Math.min(box.width / size.width, box.height / size.height);
  const width = Math.max(1, Math.round(size.width * scale));
  const height = Math.max(1, Math.round(size.height * scale));
  root.setAttribute('width', String(width));
  root.setAttribute('height', String(height));
  return { svg: serialize(root), width, height, removed: counted(words) };
}
