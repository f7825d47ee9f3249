import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddShoppingCart from '@mui/icons-material/AddShoppingCart';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useLoaderData, useLocation, type LoaderFunctionArgs } from 'react-router';
import {
  ADD_TO_CART_MESSAGES,
  CATEGORY_TITLES,
  ITEM_ADDED_MESSAGE,
  TOAST_DURATION_MS,
  buildCartLines,
  embroideryProblem,
  formatPrice,
  isQuantityBreakItem,
  itemImagePath,
  logoImagePath,
  orderedSizes,
  placementsFor,
  skippedCellsMessage,
  startsAtPrice,
  type CatalogueItem,
  type StorefrontAnswer,
  PRICE_ON_QUOTE,
  offeredDiscountTiers,
} from '@portal/domain';
import { loadStorefront } from '../../core/api/storefront';
import { useGroupPaths, useStorefront, type GroupPaths } from '../../core/group';
import { siteGroup } from '../../core/site';
import { useCart } from '../../cart/cart-store';
import { tokens } from '../../core/tokens';
import { FallbackImage } from '../../shared/fallback-image';
import { ColourPicker } from './colour-picker';
import { isItemLinkState } from '../../shared/item-link-state';
import { QuantityGrid, cellKey, gridCells } from './quantity-grid';
import { withMuiTheme } from '../../core/mui/mui-screen';

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

interface Toast {
  id: number;
  severity: 'success' | 'error';
  message: string;
}

interface LogoRowProps {
  id: string;
  label: string;
  placementLabel: string;
  options: readonly string[];
  emptyLabel: string;
  embroidery: string;
  onEmbroidery(value: string): void;
  placements: readonly string[] | null;
  placement: string;
  onPlacement(value: string): void;
  /** Why the embroidery cannot stay as it is, shown under it. */
  error?: string | null;
}

/** One logo: which embroidery and where it goes ('N/A', fixed, on items no placement fits). */
function LogoRow(props: LogoRowProps) {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '3fr 2fr' } }}>
      <TextField
        id={`${props.id}-embroidery`}
        select
        label={props.label}
        value={props.embroidery}
        onChange={(event) => props.onEmbroidery(event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        error={Boolean(props.error)}
        helperText={props.error ?? undefined}
      >
        <option value="">{props.emptyLabel}</option>
        {props.options.map((logo) => (
          <option key={logo} value={logo}>
            {logo}
          </option>
        ))}
      </TextField>
      {props.placements ? (
        <TextField
          id={`${props.id}-placement`}
          select
          label={props.placementLabel}
          value={props.placement}
          onChange={(event) => props.onPlacement(event.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          {props.placements.map((placement) => (
            <option key={placement} value={placement}>
              {placement}
            </option>
          ))}
        </TextField>
      ) : (
        <TextField
          id={`${props.id}-placement`}
          label={props.placementLabel}
          value={props.placement}
          slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
          helperText="No placement to choose for this item"
          sx={{ '& .MuiInputBase-root': { bgcolor: 'action.hover' } }}
        />
      )}
    </Box>
  );
}

/** The picture in the chosen colour and, when the group wants it, the chosen logos beside it. */
interface ChosenLogo {
  logo: string;
  placement: string;
}

function ItemPicture({ item, colour, logos }: { item: CatalogueItem; colour: string; logos: ChosenLogo[] | null }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
      <Paper variant="outlined" sx={{ flex: '1 1 260px', overflow: 'hidden', bgcolor: tokens.color.picture }}>
        <FallbackImage
          src={itemImagePath(item.code, colour)}
          alt={`${item.fullname} in ${colour}`}
          width={600}
          height={600}
          loading="eager"
          fetchPriority="high"
          style={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '1 / 1', objectFit: 'cover' }}
        />
      </Paper>
      {logos && (
        <Paper
          variant="outlined"
          component="aside"
          aria-label="Logo preview"
          sx={{
            flex: '0 0 auto',
            width: { xs: '100%', sm: 128 },
            p: 1.5,
            display: 'flex',
            flexDirection: { xs: 'row', sm: 'column' },
            gap: 1.5,
            alignItems: 'center',
            flexWrap: 'wrap',
          }}
        >
          <Typography variant="caption" color="text.secondary" sx={{ width: { sm: '100%' } }}>
            Logo preview
          </Typography>
          {logos.length === 0 ? (
            <Typography variant="body2" color="text.secondary">
              No logo chosen
            </Typography>
          ) : (
            logos.map(({ logo, placement }, index) => (
              <Box component="figure" key={index} sx={{ m: 0, textAlign: 'center' }}>
                <FallbackImage
                  src={logoImagePath(logo)}
                  alt={logo}
                  width={100}
                  height={50}
                  style={{ display: 'block', width: 100, height: 50, objectFit: 'contain' }}
                />
                <Typography component="figcaption" variant="caption" color="text.secondary">
                  {placement}
                </Typography>
              </Box>
            ))
          )}
        </Paper>
      )}
    </Box>
  );
}

