import type { ComponentType } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme';

/**
 * A screen drawn with MUI, given its theme. The shell and the store home are plain CSS, so MUI and
 * the theme load with the first screen that needs them (each such screen imports this), not with
 * the first screen of a visit.
 */
export function withMuiTheme(Screen: ComponentType): ComponentType {
  const Themed = () => (
    <ThemeProvider theme={theme}>
      <Screen />
    </ThemeProvider>
  );
  Themed.displayName = `Themed(${Screen.displayName ?? Screen.name})`;
  return Themed;
}
