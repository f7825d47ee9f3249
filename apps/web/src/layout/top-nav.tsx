import { useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { groupLogoPath, providerImagePath } from '@portal/domain';
import { useGroupPaths, useStorefront } from '../core/group';
import { logOut, useGroupSession } from '../core/group-session';
import { siteGroup } from '../core/site';
import { useCart } from '../cart/cart-store';
import { FallbackImage } from '../common/fallback-image';
import { Icon } from '../common/icons';

/** The logos (to the store home), 'View Orders', 'Cart (n)', and 'Log out' once logged in to a group with a password. */
export function TopNav() {
  const storefront = useStorefront();
  const paths = useGroupPaths();
  const { count } = useCart(storefront);
  const loggedIn = useGroupSession(storefront);
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const leave = async () => {
    setLeaving(true);
    try {
      await logOut(storefront.key);
      // Mode A's root is the login page; a site of one group starts again at its home.
      await navigate(siteGroup() ? paths.home : '/');
    } finally {
      setLeaving(false);
    }
  };
  return (
    <header className="top-nav">
      <div className="top-nav-bar">
        <RouterLink to={paths.home} aria-label={`${storefront.title} home`} className="top-nav-home">
          {/* Lazy: hidden below 600 px, where an eager one would still be fetched with the first screen. */}
          <FallbackImage
            className="top-nav-provider-logo"
            src={providerImagePath(storefront.provider.logo)}
            alt=""
            height={40}
            width={120}
            loading="lazy"
          />
          <FallbackImage src={groupLogoPath(storefront.company_logo)} alt="" height={40} width={120} loading="eager" />
        </RouterLink>
        <RouterLink to={paths.orders} className="button">
          <span className="button-icon">
            <Icon name="receipt" />
          </span>
          View Orders
        </RouterLink>
        <RouterLink to={paths.checkout} className="button button-contained">
          <span className="button-icon">
            <Icon name="cart" />
          </span>
          Cart ({count.toLocaleString('en-US')})
        </RouterLink>
        {storefront.has_password && loggedIn === true && (
          <button type="button" className="button top-nav-logout" onClick={() => void leave()} disabled={leaving}>
            <span className="button-icon">
              <Icon name="logout" />
            </span>
            <span className="visually-hidden-narrow">Log out</span>
          </button>
        )}
      </div>
    </header>
  );
}
