import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import LockOutlined from '@mui/icons-material/LockOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { PublicStore } from '@portal/domain';
import { postJson } from '../../core/api/api-client';
import { useGroupPaths, useStorefront } from '../../core/group';
import { rememberStoreUnlocked } from '../../cart/store-choice';
import { INVALID_PASSWORD_MESSAGE, PasswordDialog, passwordMiss, type PasswordCheck } from '../../common/mui/password-dialog';
import { withMuiTheme } from '../../core/mui/mui-screen';

/** Button or link, the card's text starts at the top (a <button> would centre it). */
const actionSx = {
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  justifyContent: 'flex-start',
} as const;

function StoreCardBody({ store }: { store: PublicStore }) {
  return (
    <CardContent sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
      <StorefrontOutlined color="primary" aria-hidden sx={{ mt: 0.25, flexShrink: 0 }} />
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {store.name}
        </Typography>
        {store.address && (
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {store.address}
          </Typography>
        )}
        {store.password_protected && (
          <Typography
            variant="caption"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1, color: 'text.secondary' }}
          >
            <LockOutlined sx={{ fontSize: 16 }} aria-hidden />
            Password required
          </Typography>
        )}
      </Box>
    </CardContent>
  );
}

/** The group's stores; a store opens its custom items, after its password when it has one (docs/product.md#stores). */
function StoresScreen() {
  const storefront = useStorefront();
  const paths = useGroupPaths();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  // Sent here from a locked store's address: its password is asked for straight away.
  const [locked, setLocked] = useState<PublicStore | null>(
    () => storefront.stores.find((s) => s.password_protected && s.code === search.get('unlock')) ?? null,
  );
  // Kept while the dialog closes so its text does not vanish mid-animation.
  const [shown, setShown] = useState<PublicStore | null>(locked);

  const openLocked = (store: PublicStore) => {
    setShown(store);
    setLocked(store);
  };

  const check = async (password: string): Promise<PasswordCheck> => {
    if (!locked) return { ok: false, message: null };
    try {
      await postJson<null>('/v1/stores/unlock', { companyName: storefront.key, storeCode: locked.code, password });
      return { ok: true };
    } catch (error) {
      return passwordMiss(error, INVALID_PASSWORD_MESSAGE);
    }
  };

  return (
    <Container sx={{ py: { xs: 2, sm: 4 } }}>
      <Button component={RouterLink} to={paths.home} startIcon={<ArrowBack />} sx={{ mb: 1, ml: -1 }}>
        Back to home
      </Button>
      <Typography variant="h4" component="h1" gutterBottom>
        Choose your store
      </Typography>
      {storefront.stores.length === 0 ? (
        <Box>
          <Alert severity="info" sx={{ mb: 2 }}>
            {storefront.title} has no stores listed yet.
          </Alert>
          <Button component={RouterLink} to={paths.catalog('customs')} variant="contained">
            Browse custom items
          </Button>
        </Box>
      ) : (
        <>
          <Typography sx={{ mb: 3, color: 'text.secondary' }}>
            Custom printed items are made for one store. Pick the store you are ordering for.
          </Typography>
          <Box
            component="ul"
            aria-label="Stores"
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
            }}
          >
            {storefront.stores.map((store) => (
              <li key={store.code}>
                <Card variant="outlined" sx={{ height: '100%' }}>
                  {store.password_protected ? (
                    <CardActionArea onClick={() => openLocked(store)} aria-haspopup="dialog" sx={actionSx}>
                      <StoreCardBody store={store} />
                    </CardActionArea>
                  ) : (
                    <CardActionArea component={RouterLink} to={paths.catalog('customs', store.code)} sx={actionSx}>
                      <StoreCardBody store={store} />
                    </CardActionArea>
                  )}
                </Card>
              </li>
            ))}
          </Box>
        </>
      )}
      <PasswordDialog
        open={locked !== null}
        title="Enter password"
        description={shown ? `${shown.name} needs its store password to open its custom items.` : undefined}
        submitLabel="Open store"
        check={check}
        onCancel={() => setLocked(null)}
        onSuccess={() => {
          const store = locked;
          setLocked(null);
          if (!store) return;
          rememberStoreUnlocked(storefront.key, store.code);
          void navigate(paths.catalog('customs', store.code));
        }}
      />
    </Container>
  );
}

/** Drawn with MUI: the theme comes with it. */
export const Component = withMuiTheme(StoresScreen);
