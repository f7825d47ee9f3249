import Backdrop from '@mui/material/Backdrop';
import CircularProgress from '@mui/material/CircularProgress';
import { useNavigation } from 'react-router';

/** Covers the page with a spinner while a route navigation loads (SPEC.md section 2). */
export function LoadingBackdrop() {
  const loading = useNavigation().state === 'loading';
  return (
    <Backdrop open={loading} sx={{ color: '#fff', zIndex: (theme) => theme.zIndex.modal + 1 }} aria-hidden={!loading}>
      {loading && <CircularProgress color="inherit" aria-label="Loading" />}
    </Backdrop>
  );
}

/** Shown before the first screen of a group has loaded. */
export function LoadingScreen() {
  return (
    <div role="status" aria-live="polite" style={{ display: 'grid', placeItems: 'center', minHeight: '60vh' }}>
      <CircularProgress aria-label="Loading" />
    </div>
  );
}
