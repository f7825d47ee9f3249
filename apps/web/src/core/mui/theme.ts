import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    primary: { main: '#1f3a5f' },
    secondary: { main: '#b5472e' },
    background: { default: '#f7f6f3' },
  },
  shape: { borderRadius: 8 },
  typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif' },
  // The page baseline and the focus ring on every control live in shell.css (no CssBaseline).
  components: {
    // MUI marks keyboard focus with .Mui-focusVisible, not :focus-visible: ring it too.
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible': { outline: '3px solid #e0a100', outlineOffset: '2px' } } },
    },
    // A card clips what is drawn outside it: its ring goes inside.
    MuiCardActionArea: { styleOverrides: { root: { '&.Mui-focusVisible': { outlineOffset: '-3px' } } } },
  },
});
