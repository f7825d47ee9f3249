import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

/** What the last change did, focused so it is read out once the dialog or the button has done its work. */
export function DoneNotice({ text, onClose }: { text: string; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [text]);
  return (
    <Alert ref={ref} tabIndex={-1} severity="success" role="status" onClose={onClose} sx={{ mb: 2 }}>
      {text}
    </Alert>
  );
}

/**
 * What the last change did, for a page whose dialogs give the focus back to the button that opened
 * them (a row's 'Edit'): read out from a live region drawn before the words arrive, since a region
 * that appears with its words already in it is not read by every screen reader.
 */
export function DoneStatus({ text, onClose }: { text: string | null; onClose: () => void }) {
  return (
    <Box role="status">
      {text && (
        <Alert severity="success" role="none" onClose={onClose} sx={{ mb: 2 }}>
          {text}
        </Alert>
      )}
    </Box>
  );
}
