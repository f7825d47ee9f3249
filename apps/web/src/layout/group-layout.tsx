import Box from '@mui/material/Box';
import { Outlet } from 'react-router';
import { useStorefront } from '../app/group';
import { Footer } from './footer';
import { LoadingBackdrop } from './loading-backdrop';
import { TopNav } from './top-nav';

/** Every group screen: a skip link, the top navigation, the screen, the footer. */
export function GroupLayout() {
  const storefront = useStorefront();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <Box
        component="a"
        href="#main"
        sx={{
          position: 'absolute',
          left: -9999,
          '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1 },
        }}
      >
        Skip to content
      </Box>
      <TopNav />
      <Box component="main" id="main" tabIndex={-1} sx={{ flex: 1, outline: 'none' }}>
        <Outlet />
      </Box>
      <Footer storefront={storefront} />
      <LoadingBackdrop />
    </Box>
  );
}
