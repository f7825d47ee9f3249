import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CARRIER_MAX_LENGTH,
  FULFILMENT_STATUS_LABELS,
  moveNeedsTracking,
  moveSteps,
  statusChoices,
  normalTrackingNumber,
  TRACKING_NUMBER_MAX_LENGTH,
  trackingNumberProblem,
  type ConsoleMoveStatusBody,
  type FulfilmentStatus,
} from '@portal/domain';
import { ConsoleDialog } from '../console-dialog';
import type { ChangeResult } from './use-order-changes';

/** The button of a move: the status it leads to; a dialog first where the move asks for more (…). */
export function moveLabel(to: FulfilmentStatus): string {
  if (to === 'cancelled') return 'Cancel order…';
  if (moveNeedsTracking(to)) return `Mark as ${FULFILMENT_STATUS_LABELS[to]}…`;
  return `Move to ${FULFILMENT_STATUS_LABELS[to]}`;
}

interface StatusActionsProps {
  status: FulfilmentStatus;
  orderNumber: string;
  /** Sends the move with the version the page shows. */
  move: (body: Omit<ConsoleMoveStatusBody, 'version' | 'expected_status'>) => Promise<ChangeResult>;
  /** Another change of the order is under way. */
  disabled?: boolean;
}

type Move = Omit<ConsoleMoveStatusBody, 'version' | 'expected_status'>;

interface MoveDialogProps {
  open: boolean;
  /** Where the order is now. */
  status: FulfilmentStatus;
  orderNumber: string;
  busy: boolean;
  error: string | null;
  onError: (message: string) => void;
  /** Sends the move; true once it is done (or the order changed meanwhile), which ends the dialog's part. */
  onMove: (body: Move) => Promise<boolean>;
  onClose: () => void;
}

/** Shipping asks for the carrier and the tracking number, which the buyer is e-mailed. */
function ShipDialog({ open, status, orderNumber, busy, error, onError, onMove, onClose }: MoveDialogProps) {
  // Goods ready at once ship from Received: the order passes through In production on the way.
  const through = (moveSteps(status, 'shipped') ?? []).slice(0, -1);
  const [carrier, setCarrier] = useState('');
  const [tracking, setTracking] = useState('');
  /** What is wrong with the number for its carrier, said at the field before anything is sent. */
  const [trackingError, setTrackingError] = useState<string | null>(null);
  const ship = async () => {
    if (!carrier.trim() || !tracking.trim()) {
      onError('Enter the carrier and the tracking number.');
      return;
    }
    const problem = trackingNumberProblem(carrier, tracking);
    setTrackingError(problem);
    if (problem) return;
    if (await onMove({ to: 'shipped', carrier: carrier.trim(), tracking_number: normalTrackingNumber(carrier, tracking) })) {
      setCarrier('');
      setTracking('');
    }
  };
  return (
    <ConsoleDialog
      open={open}
      title={`Ship order ${orderNumber}`}
      submitLabel="Mark as Shipped"
      busy={busy}
      error={error}
      onSubmit={() => void ship()}
      onClose={onClose}
    >
      {through.length > 0 && (
        <Typography variant="body2" sx={{ mb: 1 }}>
          The order goes through {through.map((s) => FULFILMENT_STATUS_LABELS[s]).join(', ')} on the way: its history shows each
          step.
        </Typography>
      )}
      <Typography variant="body2" sx={{ mb: 1 }}>
        The buyer is e-mailed once, that it has shipped, with the carrier and the tracking number.
      </Typography>
      <TextField
        label="Carrier"
        required
        fullWidth
        margin="normal"
        autoFocus
        value={carrier}
        onChange={(event) => {
          setCarrier(event.target.value);
          setTrackingError(null);
        }}
        helperText="For example UPS, FedEx, USPS"
        slotProps={{ htmlInput: { maxLength: CARRIER_MAX_LENGTH } }}
      />
      <TextField
        label="Tracking number"
        required
        fullWidth
        margin="normal"
        value={tracking}
        onChange={(event) => {
          setTracking(event.target.value);
          setTrackingError(null);
        }}
        error={trackingError !== null}
        helperText={trackingError ?? 'Spaces are removed.'}
        slotProps={{ htmlInput: { maxLength: TRACKING_NUMBER_MAX_LENGTH } }}
      />
    </ConsoleDialog>
  );
}

/** Cancelling asks to confirm, with a reason the buyer reads if one is given. */
function CancelDialog({ open, orderNumber, busy, error, onMove, onClose }: MoveDialogProps) {
  const [note, setNote] = useState('');
  const cancel = async () => {
    if (await onMove(note.trim() ? { to: 'cancelled', note: note.trim() } : { to: 'cancelled' })) setNote('');
  };
  return (
    <ConsoleDialog
      open={open}
      title={`Cancel order ${orderNumber}?`}
      submitLabel="Cancel order"
      cancelLabel="Keep order"
      danger
      busy={busy}
      error={error}
      onSubmit={() => void cancel()}
      onClose={onClose}
    >
      <Typography sx={{ mb: 1 }}>
        A cancelled order moves no further and the buyer is e-mailed that it was cancelled. This cannot be undone.
      </Typography>
      <TextField
        label="Reason (optional)"
        helperText="The buyer reads it in the e-mail and on their orders screen."
        fullWidth
        multiline
        minRows={2}
        margin="normal"
        value={note}
        onChange={(event) => setNote(event.target.value)}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </ConsoleDialog>
  );
}

/**
 * The moves staff may choose from this status (packages/domain statusChoices: the table's next
 * statuses, and shipping straight from Received), one button each. Shipping asks for the carrier
 * and tracking number; cancelling asks to confirm.
 */
export function StatusActions({ status, orderNumber, move, disabled = false }: StatusActionsProps) {
  const [busy, setBusy] = useState<FulfilmentStatus | null>(null);
  const [dialog, setDialog] = useState<'ship' | 'cancel' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const moves = statusChoices(status);

  const close = () => {
    setDialog(null);
    setError(null);
  };

  const run = async (body: Move) => {
    setBusy(body.to);
    setError(null);
    const result = await move(body);
    setBusy(null);
    // Done, or refused because the order changed meanwhile (the page says so): the dialog has done its part.
    if (result.ok || result.conflict) {
      close();
      return true;
    }
    setError(result.message);
    return false;
  };

  const press = (to: FulfilmentStatus) => {
    if (to === 'cancelled') setDialog('cancel');
    else if (moveNeedsTracking(to)) setDialog('ship');
    else void run({ to });
  };

  if (moves.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {FULFILMENT_STATUS_LABELS[status]} is where an order ends: it moves no further.
      </Typography>
    );
  }
  const dialogProps = { status, orderNumber, busy: busy !== null, onError: setError, onMove: run, onClose: close };
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {moves.map((to) => (
          <Button
            key={to}
            variant={to === 'cancelled' ? 'outlined' : 'contained'}
            color={to === 'cancelled' ? 'error' : 'primary'}
            disabled={busy !== null || disabled}
            aria-haspopup={to === 'cancelled' || moveNeedsTracking(to) ? 'dialog' : undefined}
            onClick={() => press(to)}
          >
            {moveLabel(to)}
          </Button>
        ))}
      </Box>
      {error && dialog === null && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {error}
        </Typography>
      )}
      <ShipDialog open={dialog === 'ship'} error={dialog === 'ship' ? error : null} {...dialogProps} />
      <CancelDialog open={dialog === 'cancel'} error={dialog === 'cancel' ? error : null} {...dialogProps} />
    </>
  );
}
