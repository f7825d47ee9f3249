import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import {
  CATEGORY_TITLES,
  TOAST_DURATION_MS,
  isQuantityBreakItem,
  type CatalogueItem,
  type StorefrontAnswer,
} from '@portal/domain';
import { loadStorefront } from '../../core/api/storefront';
import { useGroupPaths, useStorefront, type GroupPaths } from '../../core/group';
import { siteGroup } from '../../core/site';
import { withMuiTheme } from '../../core/mui/mui-screen';
import { isItemLinkState } from '../../common/item-link-state';
import { ColourPicker } from './colour-picker';
import { ItemHeading } from './item-heading';
import { ItemPicture } from './item-picture';
import { LogoSection } from './logo-section';
import { PriceLadder } from './price-ladder';
import { QuantityGrid } from './quantity-grid';
import { useItemOrder } from './use-item-order';

interface ItemLoaderData {
  code: string;
  item: CatalogueItem | null;
}

/** Looks the item up by code in the group's catalogue (already fetched, or shared with the layout's fetch). */
export async function loader({ params }: LoaderFunctionArgs): Promise<ItemLoaderData> {
  const code = params.id ?? '';
  const storefront = await loadStorefront(params.group ?? siteGroup() ?? '');
  return { code, item: storefront.catalogue.find((candidate) => candidate.code === code) ?? null };
}

/** Where the back arrow goes: the list the buyer came from, else the item's category (customs: the store list). */
function backTarget(state: unknown, item: CatalogueItem, storefront: StorefrontAnswer, paths: GroupPaths) {
  if (isItemLinkState(state)) return { to: state.from, label: state.fromTitle };
  if (item.type === 'customs' && storefront.stores.length > 0) return { to: paths.stores, label: 'Stores' };
  return { to: paths.catalog(item.type), label: CATEGORY_TITLES[item.type] };
}

/** One item: its picture, name and prices, the colour, logos and quantities to choose, and Add To Cart. */
function ItemDetail({ item }: { item: CatalogueItem }) {
  const storefront = useStorefront();
  const paths = useGroupPaths();
  const location = useLocation();
  const order = useItemOrder(item, storefront);
  const breakItem = isQuantityBreakItem(item.sizes);
  const back = backTarget(location.state, item, storefront, paths);

  return (
    <Container sx={{ py: { xs: 2, sm: 4 } }}>
      <Button component={RouterLink} to={back.to} startIcon={<ArrowBack />} sx={{ mb: 1, ml: -1 }}>
        Back to {back.label}
      </Button>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 7fr)' },
          alignItems: 'start',
        }}
      >
        <ItemPicture
          item={item}
          colour={order.colour}
          logos={storefront.show_image_preview && order.options.length > 0 ? order.logos.preview : null}
          drawn={storefront.render_logo_preview && order.placements ? { group: storefront.key, choice: order.madeChoice } : null}
        />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, minWidth: 0 }}>
          <ItemHeading item={item} breakItem={breakItem} units={order.cartUnits + order.gridUnits} />
          <ColourPicker colours={item.colors} halfColors={item.halfColors} value={order.colour} onChange={order.setColour} />
          {order.options.length > 0 && (
            <LogoSection item={item} options={order.options} placements={order.placements} logos={order.logos} />
          )}
        </Box>
      </Box>
      <Box sx={{ mt: 4 }}>
        <QuantityGrid
          item={item}
          sizes={order.sizes}
          breakItem={breakItem}
          selectedColour={order.colour}
          values={order.cells}
          onChange={order.changeCell}
          onSelectColour={order.setColour}
          orderUnits={order.cartUnits + order.gridUnits}
        />
        <PriceLadder item={item} units={order.cartUnits + order.gridUnits} cartUnits={order.cartUnits} />
        {order.skipped && (
          <Alert severity="warning" role="alert" sx={{ mt: 2 }} onClose={order.dismissSkipped}>
            {order.skipped}
          </Alert>
        )}
        <Button
          variant="contained"
          size="large"
          startIcon={<AddShoppingCart />}
          onClick={order.addToCart}
          sx={{ mt: 3, width: { xs: '100%', sm: 'auto' }, px: 4 }}
        >
          Add To Cart
        </Button>
      </Box>
      <Snackbar
        key={order.toast.id}
        open={order.toast.open}
        autoHideDuration={TOAST_DURATION_MS}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') order.closeToast();
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity={order.toast.severity} variant="filled" onClose={order.closeToast} sx={{ width: '100%' }}>
          {order.toast.message}
        </Alert>
      </Snackbar>
    </Container>
  );
}

/** /item/{id}: one item with its colours, logos and size/colour quantities. */
function ItemScreen() {
  const { code, item } = useLoaderData() as ItemLoaderData;
  const paths = useGroupPaths();
  if (!item) {
    return (
      <Container sx={{ py: { xs: 2, sm: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          We could not find that item
        </Typography>
        <Alert severity="info" sx={{ mb: 3 }}>
          There is no item with the code &lsquo;{code}&rsquo; in this catalogue.
        </Alert>
        <Button component={RouterLink} to={paths.home} variant="contained">
          Browse all categories
        </Button>
      </Container>
    );
  }
  // A new item starts over: its own colour, no logos, no quantities.
  return <ItemDetail key={item.code} item={item} />;
}

/** Drawn with MUI: the theme comes with it. */
export const Component = withMuiTheme(ItemScreen);
