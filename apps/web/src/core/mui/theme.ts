import { createTheme } from '@mui/material/styles';
import { tokens } from '../tokens';

const { color } = tokens;

/** The MUI screens' theme, from the tokens the plain-CSS shell draws with too (core/tokens.ts). */
export const theme = createTheme({
  breakpoints: { values: tokens.breakpoints },
  palette: {
    primary: { main: color.primary, dark: color.primaryDark, contrastText: color.onPrimary },
    secondary: { main: color.secondary },
    text: { primary: color.text, secondary: color.textSecondary },
    divider: color.divider,
    background: { default: color.page, paper: color.paper },
  },
  shape: { borderRadius: tokens.radius },
  spacing: tokens.spacing,
  typography: { fontFamily: tokens.font },
  // The page baseline and the focus ring on every control live in shell.css (no CssBaseline).
  components: {
    // MUI marks keyboard focus with .Mui-focusVisible, not :focus-visible: ring it too.
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible': { outline: `3px solid ${color.focus}`, outlineOffset: '2px' } } },
    },
    // A card clips what is drawn outside it: its ring goes inside.
    MuiCardActionArea: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: '-3px' } } } },
  },
});
