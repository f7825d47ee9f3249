import { useEffect, useState, type Ref, type RefObject } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import { postJson } from '../../core/api/api-client';
import { INVALID_PASSWORD_MESSAGE, PasswordDialog, passwordMiss, type PasswordCheck } from '../../common/mui/password-dialog';

interface AdminControlsProps {
  group: string;
  admin: boolean;
  /** The list is loaded: the Admin button or the chip shows in the header. */
  shown: boolean;
  /** The admin password was right. */
  onUnlocked: () => void;
  /** Where focus goes once admin mode is on: the Admin button is gone. */
  notice: RefObject<HTMLDivElement | null>;
}

/** The header's Admin button and the password dialog it opens, or the chip that says admin mode is on (decision 009). */
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
          <Chip icon={<AdminPanelSettingsOutlined />} label="Admin mode" color="secondary" variant="outlined" />
        ) : (
          <Button
            variant="outlined"
            startIcon={<AdminPanelSettingsOutlined />}
            aria-haspopup="dialog"
            onClick={() => setDialog(true)}
          >
            Admin
          </Button>
        ))}
      {/* Mounted whatever the list shows, so it closes with its transition when the list reloads. */}
      <PasswordDialog
        open={dialog}
        title="Admin password"
        description="Staff only: admin mode lets you edit Customer PO, PO and Est. Ship Date on order lines."
        submitLabel="Unlock"
        check={checkAdmin}
        onCancel={() => setDialog(false)}
        onExited={() => {
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

/** What admin mode lets the admin do, under the header. */
export function AdminNotice({ ref }: { ref: Ref<HTMLDivElement> }) {
  return (
    <Alert ref={ref} tabIndex={-1} role="status" severity="info" sx={{ mb: 2 }}>
      Admin mode is on. Open an order and use the pencil on a line to edit its Customer PO, PO and Est. Ship Date; press it again
      to save.
    </Alert>
  );
}
