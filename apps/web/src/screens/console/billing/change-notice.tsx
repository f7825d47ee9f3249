import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

/**
 * What the last change did, read out from a live region drawn before the words arrive. The focus
 * stays on the button that made the change when it is still there; when the change took that
 * button away (a void takes both of the invoice's), the notice takes the focus so the keyboard starts near it.
 */
export function ChangeNotice({ text, onClose }: { text: string | null; onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (text && (!active || active === document.body)) ref.current?.focus();
  }, [text]);
  return (
    <Box ref={ref} role="status" tabIndex={-1} sx={{ mb: text ? 2 : 0 }}>
      {text && (
        <Alert severity="success" role="none" onClose={onClose}>
          {text}
        </Alert>
      )}
    </Box>
  );
}
