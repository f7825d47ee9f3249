import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { createRoutes } from './app/router';
import { siteGroup } from './app/site';
import { theme } from './app/theme';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

const router = createBrowserRouter(createRoutes(siteGroup()));

createRoot(root).render(
  <StrictMode>
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RouterProvider router={router} />
    </ThemeProvider>
  </StrictMode>,
);
