import { useEffect, useState, type Ref, type RefObject } from 'react';
import { postJson } from '../../core/api/api-client';
import { adminPath } from '../../common/icon-paths';
import { Icon } from '../../common/icons';
import { Notice } from '../../common/notice';
import { INVALID_PASSWORD_MESSAGE, PasswordDialog, passwordMiss, type PasswordCheck } from '../../common/password-dialog';
import type { OrdersView } from './view-switch';

interface AdminControlsProps {
  group: string;
  admin: boolean;
  /** The list is loaded: the Admin button or the admin mode label shows in the header. */
  shown: boolean;
  /** The admin password was right. */
  onUnlocked: () => void;
  /** Where focus goes once admin mode is on: the Admin button is gone. */
  notice: RefObject<HTMLDivElement | null>;
}

/** The header's Admin button and the password dialog it opens, or the label that says admin mode is on (decision 009). */
export function AdminControls({ group, admin, shown, onUnlocked, notice }: AdminControlsProps) {
  const [dialog, setDialog] = useState(false);
  const [noticeDue, setNoticeDue] = useState(false);
  // An open group's list reloads in admin mode, and its notice may come after the dialog has gone:
  // focus goes to it when it is there, not only if it already was.
  useEffect(() => {
    if (!noticeDue || !notice.current) return;
    notice.current.focus();
    setNoticeDue(false);
  });

  const checkAdmin = async (password: string): Promise<PasswordCheck> => {
    try {
      await postJson<null>('/v1/admin/unlock', { companyName: group, password });
      return { ok: true };
    } catch (error) {
      return passwordMiss(error, INVALID_PASSWORD_MESSAGE);
    }
  };

  return (
    <>
      {shown &&
        (admin ? (
          <span className="orders-admin-chip">
            <Icon path={adminPath} />
            Admin mode
          </span>
        ) : (
          <button type="button" className="button button-outlined" aria-haspopup="dialog" onClick={() => setDialog(true)}>
            <span className="button-icon">
              <Icon path={adminPath} />
            </span>
            Admin
          </button>
        ))}
      {/* Mounted whatever the list shows: a reload of the list neither unmounts it nor skips its onClosed. */}
      <PasswordDialog
        open={dialog}
        title="Admin password"
        description="Staff only: admin mode lets you edit Your PO, Supplier PO and Est. Ship Date of order lines."
        submitLabel="Unlock"
        check={checkAdmin}
        onCancel={() => setDialog(false)}
        onClosed={() => {
          if (admin) setNoticeDue(true);
        }}
        onSuccess={() => {
          setDialog(false);
          onUnlocked();
        }}
      />
    </>
  );
}

/** What admin mode lets the admin do in the view shown, under the header. */
export function AdminNotice({ ref, view }: { ref: Ref<HTMLDivElement>; view: OrdersView }) {
  return (
    <Notice ref={ref} tabIndex={-1} role="status" severity="info" className="orders-notice">
      {view === 'orders' ? (
        <p>
          Admin mode is on. Open an order and use the pencil on a line to edit its Your PO, Supplier PO and Est. Ship Date fields;
          press it again to save.
        </p>
      ) : view === 'budgets' ? (
        <p>Admin mode is on: each store&apos;s budget of the month and what counts against it are shown.</p>
      ) : (
        <p>Admin mode is on: the group&apos;s invoices and statements are shown.</p>
      )}
    </Notice>
  );
}
