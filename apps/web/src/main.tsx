import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CssBaseline, ThemeProvider, createTheme } from '@mui/material';
import { StoreHome } from './store-home/store-home';

const theme = createTheme({ palette: { primary: { main: '#1f3a5f' } } });
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <StoreHome groupKey="default" />
    </ThemeProvider>
  </StrictMode>,
);
