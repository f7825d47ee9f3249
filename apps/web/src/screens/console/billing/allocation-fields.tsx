import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { allocateOldestFirst, type InvoiceSummary, type Ledger } from '@portal/domain';
import { formatDay, money } from '../console-format';
import type { ChosenAmounts } from './ledger-money';
import { DOLLARS } from '../console-fields';

// What the payment dialogs show of where money goes: oldest first's preview, or a field per open
// invoice, and in both what is left as credit.

const NO_OPEN_INVOICE = 'No invoice of the account has anything left to pay: all of it is left as credit.';

/** A line of the preview or the choice's total. */
function Line({ label, cents, strong }: { label: string; cents: number; strong?: boolean }) {
  return (
    <Box
      component="li"
      sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 0.25, fontWeight: strong ? 700 : undefined }}
    >
      <span>{label}</span>
      <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
        {money(cents)}
      </Box>
    </Box>
  );
}

const listSx = { listStyle: 'none', m: 0, p: 0, typography: 'body2' } as const;

/**
 * Where oldest first would put an amount on the ledger the page shows (allocateOldestFirst, the
 * rule the server applies when the payment arrives): each invoice's part, then what is left as credit.
 */
export function OldestFirstPreview({
  ledger,
  invoices,
  amountCents,
}: {
  ledger: Ledger;
  invoices: readonly InvoiceSummary[];
  amountCents: number | null;
}) {
  if (amountCents === null) {
    return (
      <Typography variant="body2" color="text.secondary">
        Type the amount to see which invoices it pays.
      </Typography>
    );
  }
  const spread = allocateOldestFirst(ledger, amountCents);
  const numbers = new Map(invoices.map((invoice) => [invoice.id, invoice.number]));
  return (
    <Box component="ul" aria-label="Where oldest first puts it" sx={listSx}>
      {spread.allocations.map((a) => (
        <Line key={a.invoiceId} label={numbers.get(a.invoiceId) ?? 'Invoice'} cents={a.amountCents} />
      ))}
      {spread.allocations.length === 0 && (
        <Box component="li" sx={{ color: 'text.secondary', py: 0.25 }}>
          {NO_OPEN_INVOICE}
        </Box>
      )}
      <Line label="Left as credit" cents={spread.leftCents} strong />
    </Box>
  );
}

interface ChoiceProps {
  invoices: readonly InvoiceSummary[];
  chosen: ChosenAmounts;
  onChange: (chosen: ChosenAmounts) => void;
  /** What is wrong with each invoice's amount, once a send was tried. */
  problems: Readonly<Record<string, string>>;
  /** What the amounts typed leave of the payment, or null while its amount is not known. */
  leftCents: number | null;
}

/** A field per open invoice for the part of the payment it gets; what is not given is left as credit. */
export function AllocationChoice({ invoices, chosen, onChange, problems, leftCents }: ChoiceProps) {
  if (invoices.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        {NO_OPEN_INVOICE}
      </Typography>
    );
  }
  return (
    <>
      {invoices.map((invoice) => {
        const problem = problems[invoice.id];
        return (
          <TextField
            key={invoice.id}
            label={`Amount for ${invoice.number}`}
            fullWidth
            margin="dense"
            value={chosen[invoice.id] ?? ''}
            onChange={(event) => onChange({ ...chosen, [invoice.id]: event.target.value })}
            error={problem !== undefined}
            helperText={problem ?? `Due ${formatDay(invoice.due_on)}, ${money(invoice.outstanding_cents)} left to pay`}
            slotProps={DOLLARS}
          />
        );
      })}
      {leftCents !== null && (
        <Box component="ul" aria-label="What is left" sx={{ ...listSx, mt: 1 }}>
          <Line label="Left as credit" cents={leftCents} strong />
        </Box>
      )}
    </>
  );
}
