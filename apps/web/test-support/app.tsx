import { render } from '@testing-library/react';
// RouterProvider from 'react-router' itself (main.tsx takes the one of 'react-router/dom', which
// adds flushSync): under Vitest, 'react-router/dom' would load a second copy of the router.
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createRoutes } from '../src/app/router';
import './browser';

/**
 * The app at an address, as the browser's router draws it (mode A: each group under its prefix):
 * the group's layout loads its storefront through fetch (see mockServer), then the screen's chunk.
 */
export function renderApp(address: string, state?: unknown) {
  const [beforeHash = '/', hash = ''] = address.split('#');
  const [pathname = '/', search = ''] = beforeHash.split('?');
  const router = createMemoryRouter(createRoutes(null), {
    initialEntries: [{ pathname, search: search ? `?${search}` : '', hash: hash ? `#${hash}` : '', state }],
  });
  render(<RouterProvider router={router} />);
  return router;
}
