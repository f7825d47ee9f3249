import { useEffect, useState } from 'react';
import { Alert, Box, Card, CardActionArea, CardContent, CircularProgress, Container, Typography } from '@mui/material';
import { CATEGORY_TITLES, itemImagePath, toOrderCallError, type Storefront } from '@portal/domain';
import { FallbackImage } from '../shared/fallback-image';

type State = { status: 'loading' } | { status: 'ready'; storefront: Storefront } | { status: 'failed'; message: string };

/** One tile per category the group's catalogue has, pictured by its first item. */
export function StoreHome({ groupKey }: { groupKey: string }) {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    fetch(`/v1/storefront/${encodeURIComponent(groupKey)}`, { signal: controller.signal })
      .then(async (response) => {
        const data: unknown = await response.json().catch(() => undefined);
        if (!response.ok) throw toOrderCallError({ status: response.status, data }, 'The catalogue could not be loaded.');
        setState({ status: 'ready', storefront: data as Storefront });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const message =
          typeof error === 'object' && error && 'message' in error ? String(error.message) : 'The catalogue could not be loaded.';
        setState({ status: 'failed', message });
      });
    return () => controller.abort();
  }, [groupKey]);

  if (state.status === 'loading') {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '50vh' }} role="status" aria-live="polite">
        <CircularProgress aria-label="Loading the catalogue" />
      </Box>
    );
  }
  if (state.status === 'failed') {
    return (
      <Container sx={{ py: 4 }}>
        <Alert severity="error">{state.message}</Alert>
      </Container>
    );
  }

  const { storefront } = state;
  return (
    <Container component="main" sx={{ py: { xs: 2, sm: 4 } }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {storefront.title}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          p: 0,
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {storefront.categories.map((type) => {
          const first = storefront.catalogue.find((item) => item.type === type);
          return (
            <li key={type}>
              <Card variant="outlined">
                <CardActionArea href={`#${type}`}>
                  {first && (
                    <FallbackImage
                      src={itemImagePath(first.code, first.default_color)}
                      alt=""
                      width={600}
                      height={600}
                      style={{ width: '100%', height: 'auto', display: 'block', aspectRatio: '1 / 1', background: '#f3f2ef' }}
                    />
                  )}
                  <CardContent>
                    <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                      {CATEGORY_TITLES[type]}
                    </Typography>
                  </CardContent>
                </CardActionArea>
              </Card>
            </li>
          );
        })}
      </Box>
    </Container>
  );
}
