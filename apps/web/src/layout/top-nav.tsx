import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Toolbar from '@mui/material/Toolbar';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { Link as RouterLink } from 'react-router';
import { groupLogoPath, providerImagePath } from '@portal/domain';
import { useGroupPaths, useStorefront } from '../app/group';
import { useCart } from '../cart/cart-store';
import { FallbackImage } from '../shared/fallback-image';

/** The logos (to the store home), 'View Orders' and 'Cart (n)'. */
export function TopNav() {
  const storefront = useStorefront();
  const paths = useGroupPaths();
  const { count } = useCart(storefront);
  return (
    <AppBar color="inherit" elevation={1} component="header" sx={{ position: { xs: 'static', sm: 'sticky' } }}>
      <Toolbar sx={{ gap: { xs: 1, sm: 2 }, flexWrap: 'wrap', py: 1 }}>
        <Box
          component={RouterLink}
          to={paths.home}
          aria-label={`${storefront.title} home`}
          sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1, sm: 2 }, mr: 'auto', borderRadius: 1 }}
        >
          <FallbackImage
            src={providerImagePath(storefront.provider.logo)}
            alt=""
            height={40}
            width={120}
            loading="eager"
            style={{ height: 40, width: 'auto' }}
          />
          <FallbackImage
            src={groupLogoPath(storefront.company_logo)}
            alt=""
            height={40}
            width={120}
            loading="eager"
            style={{ height: 40, width: 'auto' }}
          />
        </Box>
        <Button component={RouterLink} to={paths.orders} startIcon={<ReceiptLongOutlined />} color="primary">
          View Orders
        </Button>
        <Button
          component={RouterLink}
          to={paths.checkout}
          startIcon={<ShoppingCartOutlined />}
          variant="contained"
          color="primary"
        >
          Cart ({count})
        </Button>
      </Toolbar>
    </AppBar>
  );
}
