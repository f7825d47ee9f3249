import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Snackbar from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import { TOAST_DURATION_MS } from '@portal/domain';

// What the orders screen shows instead of the list, or beside it: loading, log in, failed, empty, errors.

export function LoadingOrders() {
  return (
    <Box role="status" aria-live="polite" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 6, justifyContent: 'center' }}>
      <CircularProgress size={28} aria-hidden />
      <Typography>Loading your orders…</Typography>
    </Box>
  );
}

/** The group has a password and this browser has not given it (decision 009). */
export function LogInToSeeOrders({ title, onLogIn }: { title: string; onLogIn: () => void }) {
  return (
    <Alert severity="info" sx={{ alignItems: 'flex-start' }}>
      <AlertTitle>Log in to see your orders</AlertTitle>
      <Typography variant="body2" sx={{ mb: 2 }}>
        Past orders hold personal details, so the orders of {title} are shown only after you log in with your group&apos;s
        password.
      </Typography>
      <Button variant="contained" size="small" onClick={onLogIn}>
        Enter password
      </Button>
    </Alert>
  );
}

/** The first page failed; the snackbar said why. */
export function OrdersFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
      <Typography sx={{ mb: 2 }}>Your orders could not be loaded.</Typography>
      <Button variant="contained" onClick={onRetry}>
        Try again
      </Button>
    </Paper>
  );
}

export function NoOrders({ homePath }: { homePath: string }) {
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
      <Typography sx={{ mb: 2 }}>No orders yet. Orders you place will be listed here.</Typography>
      <Button component={RouterLink} to={homePath} variant="contained">
        Start shopping
      </Button>
    </Paper>
  );
}

/** An open group lists the orders of this browser only (decision 018). */
export function OwnOrdersOnlyNote({ title }: { title: string }) {
  return (
    <Alert role="status" severity="info" sx={{ mb: 2 }}>
      {title} has no password, so this page lists only the orders placed from this browser. Staff see every order in admin mode.
    </Alert>
  );
}

/** Why a page of orders could not be loaded. */
export function ErrorToast({ toast, onClose }: { toast: { open: boolean; message: string }; onClose: () => void }) {
  return (
    <Snackbar
      open={toast.open}
      autoHideDuration={TOAST_DURATION_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      <Alert severity="error" variant="filled" onClose={onClose} sx={{ width: '100%' }}>
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
