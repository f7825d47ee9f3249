import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ConsoleBulkAnswer } from '@portal/domain';
import { consoleBulkInProduction, consoleBulkShipDate } from '../api/orders';
import { ConsoleDialog } from '../console-dialog';
import { formatDay } from '../console-format';
import { statusLabel } from '../console-session';
import { messageOf } from '../form-messages';

/** What a bulk action did, order by order. */
export interface BulkOutcome {
  title: string;
  results: { orderNumber: string; ok: boolean; text: string }[];
}

/** Each order's result, in words: the order's new state, or why it was left as it was. */
export function bulkOutcome(
  title: string,
  answer: ConsoleBulkAnswer,
  numbers: ReadonlyMap<string, string>,
  done: (state: { status: Parameters<typeof statusLabel>[0]; est_ship_date: string | null }) => string,
): BulkOutcome {
  return {
    title,
    results: answer.results.map((result) => ({
      orderNumber: result.ok ? result.order.order_number : (numbers.get(result.order_id) ?? result.order_id),
      ok: result.ok,
      text: result.ok ? done(result.order) : result.message,
    })),
  };
}

interface BulkActionsProps {
  /** The selected orders' ids, with their numbers for the results. */
  selected: readonly string[];
  numbers: ReadonlyMap<string, string>;
  /** After a bulk action: what it did; the board reloads. */
  onDone: (outcome: BulkOutcome) => void;
}

/** One bulk action at a time, and why the last one failed. */
function useBulkRun(onDone: (outcome: BulkOutcome) => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<BulkOutcome>) => {
    setBusy(true);
    setError(null);
    try {
      onDone(await action());
      return true;
    } catch (caught) {
      setError(messageOf(caught));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}

type BulkRun = ReturnType<typeof useBulkRun>;

interface ShipDateDialogProps {
  open: boolean;
  count: number;
  bulk: BulkRun;
  /** Sets the date chosen on every selected order; answers whether that was done. */
  onSet: (date: string) => Promise<boolean>;
  onClose: () => void;
}

/** The one est. ship date every selected order gets. */
function ShipDateDialog({ open, count, bulk, onSet, onClose }: ShipDateDialogProps) {
  const [date, setDate] = useState('');
  const submit = async () => {
    if (!date) return bulk.setError('Choose a date.');
    if (await onSet(date)) setDate('');
  };
  return (
    <ConsoleDialog
      open={open}
      title="Set est. ship date"
      submitLabel="Set date"
      busy={bulk.busy}
      error={open ? bulk.error : null}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        Every line of the {count} selected order{count === 1 ? '' : 's'} gets this date; each buyer is e-mailed.
      </Typography>
      <TextField
        label="Est. ship date"
        type="date"
        required
        fullWidth
        autoFocus
        value={date}
        onChange={(event) => setDate(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </ConsoleDialog>
  );
}

/** The bar over the board while orders are selected: move them to In production, or give them one est. ship date. */
export function BulkActions({ selected, numbers, onDone }: BulkActionsProps) {
  const bulk = useBulkRun(onDone);
  const { busy, error } = bulk;
  const [dateOpen, setDateOpen] = useState(false);
  const count = selected.length;

  const inProduction = () =>
    void bulk.run(async () =>
      bulkOutcome(
        'Move to In production',
        await consoleBulkInProduction(selected),
        numbers,
        (order) => `now ${statusLabel(order.status)}`,
      ),
    );

  const setShipDate = async (date: string) => {
    const ok = await bulk.run(async () =>
      bulkOutcome(
        'Set est. ship date',
        await consoleBulkShipDate(selected, date),
        numbers,
        (order) => `est. ship date ${formatDay(order.est_ship_date)}`,
      ),
    );
    if (ok) setDateOpen(false);
    return ok;
  };
  const closeDate = () => {
    setDateOpen(false);
    bulk.setError(null);
  };

  if (count === 0) return null;
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label="Selected orders"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: 1.5, mb: 1, bgcolor: 'grey.50' }}
    >
      <Typography role="status" sx={{ fontWeight: 600, mr: 1 }}>
        {count} order{count === 1 ? '' : 's'} selected
      </Typography>
      <Button variant="contained" disabled={busy} onClick={inProduction}>
        Move to In production
      </Button>
      <Button variant="outlined" disabled={busy} onClick={() => setDateOpen(true)} aria-haspopup="dialog">
        Set est. ship date…
      </Button>
      {error && !dateOpen && (
        <Alert severity="error" role="alert" sx={{ flexBasis: '100%' }}>
          {error}
        </Alert>
      )}
      <ShipDateDialog open={dateOpen} count={count} bulk={bulk} onSet={setShipDate} onClose={closeDate} />
    </Paper>
  );
}

/** What the last bulk action did, order by order, until dismissed. */
export function BulkOutcomeNotice({ outcome, onClose }: { outcome: BulkOutcome; onClose: () => void }) {
  const failed = outcome.results.filter((r) => !r.ok).length;
  return (
    <Alert severity={failed === 0 ? 'success' : 'warning'} role="status" onClose={onClose} sx={{ mb: 2 }}>
      <AlertTitle>
        {outcome.title}: {outcome.results.length - failed} of {outcome.results.length} done
      </AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {outcome.results.map((result) => (
          <li key={result.orderNumber}>
            <strong>{result.orderNumber}</strong>: {result.ok ? result.text : `not changed. ${result.text}`}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
