import { describe, expect, it } from 'vitest';
import { AppError } from '../errors/app-error';
import { cleanSvg, ENTITIES, NO_SIZE, NOT_AN_SVG, TOO_DEEP, TOO_MANY_SHAPES, USE_LOOP } from './svg-cleaning';

const BOX = { width: 600, height: 300 };
const clean = (svg: string) => cleanSvg(Buffer.from(svg), BOX);
const refusal = async (svg: string) => {
  const error = await clean(svg).catch((caught: unknown) => caught);
  return error instanceof AppError ? [error.status, error.message] : error;
};
const DOT =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==';

describe('cleaning an uploaded SVG', () => {
  it('keeps what draws inside the drawing: a gradient by url(#…), a <use> of its own shape, a picture written into it', async () => {
    const { svg, removed } =
      await clean(`<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 100 100">
      <defs><linearGradient id="g"><stop offset="0" stop-color="#123456"/></linearGradient><circle id="dot" r="5"/></defs>
      <rect width="100" height="100" fill="url(#g)"/><use href="#dot" x="50" y="50"/><image xlink:href="${DOT}" width="4" height="4"/>
    </svg>`);
    expect(removed).toEqual([]);
    expect(svg).toContain('fill="url(#g)"');
    expect(svg).toContain('<use href="#dot"');
    expect(svg).toContain(`xlink:href="${DOT}"`);
    // A standalone XML document librsvg reads, sized to fit the box.
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain('width="300" height="300"');
  });

  it('takes out a javascript: link, a reference to another file and an SVG picture written in, each named once with a count', async () => {
    const { svg, removed } =
      await clean(`<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40" onclick="a()" onmouseover="b()">
      <a href="javascript:alert(1)"><rect width="120" height="40" onclick="c()"/></a>
      <use href="other.svg#shape"/><image href="data:image/svg+xml;base64,PHN2Zy8+" width="1" height="1"/>
    </svg>`);
    expect(removed).toEqual([
      'a reference to javascript:alert(1)',
      'a reference to other.svg#shape',
      'a reference to data:image/svg+xml;base64,PHN2Zy8+',
      // DOMPurify walks an element's attributes last to first.
      'an onmouseover handler',
      'an onclick handler (2 times)',
    ]);
    expect(svg).not.toMatch(/javascript|other\.svg|onclick|onmouseover|svg\+xml/);
    // Its width and height become the viewBox, then the box's: 120 × 40 fits as 600 × 200.
    expect(svg).toContain('viewBox="0 0 120 40"');
    expect(svg).toContain('width="600" height="200"');
  });

  it('refuses what is not an SVG, and an SVG with no size to draw it at', async () => {
    for (const text of [
      '<html><body><svg viewBox="0 0 1 1"><rect/></svg></body></html>',
      'hello <svg viewBox="0 0 1 1"><rect/></svg>',
      '{"svg": 1}',
    ])
      expect(await refusal(text), text).toEqual([422, NOT_AN_SVG]);
    expect(await refusal('<svg xmlns="http://www.w3.org/2000/svg"><rect width="5" height="5"/></svg>')).toEqual([422, NO_SIZE]);
  });

  it('refuses an SVG whose nested <use> repeat a shape past 10,000 times, one that uses itself, and one nested too deep', async () => {
    // Four levels of ten copies: 10,000 blurred paths from under a kilobyte.
    const levels = [1, 2, 3, 4]
      .map((level) => `<g id="l${level}">${Array.from({ length: 10 }, () => `<use href="#l${level - 1}"/>`).join('')}</g>`)
      .join('');
    const nested = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><defs><path id="l0" d="M0 0h9v9z"/>${levels}</defs><use href="#l4"/></svg>`;
    expect(await refusal(nested)).toEqual([422, TOO_MANY_SHAPES]);
    // Three levels (1,000 shapes) is a drawing like any other.
    const fewer = nested.replace('<use href="#l4"/></svg>', '<use href="#l3"/></svg>');
    expect((await clean(fewer)).removed).toEqual([]);
    const loop =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><g id="a"><rect width="1" height="1"/><use href="#a"/></g></svg>';
    expect(await refusal(loop)).toEqual([422, USE_LOOP]);
    const deep = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${'<g>'.repeat(150)}<rect width="1" height="1"/>${'</g>'.repeat(150)}</svg>`;
    expect(await refusal(deep)).toEqual([422, TOO_DEEP]);
  });

  it('takes out styles written with CSS escapes, which could hide a url( or an @import, and refuses a DOCTYPE with entities', async () => {
    const { svg, removed } = await clean(
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><style>@\\69mport "http://evil.example/x.css";</style><rect width="9" height="9" style="fill:u\\72 l(file:///etc/passwd)"/></svg>`,
    );
    expect(removed).toEqual(['a style sheet written with escapes', 'a style attribute written with escapes']);
    expect(svg).not.toMatch(/evil|passwd|\\/);
    const entities = `<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x" [<!ENTITY st0 "fill:red">]><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="9" height="9" style="&st0;"/></svg>`;
    expect(await refusal(entities)).toEqual([422, ENTITIES]);
  });
});
