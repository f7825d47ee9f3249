import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PhoneOutlined from '@mui/icons-material/PhoneOutlined';
import { useState } from 'react';
import { useLoaderData, useNavigate, useRouteError } from 'react-router';
import { providerImagePath, UNEXPECTED_ERROR_MESSAGE, type Provider } from '@portal/domain';
import { loadStorefront } from '../../core/api/storefront';
import { groupPaths } from '../../core/group';
import { FallbackImage } from '../../common/fallback-image';
import { LoginDialog } from './login-dialog';
import { withMuiTheme } from '../../core/mui/mui-screen';

/** The provider's details are the same on every storefront: the default group's is always there. */
export async function loader(): Promise<Provider> {
  const storefront = await loadStorefront('default');
  return storefront.provider;
}

/** One way to reach support: icon, word and link stay together on one line when they fit. */
const contactSx = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexWrap: 'wrap',
  columnGap: 0.5,
  whiteSpace: 'nowrap',
} as const;

const telHref = (phone: string) => `tel:+1${phone.replace(/\D/g, '')}`;

/** Root landing (mode A): support banner, address, header image, LOGIN and a footer (docs/product.md#landing-and-login). */
function LandingScreen() {
  const provider = useLoaderData<typeof loader>();
  const navigate = useNavigate();
  const [loginOpen, setLoginOpen] = useState(false);

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="aside"
        aria-label="Support"
        sx={{
          bgcolor: 'secondary.main',
          color: 'secondary.contrastText',
          py: 1,
          px: 2,
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'center',
          alignItems: 'center',
          columnGap: 3,
          rowGap: 0.5,
          textAlign: 'center',
        }}
      >
        <Typography variant="body2" component="span" sx={{ fontWeight: 600 }}>
          Need help with an order?
        </Typography>
        <Typography variant="body2" component="span" sx={contactSx}>
          <PhoneOutlined fontSize="small" aria-hidden />
          <span>Call</span>
          <Link color="inherit" href={telHref(provider.support_phone)} sx={{ fontWeight: 600 }}>
            {provider.support_phone}
          </Link>
        </Typography>
        <Typography variant="body2" component="span" sx={contactSx}>
          <EmailOutlined fontSize="small" aria-hidden />
          <span>E-mail</span>
          <Link
            color="inherit"
            href={`mailto:${provider.support_email}`}
            sx={{ fontWeight: 600, whiteSpace: 'normal', overflowWrap: 'anywhere' }}
          >
            {provider.support_email}
          </Link>
        </Typography>
      </Box>

      <Box component="header" sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}>
        <Container
          sx={{
            py: 2,
            display: 'flex',
            flexWrap: 'wrap',
            alignItems: 'center',
            justifyContent: 'space-between',
            gap: 2,
          }}
        >
          <FallbackImage
            src={providerImagePath(provider.logo)}
            alt={provider.name}
            width={480}
            height={160}
            loading="eager"
            style={{ height: 56, width: 'auto' }}
          />
          <Box component="address" sx={{ fontStyle: 'normal', textAlign: { xs: 'left', sm: 'right' } }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {provider.name}
            </Typography>
            {provider.address.map((line) => (
              <Typography key={line} variant="body2">
                {line}
              </Typography>
            ))}
            <Typography variant="body2">
              <Link href={telHref(provider.main_phone)}>{provider.main_phone}</Link>
            </Typography>
          </Box>
        </Container>
      </Box>

      <Box component="main" id="main" sx={{ flex: 1 }}>
        <FallbackImage
          src={providerImagePath(provider.header_image)}
          alt={`${provider.name}: apparel, custom printed items and shop supplies`}
          width={1600}
          height={500}
          loading="eager"
          style={{
            display: 'block',
            width: '100%',
            height: 'auto',
            maxHeight: 480,
            objectFit: 'cover',
            aspectRatio: '16 / 5',
            background: '#e7e4dc',
          }}
        />
        <Container maxWidth="md" sx={{ py: { xs: 4, sm: 6 }, textAlign: 'center' }}>
          <Typography
            variant="h4"
            component="h1"
            gutterBottom
            sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
          >
            Dealership ordering portal
          </Typography>
          <Typography sx={{ mb: 3, color: 'text.secondary' }}>
            Branded apparel, accessories, custom printed items and shop supplies for your dealership group. Log in with your
            group&apos;s password to open your store.
          </Typography>
          <Button variant="contained" size="large" onClick={() => setLoginOpen(true)} sx={{ px: 6, py: 1.5 }}>
            LOGIN
          </Button>
        </Container>
      </Box>

      <Box component="footer" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', py: 4 }}>
        <Container sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', gap: 2 }}>
          <Box component="address" sx={{ fontStyle: 'normal' }}>
            <Typography variant="h6" component="h2" gutterBottom>
              {provider.name}
            </Typography>
            {provider.address.map((line) => (
              <Typography key={line} variant="body2">
                {line}
              </Typography>
            ))}
          </Box>
          <Box>
            <Typography variant="body2">
              Phone:{' '}
              <Link color="inherit" href={telHref(provider.main_phone)}>
                {provider.main_phone}
              </Link>
            </Typography>
            <Typography variant="body2">
              Support:{' '}
              <Link color="inherit" href={telHref(provider.support_phone)}>
                {provider.support_phone}
              </Link>
            </Typography>
          </Box>
        </Container>
      </Box>

      <LoginDialog
        open={loginOpen}
        onClose={() => setLoginOpen(false)}
        onLoggedIn={(answer) => {
          setLoginOpen(false);
          void navigate(groupPaths(answer.route_prefix ?? answer.group, null).home);
        }}
      />
    </Box>
  );
}

/** The provider's details could not load: say so and offer a retry. */
function LandingError() {
  const error = useRouteError();
  return (
    <Container component="main" sx={{ py: 8 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        The home page could not be loaded
      </Typography>
      <Alert severity="error" sx={{ mb: 3 }}>
        {error instanceof Error ? error.message : UNEXPECTED_ERROR_MESSAGE}
      </Alert>
      <Button variant="contained" onClick={() => window.location.reload()}>
        Try again
      </Button>
    </Container>
  );
}

/** Drawn with MUI: the theme comes with them. */
export const Component = withMuiTheme(LandingScreen);
export const ErrorBoundary = withMuiTheme(LandingError);
