import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { StorefrontAnswer } from '@portal/domain';

const telHref = (phone: string) => `tel:+1${phone.replace(/\D/g, '')}`;

/** Main phone, account reps, the three flip-book catalogues and the section links with their pages. */
export function Footer({ storefront }: { storefront: StorefrontAnswer }) {
  const { provider, account_reps } = storefront;
  const book = provider.flip_books;
  return (
    <Box component="footer" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', mt: 6, py: 4 }}>
      <Container sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' } }}>
        <section aria-labelledby="footer-contact">
          <Typography id="footer-contact" variant="h6" component="h2" gutterBottom>
            {provider.name}
          </Typography>
          <Typography>
            Main line:{' '}
            <Link color="inherit" href={telHref(provider.main_phone)}>
              {provider.main_phone}
            </Link>
          </Typography>
          {account_reps.length > 0 && (
            <>
              <Typography sx={{ mt: 1, fontWeight: 600 }}>Your account representatives</Typography>
              <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
                {account_reps.map((rep) => (
                  <li key={rep.name}>
                    {rep.name}:{' '}
                    <Link color="inherit" href={telHref(rep.phone)}>
                      {rep.phone}
                    </Link>
                  </li>
                ))}
              </Box>
            </>
          )}
        </section>
        <nav aria-labelledby="footer-catalogues">
          <Typography id="footer-catalogues" variant="h6" component="h2" gutterBottom>
            Catalogues
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
            <li>
              <Link color="inherit" href={book.auto} target="_blank" rel="noopener">
                Auto supplies catalogue
              </Link>
            </li>
            <li>
              <Link color="inherit" href={book.apparel} target="_blank" rel="noopener">
                Apparel catalogue
              </Link>
            </li>
            <li>
              <Link color="inherit" href={book.promotional} target="_blank" rel="noopener">
                Promotional catalogue
              </Link>
            </li>
          </Box>
        </nav>
        <nav aria-labelledby="footer-sections">
          <Typography id="footer-sections" variant="h6" component="h2" gutterBottom>
            Catalogue sections
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 0.5 }}>
            {provider.section_links.map((section) => (
              <li key={section.label}>
                <Link color="inherit" href={`${book.auto}#page/${section.page}`} target="_blank" rel="noopener">
                  {section.label} (p. {section.page})
                </Link>
              </li>
            ))}
          </Box>
        </nav>
      </Container>
      <Divider sx={{ my: 3, borderColor: 'rgba(255,255,255,0.2)' }} />
      <Container>
        <Typography variant="body2">{provider.address.join(' · ')}</Typography>
      </Container>
    </Box>
  );
}
