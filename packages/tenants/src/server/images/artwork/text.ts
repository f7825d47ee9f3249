// Text in the artwork: escaping, initials, and sizing and wrapping names to fit a width.

export const FONT = 'DejaVu Sans, Verdana, Arial, Helvetica, sans-serif';

function isXmlChar(ch: string): boolean {
  const code = ch.codePointAt(0) ?? 0;
  return code === 0x9 || code === 0xa || code === 0xd || (code >= 0x20 && code !== 0xfffe && code !== 0xffff);
}

/** Escapes text for SVG content or attributes; drops characters XML 1.0 forbids outright. */
export function escapeXml(text: string): string {
  return [...text]
    .filter(isXmlChar)
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const MINOR_WORDS = new Set(['of', 'the', 'and', 'at', 'de', 'la', 'by']);

/** 'Guardian Chevrolet of Tampa' -> 'GCT'; a short all-caps word ('HPM') stays whole. */
export function initials(name: string): string {
  const words = name
    .split(/[\s/_\-.]+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((word) => word.length > 0);
  const major = words.filter((word) => !MINOR_WORDS.has(word.toLowerCase()));
  const use = major.length > 0 ? major : words;
  const only = use.length === 1 ? use[0] : undefined;
  if (only !== undefined && /^[\p{Lu}\p{N}]{2,3}$/u.test(only)) return only;
  const letters = use.slice(0, 3).map((word) => ([...word][0] ?? '').toUpperCase());
  return letters.join('') || '?';
}

/** The largest size up to max at which the initials fit width (DejaVu Sans Bold capitals; M and W are wider). */
export function fitInitials(letters: string, max: number, width: number): number {
  const ems = [...letters].reduce((sum, ch) => sum + (/[MW]/.test(ch) ? 0.98 : /[I1]/.test(ch) ? 0.4 : 0.76), 0);
  return Math.max(12, Math.min(max, Math.floor(width / Math.max(ems, 0.5))));
}

/** Greedy word wrap into at most maxLines lines, balancing by character count. */
export function wrap(text: string, maxLines: number): string[] {
  const words = text.trim().split(/\s+/);
  if (maxLines <= 1 || words.length <= 1) return [words.join(' ')];
  const total = text.trim().length;
  const target = Math.ceil(total / maxLines);
  const lines: string[] = [];
  let current = '';
  for (const word of words) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && candidate.length > target && lines.length < maxLines - 1) {
      lines.push(current);
      current = word;
    } else current = candidate;
  }
  lines.push(current);
  return lines;
}

/** Font size at which the longest line fits width (DejaVu Sans Bold averages ~0.64 em per character). */
export function fitSize(lines: string[], width: number, max: number, min: number): number {
  const longest = Math.max(...lines.map((l) => [...l].length), 1);
  return Math.max(min, Math.min(max, Math.floor(width / (longest * 0.64))));
}

export function textLines(
  lines: string[],
  x: number,
  centreY: number,
  size: number,
  fill: string,
  anchor: 'start' | 'middle',
  weight = 'bold',
): string {
  const gap = size * 1.15;
  const first = centreY - ((lines.length - 1) * gap) / 2;
  return lines
    .map(
      (l, i) =>
        `<text x="${x}" y="${(first + i * gap).toFixed(1)}" dy="0.35em" text-anchor="${anchor}" font-family="${FONT}" font-weight="${weight}" font-size="${size}" fill="${fill}">${escapeXml(l)}</text>`,
    )
    .join('');
}
