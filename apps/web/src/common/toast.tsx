import { useCallback, useEffect, useState } from 'react';
import { TOAST_DURATION_MS } from '@portal/domain';
import { closePath } from './icon-paths';
import { Icon } from './icons';
import { SeverityIcon, type Severity } from './notice';

interface Toast {
  id: number;
  message: string;
  severity: Severity;
}

let nextId = 1;

/**
 * One toast per screen, drawn like MUI's filled snackbar at the bottom centre: the newest message
 * replaces the one showing; each hides after TOAST_DURATION_MS (2500 ms), not while the pointer or
 * focus is on it, and at once on its close button or Escape. `element` goes anywhere in the screen.
 */
export function useToast(initial?: { message: string; severity: Severity }) {
  const [toast, setToast] = useState<Toast | null>(() => (initial ? { id: nextId++, ...initial } : null));
  const [open, setOpen] = useState(initial !== undefined);
  const [held, setHeld] = useState(false);

  const show = useCallback((message: string, severity: Severity = 'error') => {
    setToast({ id: nextId++, message, severity });
    setOpen(true);
    setHeld(false);
  }, []);

  const id = toast?.id;
  useEffect(() => {
    if (!open || held) return undefined;
    const timer = window.setTimeout(() => setOpen(false), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [open, held, id]);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const close = () => {
    setOpen(false);
    setHeld(false);
  };

  const element =
    open && toast ? (
      <div className="toast" key={toast.id}>
        <div
          className={`toast-body toast-${toast.severity}`}
          role={toast.severity === 'error' ? 'alert' : 'status'}
          onMouseEnter={() => setHeld(true)}
          onMouseLeave={() => setHeld(false)}
          onFocus={() => setHeld(true)}
          onBlur={() => setHeld(false)}
        >
          <span className="toast-icon">
            <SeverityIcon severity={toast.severity} />
          </span>
          <p className="toast-message">{toast.message}</p>
          <button type="button" className="icon-button icon-button-small" aria-label="Close" title="Close" onClick={close}>
            <Icon path={closePath} />
          </button>
        </div>
      </div>
    ) : null;
  return { show, element };
}
