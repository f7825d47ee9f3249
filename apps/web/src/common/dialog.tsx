import { useEffect, useId, useRef, type ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  /** Escape, a click on the backdrop: the caller decides, and closes by setting `open` to false. */
  onClose: () => void;
  /** Once closed (focus is back on the opener), e.g. to move focus elsewhere when the opener is gone. */
  onClosed?: () => void;
  /** The heading; the dialog is named by it. */
  title: ReactNode;
  /** The id of what describes the dialog, inside it. */
  describedBy?: string;
  /** The widest it grows: xs 444 px (a password), sm 600 px. */
  size?: 'xs' | 'sm';
  children: ReactNode;
}

/**
 * A modal dialog on the native <dialog>: showModal() makes the page behind it inert and puts focus on
 * its first control, and close() puts focus back on what opened it. Its content is there only while
 * it is open (as MUI's). Content goes in .dialog-content, buttons in .dialog-actions.
 */
export function Dialog({ open, onClose, onClosed, title, describedBy, size = 'xs', children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = `${useId()}-title`;
  // Read by the close event: the browser may close the dialog itself (a second Escape it will not let be cancelled).
  const wanted = useRef(open);
  const pressedBackdrop = useRef(false);
  const opener = useRef<HTMLElement | null>(null);
  wanted.current = open;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={`dialog dialog-${size}`}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      onCancel={(event) => {
        // Escape: stay open until the caller says otherwise (it may be busy checking a password).
        event.preventDefault();
        onClose();
      }}
      onClose={() => {
        if (wanted.current) onClose();
        // Browsers put focus back themselves, but not all once the focused content has gone: make sure.
        const focused = document.activeElement;
        if (!focused || focused === document.body || ref.current?.contains(focused)) opener.current?.focus();
        opener.current = null;
        onClosed?.();
      }}
      // The dialog element itself is only hit outside its surface, on the backdrop; a press that began
      // inside (selecting text) and ended outside does not count.
      onMouseDown={(event) => {
        pressedBackdrop.current = event.target === event.currentTarget;
      }}
      onClick={(event) => {
        if (pressedBackdrop.current && event.target === event.currentTarget) onClose();
        pressedBackdrop.current = false;
      }}
    >
      {open ? (
        <div className="dialog-surface">
          <h2 id={titleId} className="dialog-title">
            {title}
          </h2>
          {children}
        </div>
      ) : undefined}
    </dialog>
  );
}