function ItemDetail({ item }: { item: CatalogueItem }) {
  const storefront = useStorefront();
  const paths = useGroupPaths();
  const location = useLocation();
  const cart = useCart(storefront);

  const options = storefront.embroideries[item.type] ?? [];
  const placementOffer = { placements: storefront.logo_placements, placementTable: storefront.placement_table };
  const { options: placementOptions, initial: firstPlacement } = placementsFor(item.type, placementOffer);
  // Nothing to choose: the field shows the fixed 'N/A' instead of a menu.
  const placements = placementOptions.length > 0 ? placementOptions : null;
  const logoRequired = embroideryProblem(item, options, '', '') === ADD_TO_CART_MESSAGES.mustSelectEmbroidery;
  const sizes = useMemo(() => orderedSizes(item.sizes), [item.sizes]);
  const breakItem = isQuantityBreakItem(item.sizes);
  const startsAt = startsAtPrice(item);
  const back = backTarget(location.state, item, storefront, paths);

  const [colour, setColour] = useState(item.default_color);
  const [embroidery, setEmbroidery] = useState('');
  const [placement, setPlacement] = useState(firstPlacement);
  const [secondOpen, setSecondOpen] = useState(false);
  const [secondEmbroidery, setSecondEmbroidery] = useState('');
  const [secondPlacement, setSecondPlacement] = useState(firstPlacement);
  const [cells, setCells] = useState<Record<string, string>>({});
  const [toast, setToast] = useState<Toast>({ id: 0, severity: 'success', message: '' });
  const [toastOpen, setToastOpen] = useState(false);
  const [logoError, setLogoError] = useState<string | null>(null);
  /** The cells the last Add To Cart could not read, named until the next try. */
  const [skipped, setSkipped] = useState<string | null>(null);

  const show = (severity: Toast['severity'], message: string) => {
    setToast((previous) => ({ id: previous.id + 1, severity, message }));
    setToastOpen(true);
  };

  const hideSecond = () => {
    setSecondOpen(false);
    setSecondEmbroidery('');
    setSecondPlacement(firstPlacement);
  };

  const addToCart = () => {
    const result = buildCartLines({
      item,
      cells: gridCells(sizes, item.colors, cells),
      embroideryOptions: options,
      embroidery,
      placement,
      secondEmbroidery: secondOpen ? secondEmbroidery : undefined,
      secondPlacement: secondOpen ? secondPlacement : undefined,
      ...placementOffer,
    });
    setSkipped(skippedCellsMessage(result.cleared));
    if (!result.ok) {
      if (result.cleared.length > 0) {
        setCells((current) => {
          const next = { ...current };
          for (const cell of result.cleared) next[cellKey(cell.size, cell.color)] = '';
          return next;
        });
      }
      show('error', result.message);
      if (result.message === ADD_TO_CART_MESSAGES.mustSelectEmbroidery) {
        // The toast sits at the foot of the page; the field it speaks of may be far above.
        setLogoError(result.message);
        const field = document.getElementById('first-logo-embroidery');
        field?.focus();
        field?.scrollIntoView({ block: 'center' });
      }
      return;
    }
    cart.add(result.lines);
    show('success', ITEM_ADDED_MESSAGE);
    setCells({});
    setEmbroidery('');
    setPlacement(firstPlacement);
    hideSecond();
  };

  const chosenLogos: ChosenLogo[] = [
    { logo: embroidery, placement },
    { logo: secondOpen ? secondEmbroidery : '', placement: secondPlacement },
  ].filter(({ logo }) => logo !== '');

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
          colour={colour}
          logos={storefront.show_image_preview && options.length > 0 ? chosenLogos : null}
        />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, minWidth: 0 }}>
          <Box>
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' }, overflowWrap: 'anywhere' }}>
              {item.fullname}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Item {item.code}
            </Typography>
            {item.description && <Typography sx={{ mt: 1 }}>{item.description}</Typography>}
            {item.type !== 'customs' && (
              <Typography variant="h6" component="p" sx={{ mt: 1 }}>
                {startsAt === null ? PRICE_ON_QUOTE : `Starts at ${formatPrice(startsAt)} each`}
              </Typography>
            )}
            {!breakItem &&
              offeredDiscountTiers(item).map((tier) => (
                <Typography key={tier.quantity} color="secondary.dark" sx={{ fontWeight: 600 }}>
                  {tier.quantity <= 1
                    ? `Special price: ${formatPrice(tier.price)} each`
                    : `Volume price: ${formatPrice(tier.price)} each when you order ${tier.quantity} or more in total`}
                </Typography>
              ))}
          </Box>
          <ColourPicker colours={item.colors} halfColors={item.halfColors} value={colour} onChange={setColour} />
          {options.length > 0 && (
            <Box component="section" aria-labelledby="logo-heading" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
              <Typography id="logo-heading" variant="subtitle2" component="h2">
                Logo{logoRequired ? ' (required)' : ''}
              </Typography>
              <LogoRow
                id="first-logo"
                label="Embroidery"
                placementLabel="Placement"
                options={options}
                emptyLabel={logoRequired ? 'Select a logo' : 'None'}
                embroidery={embroidery}
                onEmbroidery={(value) => {
                  setEmbroidery(value);
                  setLogoError(null);
                }}
                error={logoError}
                placements={placements}
                placement={placement}
                onPlacement={setPlacement}
              />
              {secondOpen && (
                <LogoRow
                  id="second-logo"
                  label="Second Embroidery"
                  placementLabel="Second Placement"
                  options={options}
                  emptyLabel="None"
                  embroidery={secondEmbroidery}
                  onEmbroidery={setSecondEmbroidery}
                  placements={placements}
                  placement={secondPlacement}
                  onPlacement={setSecondPlacement}
                />
              )}
              <Box>
                {/* One button whose words change, so keyboard focus stays on it. */}
                <Button
                  onClick={secondOpen ? hideSecond : () => setSecondOpen(true)}
                  aria-expanded={secondOpen}
                  aria-controls={secondOpen ? 'second-logo-embroidery' : undefined}
                  sx={{ ml: -1 }}
                >
                  {secondOpen ? 'Only want one logo?' : 'Want to add a second logo?'}
                </Button>
              </Box>
            </Box>
          )}
        </Box>
      </Box>
      <Box sx={{ mt: 4 }}>
        <QuantityGrid
          item={item}
          sizes={sizes}
          breakItem={breakItem}
          selectedColour={colour}
          values={cells}
          onChange={(key, raw) => setCells((current) => ({ ...current, [key]: raw }))}
          onSelectColour={setColour}
        />
        {skipped && (
          <Alert severity="warning" role="alert" sx={{ mt: 2 }} onClose={() => setSkipped(null)}>
            {skipped}
          </Alert>
        )}
        <Button
          variant="contained"
          size="large"
          startIcon={<AddShoppingCart />}
          onClick={addToCart}
          sx={{ mt: 3, width: { xs: '100%', sm: 'auto' }, px: 4 }}
        >
          Add To Cart
        </Button>
      </Box>
      <Snackbar
        key={toast.id}
        open={toastOpen}
        autoHideDuration={TOAST_DURATION_MS}
        onClose={(_event, reason) => {
          if (reason !== 'clickaway') setToastOpen(false);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      >
        <Alert severity={toast.severity} variant="filled" onClose={() => setToastOpen(false)} sx={{ width: '100%' }}>
          {toast.message}
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
