import { Outlet, useMatches } from 'react-router';
import { useStorefront } from '../core/group';
import { documentTitle } from '../core/screen-titles';
import { Footer } from './footer';
import { LoadingBackdrop } from './loading-backdrop';
import { TopNav } from './top-nav';

/** Every group screen: a skip link, the top navigation, the screen, the footer. */
export function GroupLayout() {
  const storefront = useStorefront();
  const matches = useMatches();
  return (
    <div className="layout">
      <title>{documentTitle(matches, storefront)}</title>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <TopNav />
      <main id="main" className="layout-main" tabIndex={-1}>
        <Outlet />
      </main>
      <Footer storefront={storefront} />
      <LoadingBackdrop />
    </div>
  );
}
