import { useState } from 'react';
import { useLoaderData, useNavigate, useRouteError } from 'react-router';
import { providerImagePath, UNEXPECTED_ERROR_MESSAGE, type StorefrontProvider } from '@portal/domain';
import { loadStorefront } from '../../core/api/storefront';
import { groupPaths } from '../../core/group';
import { FallbackImage } from '../../common/fallback-image';
import { Notice } from '../../common/notice';
import { LandingFooter, LandingHeader, SupportBanner } from './landing-frame';
import { LoginDialog } from './login-dialog';

/** The provider's details are the same on every storefront: the default group's is always there. */
export async function loader(): Promise<StorefrontProvider> {
  const storefront = await loadStorefront('default');
  return storefront.provider;
}

/**
 * Root landing (mode A): support banner, address, header image, LOGIN and a footer
 * (docs/product.md#landing-and-login). Drawn with plain elements and app/styles/landing.css, no MUI
 * (decision 025): it is the first screen of a visit that starts at the root.
 */
export function Component() {
  const provider = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const [loginOpen, setLoginOpen] = useState(false);

  return (
    <div className="layout">
      <SupportBanner provider={provider} />
      <LandingHeader provider={provider} />

      <main id="main" className="layout-main">
        <FallbackImage
          src={providerImagePath(provider.header_image)}
          alt={`${provider.name}: apparel, custom printed items and shop supplies`}
          width={1600}
          height={500}
          loading="eager"
          className="landing-hero"
        />
        <div className="container landing-intro">
          <h1 className="title landing-title">Dealership ordering portal</h1>
          <p className="landing-lead">
            Branded apparel, accessories, custom printed items and shop supplies for your dealership group. Log in with your
            group&apos;s password to open your store.
          </p>
          <button type="button" className="button button-contained button-large landing-login" onClick={() => setLoginOpen(true)}>
            LOGIN
          </button>
        </div>
      </main>

      <LandingFooter provider={provider} />

      <LoginDialog
        open={loginOpen}
        onClose={() => setLoginOpen(false)}
        onLoggedIn={(answer) => {
          setLoginOpen(false);
          void navigate(groupPaths(answer.route_prefix ?? answer.group, null).home);
        }}
      />
    </div>
  );
}

/** The provider's details could not load: say so and offer a retry. */
export function ErrorBoundary() {
  const error = useRouteError();
  return (
    <main className="container landing-error">
      <h1 className="title">The home page could not be loaded</h1>
      <Notice severity="error">
        <p>{error instanceof Error ? error.message : UNEXPECTED_ERROR_MESSAGE}</p>
      </Notice>
      <button type="button" className="button button-contained" onClick={() => window.location.reload()}>
        Try again
      </button>
    </main>
  );
}
