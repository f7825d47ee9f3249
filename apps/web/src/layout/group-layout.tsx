import { Outlet } from 'react-router';
import { useStorefront } from '../app/group';
import { Footer } from './footer';
import { LoadingBackdrop } from './loading-backdrop';
import { TopNav } from './top-nav';

/** Every group screen: a skip link, the top navigation, the screen, the footer. */
export function GroupLayout() {
  const storefront = useStorefront();
  return (
    <div className="layout">
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
