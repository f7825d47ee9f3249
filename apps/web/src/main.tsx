import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createRoutes } from './app/router';
import { siteGroup } from './core/site';
import './app/shell.css';
import './app/controls.css';
import './app/styles/landing.css';
import './app/styles/stores.css';
import './app/styles/orders.css';
import './app/styles/checkout.css';
import './app/styles/success.css';
import './app/styles/item.css';
import './app/styles/approval.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

const router = createBrowserRouter(createRoutes(siteGroup()));

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
