import { Link as RouterLink } from 'react-router';
import { groupLogoPath, providerImagePath } from '@portal/domain';
import { useGroupPaths, useStorefront } from '../app/group';
import { useCart } from '../cart/cart-store';
import { FallbackImage } from '../shared/fallback-image';
import { Icon } from '../shared/icons';

/** The logos (to the store home), 'View Orders' and 'Cart (n)'. */
export function TopNav() {
  const storefront = useStorefront();
  const paths = useGroupPaths();
  const { count } = useCart(storefront);
  return (
    <header className="top-nav">
      <div className="top-nav-bar">
        <RouterLink to={paths.home} aria-label={`${storefront.title} home`} className="top-nav-home">
          <FallbackImage src={providerImagePath(storefront.provider.logo)} alt="" height={40} width={120} loading="eager" />
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
          Cart ({count})
        </RouterLink>
      </div>
    </header>
  );
}
