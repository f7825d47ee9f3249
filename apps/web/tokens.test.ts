import { readdirSync, readFileSync } from 'node:fs';
import { alpha, darken } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from './src/core/mui/theme';
import { shellVariables, shellVariablesCss, tokens, withOpacity } from './src/core/tokens';

// The plain-CSS screens and the MUI ones look as one because both are made from core/tokens.ts.
// The entry's (app/*.css) and each moved screen's own (app/styles/*.css).
const appDir = new URL('./src/app/', import.meta.url);
const stylesheets = ['', 'styles/'].flatMap((folder) =>
  readdirSync(new URL(folder, appDir))
    .filter((name) => name.endsWith('.css'))
    .map((name) => ({ name: `${folder}${name}`, css: readFileSync(new URL(`${folder}${name}`, appDir), 'utf8') })),
);

describe('the tokens', () => {
  it('make the MUI theme', () => {
    expect(theme.palette.primary.main).toBe(tokens.color.primary);
    expect(theme.palette.secondary.main).toBe(tokens.color.secondary);
    expect(theme.palette.text.primary).toBe(tokens.color.text);
    expect(theme.palette.text.secondary).toBe(tokens.color.textSecondary);
    expect(theme.palette.divider).toBe(tokens.color.divider);
    expect(theme.palette.background).toEqual({ default: tokens.color.page, paper: tokens.color.paper });
    expect(theme.shape.borderRadius).toBe(tokens.radius);
    expect(theme.spacing(1)).toBe(`${tokens.spacing}px`);
    expect(theme.typography.fontFamily).toBe(tokens.font);
    expect(theme.breakpoints.values).toEqual(tokens.breakpoints);
  });

  it('write out for the shell what the theme derives', () => {
    expect(tokens.color.primaryDark).toBe(darken(tokens.color.primary, 0.3));
    expect(tokens.color.onPrimary).toBe(theme.palette.getContrastText(tokens.color.primary));
    expect(withOpacity(tokens.color.primary, 0.04)).toBe(alpha(tokens.color.primary, theme.palette.action.hoverOpacity));
    expect(tokens.color.info).toBe(theme.palette.info.main);
    expect(tokens.color.error).toBe(theme.palette.error.main);
    expect(tokens.color.infoDark).toBe(theme.palette.info.dark);
    expect(tokens.color.warning).toBe(theme.palette.warning.main);
    expect(tokens.color.success).toBe(theme.palette.success.main);
    expect(tokens.color.secondaryDark).toBe(theme.palette.secondary.dark);
    expect(tokens.color.textDisabled).toBe(theme.palette.text.disabled);
    expect(tokens.color.actionHover).toBe(theme.palette.action.hover);
    expect(tokens.color.grey50).toBe(theme.palette.grey[50]);
    expect(tokens.color.grey100).toBe(theme.palette.grey[100]);
    // MUI's standard Alert: the text darkened from the light shade, the tint lightened from it.
    expect(tokens.notice.infoText).toBe(theme.darken(theme.palette.info.light, 0.6));
    expect(tokens.notice.infoBackground).toBe(theme.lighten(theme.palette.info.light, 0.9));
    expect(tokens.notice.errorText).toBe(theme.darken(theme.palette.error.light, 0.6));
    expect(tokens.notice.errorBackground).toBe(theme.lighten(theme.palette.error.light, 0.9));
    expect(tokens.notice.warningText).toBe(theme.darken(theme.palette.warning.light, 0.6));
    expect(tokens.notice.warningBackground).toBe(theme.lighten(theme.palette.warning.light, 0.9));
    expect(tokens.notice.successText).toBe(theme.darken(theme.palette.success.light, 0.6));
    expect(tokens.notice.successBackground).toBe(theme.lighten(theme.palette.success.light, 0.9));
    for (const level of [1, 2, 4] as const) expect(tokens.shadow[level]).toBe(theme.shadows[level]);
  });
});

describe('the plain-CSS stylesheets (app/*.css, app/styles/*.css)', () => {
  it('are the shell and the controls, at least', () => {
    expect(stylesheets.map(({ name }) => name)).toEqual(expect.arrayContaining(['shell.css', 'controls.css']));
  });

  it('draw with the custom properties the tokens give, each of them used', () => {
    const used = new Set(stylesheets.flatMap(({ css }) => [...css.matchAll(/var\((--[a-z0-9-]+)\)/g)].map((match) => match[1])));
    expect([...used].sort()).toEqual(Object.keys(shellVariables()).sort());
  });

  it.each(stylesheets)('$name writes no colour of its own', ({ css }) => {
    const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
    expect(withoutComments).not.toMatch(/#[0-9a-f]{3,8}\b|rgba?\(|hsla?\(/i);
  });

  it.each(stylesheets)("$name uses the tokens' breakpoints in its media queries", ({ css }) => {
    const values = Object.values(tokens.breakpoints);
    for (const [, bound, width] of css.matchAll(/\((min|max)-width: ([\d.]+)px\)/g)) {
      // A max-width query ends just under a breakpoint, as MUI's down() does.
      expect(values, `${bound}-width: ${width}px`).toContain(bound === 'max' ? Math.round(Number(width) + 0.05) : Number(width));
    }
  });
});

describe('shell.css', () => {
  it('gets them in a :root rule vite.config.ts puts at its head, before every other stylesheet', () => {
    expect(shellVariablesCss()).toMatch(/^:root \{\n {2}--primary: #1f3a5f;\n/);
    for (const { css } of stylesheets) expect(css).not.toMatch(/:root\s*\{/);
  });
});
