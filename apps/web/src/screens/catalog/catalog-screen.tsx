import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { CATEGORY_TITLES, logoImagePath, resolveCategory, type CatalogueItem, type ProductType } from '@portal/domain';
import { useGroupPaths, useStorefront } from '../../app/group';
import { FallbackImage, tilePicture } from '../../shared/fallback-image';
import type { ItemLinkState } from '../item/item-link-state';
import { withMuiTheme } from '../../app/mui-screen';

/** The accessory minimum, as the catalog shows it (SPEC.md section 2, DESIGN.md decision 3). */
const ACCESSORY_NOTICE = 'Must order at least 12 units';

/**
 * Items of one category. Custom printed items limited to some stores show only under one of those
 * stores; without a store in the path they are left out, since no store is known to order them for.
 */
function itemsFor(catalogue: readonly CatalogueItem[], type: ProductType, storeCode: string | undefined): CatalogueItem[] {
  return catalogue.filter((item) => {
    if (item.type !== type) return false;
    if (type !== 'customs' || !item.supportedStores) return true;
    return storeCode !== undefined && item.supportedStores.includes(storeCode);
  });
}

function BackHome() {
  const paths = useGroupPaths();
  return (
    <Button component={RouterLink} to={paths.home} startIcon={<ArrowBack />} sx={{ mb: 1, ml: -1 }}>
      Back to home
    </Button>
  );
}

/** A path that names no category, or a store the group does not have. */
function NothingHere({ title, text }: { title: string; text: string }) {
  const paths = useGroupPaths();
  return (
    <Container sx={{ py: { xs: 2, sm: 4 } }}>
      <BackHome />
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Typography sx={{ mb: 3 }}>{text}</Typography>
      <Button component={RouterLink} to={paths.home} variant="contained">
        Browse all categories
      </Button>
    </Container>
  );
}

/** The group's embroidery logos for this category; nothing when it has none. */
function AvailableLogos({ logos }: { logos: readonly string[] }) {
  if (logos.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="available-logos" sx={{ mb: 3 }}>
      <Typography id="available-logos" variant="h6" component="h2" gutterBottom>
        Available Logos
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', gap: 1.5, overflowX: 'auto', pb: 1 }}>
        {logos.map((logo) => (
          <Paper
            component="li"
            variant="outlined"
            key={logo}
            title={logo}
            sx={{ flex: '0 0 auto', p: 1, bgcolor: 'background.paper' }}
          >
            <FallbackImage
              src={logoImagePath(logo)}
              alt={logo}
              width={120}
              height={60}
              style={{ display: 'block', width: 120, height: 60, objectFit: 'contain' }}
            />
          </Paper>
        ))}
      </Box>
    </Box>
  );
}

/** /catalog/{type} and /catalog/{storeCode}/{type}: the items of one category as image tiles. */
function CatalogScreen() {
  const storefront = useStorefront();
  const paths = useGroupPaths();
  const { type: typeWord = '', storeCode } = useParams();
  const { pathname } = useLocation();
  const type = resolveCategory(typeWord);

  if (!type) {
    return (
      <NothingHere
        title="No such category"
        text={`We do not have a category called ‘${typeWord}’. Pick one from the store home.`}
      />
    );
  }
  const store = storeCode === undefined ? undefined : storefront.stores.find((s) => s.code === storeCode);
  if (storeCode !== undefined && !store) {
    return <NothingHere title="No such store" text={`We could not find a store with the code ‘${storeCode}’.`} />;
  }

  const title = CATEGORY_TITLES[type];
  const items = itemsFor(storefront.catalogue, type, storeCode);
  const showMinimum = pathname.toLowerCase().includes('accessories') || type === 'accessory';
  const linkState: ItemLinkState = { from: pathname, fromTitle: title };

  return (
    <Container sx={{ py: { xs: 2, sm: 4 } }}>
      <BackHome />
      <Typography variant="h4" component="h1" gutterBottom={!store}>
        {title}
      </Typography>
      {store && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          For {store.name}
        </Typography>
      )}
      {showMinimum && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {ACCESSORY_NOTICE}
        </Alert>
      )}
      <AvailableLogos logos={storefront.embroideries[type] ?? []} />
      {items.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          <Typography gutterBottom>There are no items in this category yet.</Typography>
          <Button component={RouterLink} to={paths.home} variant="outlined">
            Browse all categories
          </Button>
        </Paper>
      ) : (
        <Box
          component="ul"
          aria-label={`${title} items`}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: { xs: 1.5, sm: 2 },
            gridTemplateColumns: {
              xs: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(3, minmax(0, 1fr))',
              md: 'repeat(4, minmax(0, 1fr))',
            },
          }}
        >
          {items.map((item, index) => (
            <li key={item.code}>
              {/* The store home's tile (app/shell.css), not MUI's Card: a category can list dozens of
                  items, and each Card, action area and content box costs MUI a style computation. */}
              <RouterLink to={paths.item(item.code)} state={linkState} className="tile">
                <FallbackImage
                  {...tilePicture(item.code, item.default_color)}
                  alt=""
                  width={600}
                  height={600}
                  loading={index < 8 ? 'eager' : 'lazy'}
                  // The first row is what the buyer sees first (and the page's largest paint): fetch it before the rest.
                  fetchPriority={index < 4 ? 'high' : 'auto'}
                />
                <h2 className="tile-name tile-name-item">{item.name}</h2>
              </RouterLink>
            </li>
          ))}
        </Box>
      )}
    </Container>
  );
}

/** Drawn with MUI: the theme comes with it. */
export const Component = withMuiTheme(CatalogScreen);
