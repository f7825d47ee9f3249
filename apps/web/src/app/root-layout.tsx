import { Outlet, ScrollRestoration } from 'react-router';

/**
 * Above every route, the console's too: a screen reached by a link or a redirect starts at its
 * top, and Back or Forward returns to where the page was left (positions kept per history entry).
 */
export function RootLayout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}
