import { useCallback, useState } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { TOAST_DURATION_MS } from '@portal/domain';

interface Notice {
  id: number;
  message: string;
  severity: AlertColor;
}

let nextId = 1;

/** One snackbar per screen: the newest message replaces the one showing; each hides after 2500 ms. */
export function useNotice(initial?: { message: string; severity: AlertColor }) {
  const [notice, setNotice] = useState<Notice | null>(() => (initial ? { id: nextId++, ...initial } : null));
  const [open, setOpen] = useState(initial !== undefined);

  const show = useCallback((message: string, severity: AlertColor = 'error') => {
    setNotice({ id: nextId++, message, severity });
    setOpen(true);
  }, []);

  const element = (
    <Snackbar
      key={notice?.id}
      open={open && notice !== null}
      autoHideDuration={TOAST_DURATION_MS}
      onClose={(_event, reason) => {
        if (reason !== 'clickaway') setOpen(false);
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {notice ? (
        <Alert
          severity={notice.severity}
          variant="filled"
          onClose={() => setOpen(false)}
          role={notice.severity === 'error' ? 'alert' : 'status'}
          sx={{ width: '100%' }}
        >
          {notice.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
  return { show, element };
}
