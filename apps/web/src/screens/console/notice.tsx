import { useEffect, useRef, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

/** What a change said, and how it went: 'success' unless it was refused ('error') or done otherwise than asked ('warning'). */
export interface Said {
  text: string;
  severity: 'success' | 'warning' | 'error';
}

interface NoticeProps {
  /** What the last change did; null while there is nothing to say. */
  text?: string | null;
  /** Or what it said with how it went: a new object for each change, so words said again take the focus again. */
  said?: Said | null;
  onClose: () => void;
  /**
   * Whether it takes the focus when it says something: 'always' where the change took away the
   * button that made it (a line priced, an order moved), 'when-lost' where that button may have
   * gone with the change (a void takes both of the invoice's). Otherwise the focus stays where the
   * dialog gave it back, on the button that opened it.
   */
  focus?: 'always' | 'when-lost';
  /** A button beside the words, to what the change made. */
  action?: ReactNode;
  /** After the words: the way on from here (a link to publish the draft). */
  children?: ReactNode;
}

/**
 * What the last change did, until dismissed: every console page says it this way. It is read out
 * from a live region drawn before the words arrive (a region that appears with its words already
 * in it is not read by every screen reader); a refusal or a warning is an alert of its own.
 */
export function Notice({ said, onClose, focus, action, children, ...props }: NoticeProps) {
  const text = said ? said.text : (props.text ?? null);
  const severity = said?.severity ?? 'success';
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!text || !focus) return;
    const active = document.activeElement;
    if (focus === 'always' || !active || active === document.body) ref.current?.focus();
  }, [text, focus, said]);
  return (
    <Box ref={ref} role="status" tabIndex={focus ? -1 : undefined} sx={{ mb: text ? 2 : 0 }}>
      {text && (
        <Alert severity={severity} role={severity === 'success' ? 'none' : 'alert'} onClose={onClose} action={action}>
          {text}
          {children && <> {children}</>}
        </Alert>
      )}
    </Box>
  );
}
