import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { useGroupPaths } from '../../core/group';

/** The checkout and success pages: one 800 px column under a back-to-home button and the page's heading. */
export function NarrowPage({ title, after, children }: { title?: string; after?: ReactNode; children: ReactNode }) {
  const paths = useGroupPaths();
  return (
    <Container sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
      <Box sx={{ maxWidth: 800, mx: 'auto' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
          <IconButton component={RouterLink} to={paths.home} aria-label="Back to home" edge="start">
            <ArrowBack />
          </IconButton>
          {title && (
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: '1.6rem', sm: '2rem' } }}>
              {title}
            </Typography>
          )}
        </Box>
        {children}
      </Box>
      {after}
    </Container>
  );
}
