import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';

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
