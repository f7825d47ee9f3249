/**
 * The look of the portal in one place: the MUI theme (core/mui/theme.ts) is made from these, and
 * so are the custom properties of the plain-CSS stylesheets (app/shell.css, app/controls.css), which
 * vite.config.ts writes at the head of shell.css at build time so the first screen draws with them
 * before any script runs and without MUI (decisions 015 and 025). Plain values only: nothing here may import MUI.
 *
 * What MUI derives itself (the darker primary, the shadows, an alert's tints) is written out for the
 * shell; core/tokens.test.ts checks it is what the theme derives.
 */
export const tokens = {
  color: {
    primary: '#1f3a5f',
    /** MUI's darker primary (hover of a contained button). */
    primaryDark: 'rgb(21, 40, 66)',
    /** Text and icons on the primary colour. */
    onPrimary: '#fff',
    secondary: '#b5472e',
    /** The theme's darker secondary: accent text on paper (the secondary itself is for fills). */
    secondaryDark: 'rgb(126, 49, 32)',
    text: 'rgba(0, 0, 0, 0.87)',
    textSecondary: 'rgba(0, 0, 0, 0.6)',
    textDisabled: 'rgba(0, 0, 0, 0.38)',
    /** MUI's hover tint of a neutral control (action.hover). */
    actionHover: 'rgba(0, 0, 0, 0.04)',
    grey50: '#fafafa',
    grey100: '#f5f5f5',
    divider: 'rgba(0, 0, 0, 0.12)',
    paper: '#fff',
    page: '#f7f6f3',
    /** Behind an item's picture while it loads, and around a picture drawn smaller than its box. */
    picture: '#f3f2ef',
    /**
     * Behind the quantity grid's row of the colour shown and the price ladder's step the order is on
     * (opaque, so the grid's sticky colour column hides what scrolls under it).
     */
    selected: '#e9eef5',
    /** The thin edge of a colour swatch, so that a white one shows on white. */
    swatchEdge: 'rgba(0, 0, 0, 0.25)',
    /** The keyboard focus ring on every control. */
    focus: '#e0a100',
    /** Behind the spinner while a screen loads. */
    backdrop: 'rgba(0, 0, 0, 0.5)',
    /** MUI's own info and error colours, which the theme keeps, so its derived shades stay MUI's. */
    info: '#0288d1',
    /** Behind white text, where the info colour itself is too light for AA (a toast). */
    infoDark: '#01579b',
    error: '#d32f2f',
    warning: '#ed6c02',
    success: '#2e7d32',
  },
  /** The shell's notices, drawn like MUI's standard Alert: text and tint derived from each colour's light shade. */
  notice: {
    infoText: 'rgb(1, 67, 97)',
    infoBackground: 'rgb(229, 246, 253)',
    errorText: 'rgb(95, 33, 32)',
    errorBackground: 'rgb(253, 237, 237)',
    warningText: 'rgb(102, 60, 0)',
    warningBackground: 'rgb(255, 244, 229)',
    successText: 'rgb(30, 70, 32)',
    successBackground: 'rgb(237, 247, 237)',
  },
  font: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  /** px */
  radius: 8,
  /** px: one step of MUI's spacing; the shell's lengths are multiples of it. */
  spacing: 8,
  /** px, MUI's: shell.css writes its media queries with these (a custom property cannot be used there). */
  breakpoints: { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536 },
  /** MUI's elevations 1, 2 and 4. */
  shadow: {
    1: '0px 2px 1px -1px rgba(0,0,0,0.2),0px 1px 1px 0px rgba(0,0,0,0.14),0px 1px 3px 0px rgba(0,0,0,0.12)',
    2: '0px 3px 1px -2px rgba(0,0,0,0.2),0px 2px 2px 0px rgba(0,0,0,0.14),0px 1px 5px 0px rgba(0,0,0,0.12)',
    4: '0px 2px 4px -1px rgba(0,0,0,0.2),0px 4px 5px 0px rgba(0,0,0,0.14),0px 1px 10px 0px rgba(0,0,0,0.12)',
  },
} as const;

/** '#1f3a5f' at 4 %: 'rgba(31, 58, 95, 0.04)', as MUI's alpha() writes it. */
export function withOpacity(hex: string, opacity: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  return `rgba(${value >> 16}, ${(value >> 8) & 0xff}, ${value & 0xff}, ${opacity})`;
}

/** The custom properties the plain-CSS stylesheets (app/*.css) draw with, by name. */
export function shellVariables(): Record<`--${string}`, string> {
  const { color, notice } = tokens;
  return {
    '--primary': color.primary,
    '--primary-dark': color.primaryDark,
    // MUI's hover tint (action.hoverOpacity) and an outlined button's border.
    '--primary-hover': withOpacity(color.primary, 0.04),
    '--primary-outline': withOpacity(color.primary, 0.5),
    '--on-primary': color.onPrimary,
    '--on-primary-rule': 'rgba(255, 255, 255, 0.2)',
    '--text': color.text,
    '--text-secondary': color.textSecondary,
    '--text-disabled': color.textDisabled,
    '--action-hover': color.actionHover,
    '--grey-50': color.grey50,
    '--grey-100': color.grey100,
    '--secondary': color.secondary,
    '--secondary-dark': color.secondaryDark,
    '--divider': color.divider,
    '--paper': color.paper,
    '--page': color.page,
    '--picture': color.picture,
    '--selected': color.selected,
    '--swatch-edge': color.swatchEdge,
    '--focus': color.focus,
    '--backdrop': color.backdrop,
    '--info': color.info,
    '--info-dark': color.infoDark,
    '--error': color.error,
    '--warning': color.warning,
    '--success': color.success,
    '--info-text': notice.infoText,
    '--info-background': notice.infoBackground,
    '--error-text': notice.errorText,
    '--error-background': notice.errorBackground,
    '--warning-text': notice.warningText,
    '--warning-background': notice.warningBackground,
    '--success-text': notice.successText,
    '--success-background': notice.successBackground,
    '--font': tokens.font,
    '--radius': `${tokens.radius}px`,
    '--shadow-1': tokens.shadow[1],
    '--shadow-2': tokens.shadow[2],
    '--shadow-4': tokens.shadow[4],
  };
}

/** shellVariables() as the :root rule vite.config.ts puts at the head of shell.css. */
export function shellVariablesCss(): string {
  const declarations = Object.entries(shellVariables()).map(([name, value]) => `  ${name}: ${value};`);
  return `:root {\n${declarations.join('\n')}\n}\n`;
}
