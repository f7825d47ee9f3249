import { PRODUCT_TYPES } from '@portal/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import {
  escapeXml,
  groupLogoSvg,
  initials,
  landingHeaderSvg,
  logoSvg,
  placeholderSvg,
  productSvg,
  providerLogoSvg,
} from './artwork';

const NASTY = 'R&D <Motors> "Best" O\'Neil';

/** Every tag closes in order, and no raw '<' or bare '&' sits in text: what an XML parser requires. */
function wellFormed(svg: string): boolean {
  const stack: string[] = [];
  const tag = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;
  let i = 0;
  while (i < svg.length) {
    const lt = svg.indexOf('<', i);
    const text = svg.slice(i, lt === -1 ? svg.length : lt);
    if (/&(?!(amp|lt|gt|quot|apos|#\d+);)/.test(text)) return false;
    if (lt === -1) break;
    tag.lastIndex = lt;
    const m = tag.exec(svg);
    if (!m) return false;
    const [, closing, name, attributes = '', selfClosing] = m;
    if (/&(?!(amp|lt|gt|quot|apos|#\d+);)/.test(attributes)) return false;
    if (closing) {
      if (stack.pop() !== name) return false;
    } else if (!selfClosing) stack.push(name ?? '');
    i = tag.lastIndex;
  }
  return stack.length === 0;
}

describe('artwork', () => {
  it('escapes the XML specials and drops characters XML forbids', () => {
    expect(escapeXml(`a&b<c>"d"'e`)).toBe('a&amp;b&lt;c&gt;&quot;d&quot;&apos;e');
    expect(escapeXml('a\u0001b\u0000c\td')).toBe('abc\td');
  });
  it('keeps SVG well-formed for names with &<>"', async () => {
    for (const svg of [logoSvg(NASTY), groupLogoSvg(NASTY), providerLogoSvg(NASTY), landingHeaderSvg(NASTY)]) {
      expect(wellFormed(svg)).toBe(true);
      expect(svg).not.toContain('<Motors>');
    }
    const logo = groupLogoSvg(NASTY);
    expect(logo).toContain('R&amp;D');
    expect(logo).toContain('&lt;Motors&gt;');
    expect(logo).toContain('&quot;Best&quot;');
    expect(logo).toContain('O&apos;Neil');
    expect(wellFormed('<svg><text>R&D</text></svg>')).toBe(false);
    // librsvg refuses malformed XML, so rendering is the final word.
    const meta = await sharp(Buffer.from(groupLogoSvg(NASTY))).metadata();
    expect(meta.width).toBe(480);
  });
  it('draws every category as a well-formed 600×600 tile', () => {
    for (const type of PRODUCT_TYPES) {
      const svg = productSvg(type, '#1f2a44', '#c3ae85');
      expect(wellFormed(svg), type).toBe(true);
      expect(svg).toContain('width="600" height="600"');
    }
  });
  it('draws every named variant as a well-formed tile, in every finish', () => {
    const names: Partial<Record<(typeof PRODUCT_TYPES)[number], string[]>> = {
      mens: [
        'Striped Polo',
        'Dress Shirt',
        'Quarter-Zip Pullover',
        'Insulated Jacket',
        'Puffer Vest',
        'Rain Shell',
        'Work Shirt',
        'Hi-Vis Polo',
        'Pullover Hoodie',
        'Crewneck Sweatshirt',
      ],
      womens: ['Ladies Full-Zip Hoodie', 'Ladies Three-Quarter Sleeve Knit', 'Ladies V-Neck Polo'],
      tshirts: ['Pocket Tee', 'Long Sleeve Tee', 'V-Neck Tee', 'Sleeveless Tee', 'Ladies Everyday Tee'],
      hat: ['Trucker', 'Rope Cap', 'Sandwich Bill Cap', 'Pom Pom Knit Beanie', 'Watch Cap', 'Visor', 'Bucket Hat'],
      accessory: [
        'Keychain',
        'Golf Umbrella',
        'Coffee Mug',
        'Water Bottle',
        'Spiral Notebook',
        'Lanyard',
        'Badge Reel',
        'Cooler Bag',
        'Tote Bag',
        'Pen',
      ],
      customs: ['Plate Frame', 'Key Fob', 'Die Cut Decal', 'Static Cling', 'Bumper Sticker'],
      office: ['Window Envelopes', 'Folders', 'Business Cards', 'Desk Name Plate', 'Copy Paper Case'],
      service: [
        'Floor Mats',
        'Seat Covers',
        'Steering Wheel Covers',
        'Numbered Key Tags',
        'Gloves',
        'Fender Cover',
        'Shop Towels',
        'Key Pouches',
        'Cards',
      ],
      sales: [
        'Window Flags',
        'Balloons',
        'Delivery Bow',
        'Sold Signs',
        'Plate Sleeves',
        'Price Stickers',
        'Hang Tags',
        'Agreement Forms',
      ],
      detail: ['Gallon', 'Wash Mitts', 'Microfiber Towels', 'Applicator Pads', 'Wheel Brush', 'Air Fresheners', 'Clay Bar Kit'],
      bodyshop: [
        'Masking Paper',
        'Masking Tape',
        'Tack Cloths',
        'Sanding Discs',
        'Mixing Cups',
        'Paint Strainers',
        'Estimate Folders',
      ],
      parts: ['Parts Bags', 'Parts Tags', 'Packing Tape', 'Bin Labels', 'Counter Invoices'],
    };
    const finishes = ['plain', 'heather', 'metallic', 'clear', 'assorted'] as const;
    const seen = new Set<string>();
    for (const [type, variants] of Object.entries(names)) {
      for (const variant of variants ?? []) {
        for (const finish of finishes) {
          const svg = productSvg(type as (typeof PRODUCT_TYPES)[number], '#1f2a44', undefined, { variant, finish });
          expect(wellFormed(svg), `${type} ${variant} ${finish}`).toBe(true);
          seen.add(svg);
        }
      }
    }
    // Each name got its own drawing rather than falling through to one shape per category.
    const plainCount = Object.values(names).flat().length;
    expect(seen.size).toBeGreaterThan(plainCount);
  });
  it('draws mens and womens differently, and uses the second fill for two-tone', () => {
    expect(productSvg('mens', '#1f2a44')).not.toBe(productSvg('womens', '#1f2a44'));
    expect(productSvg('hat', '#1f2a44', '#c3ae85')).toContain('#c3ae85');
    expect(productSvg('mens', '#1f2a44')).not.toContain('#c3ae85');
  });
  it('ignores a fill that is not a hex colour rather than injecting it', () => {
    const svg = productSvg('tshirts', '"/><script>');
    expect(svg).not.toContain('<script>');
    expect(wellFormed(svg)).toBe(true);
  });
  it('takes initials from up to three words, skipping minor words', () => {
    expect(initials('Guardian Chevrolet of Tampa')).toBe('GCT');
    expect(initials('HPM')).toBe('HPM');
    expect(initials('harbor point motors north')).toBe('HPM');
    expect(initials('&')).toBe('?');
  });
  it('colours logos deterministically from the name', () => {
    expect(logoSvg('Harbor Point')).toBe(logoSvg('Harbor Point'));
    expect(placeholderSvg(160)).toContain('width="160"');
  });
});
