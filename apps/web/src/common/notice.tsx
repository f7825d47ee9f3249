import type { ReactNode, Ref } from 'react';
import { closePath, successPath, warningPath } from './icon-paths';
import { Icon } from './icons';

/** How a notice or a toast is coloured, as MUI's AlertColor. */
export type Severity = 'info' | 'warning' | 'error' | 'success';

export interface NoticeProps {
  severity?: Severity;
  title?: ReactNode;
  children?: ReactNode;
  /** A button or link at the end, e.g. 'Retry'. */
  action?: ReactNode;
  /** Shows a close button. */
  onClose?: () => void;
  /** 'alert' unless told (MUI's default); 'status' for news that need not interrupt. */
  role?: 'alert' | 'status' | 'none';
  className?: string;
  /** Lets a screen move focus to the notice (with tabIndex -1). */
  ref?: Ref<HTMLDivElement>;
  tabIndex?: number;
  id?: string;
}

/** The icon of a severity, as MUI's Alert draws it. */
export function SeverityIcon({ severity }: { severity: Severity }) {
  if (severity === 'info' || severity === 'error') return <Icon name={severity} />;
  return <Icon path={severity === 'warning' ? warningPath : successPath} />;
}

/** A message in the page, drawn like MUI's standard Alert: its icon, a tint of its colour, an optional title. */
export function Notice({
  severity = 'info',
  title,
  children,
  action,
  onClose,
  role = 'alert',
  className,
  ref,
  tabIndex,
  id,
}: NoticeProps) {
  return (
    <div
      ref={ref}
      id={id}
      tabIndex={tabIndex}
      role={role === 'none' ? undefined : role}
      className={['notice', `notice-${severity}`, className].filter(Boolean).join(' ')}
    >
      <span className="notice-icon">
        <SeverityIcon severity={severity} />
      </span>
      <div className="notice-message">
        {title !== undefined ? <p className="notice-title">{title}</p> : undefined}
        {children}
      </div>
      {action !== undefined ? <div className="notice-action">{action}</div> : undefined}
      {onClose ? (
        <div className="notice-action">
          <button type="button" className="icon-button icon-button-small" aria-label="Close" title="Close" onClick={onClose}>
            <Icon path={closePath} />
          </button>
        </div>
      ) : undefined}
    </div>
  );
}
