import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PAYMENT_METHOD_LABELS, type Payment } from '@portal/domain';
import { tokens } from '../../../core/tokens';
import { formatDay, money, NONE, useConsoleTimes } from '../console-format';
import { canAllocate, canReverse, canTakeBack } from './ledger-money';
import { Empty, Facts } from '../console-table';
import { InvoiceLink } from './ledger-invoices';
import type { LedgerDialog } from './use-ledger-changes';

/** A payment in a few words, which tells it from the others: 'the payment of $500.00 received Nov 27, 2026 (cheque 10452)'. */
export function paymentWords(payment: Payment): string {
  const reference = payment.reference ? ` (${payment.reference})` : '';
  return `the payment of ${money(Math.abs(payment.amount_cents))} received ${formatDay(payment.received_on)}${reference}`;
}

type Allocation = Payment['allocations'][number];

interface PaymentProps {
  payment: Payment;
  /** The payment a reversal reverses, when it is one. */
  reversed: Payment | undefined;
  /** Given to staff who may change billing: the payment's buttons open these dialogs. */
  onChange: ((dialog: LedgerDialog) => void) | null;
}

/** One allocation: the invoice, the amount, and a take-back as such. */
function AllocationLine({
  payment,
  allocation,
  onTakeBack,
}: {
  payment: Payment;
  allocation: Allocation;
  onTakeBack: ((allocation: Allocation) => void) | null;
}) {
  const times = useConsoleTimes();
  const takenBack = allocation.amount_cents < 0;
  return (
    <Box
      component="li"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5, py: 0.5, typography: 'body2' }}
    >
      <InvoiceLink id={allocation.invoice_id} number={allocation.invoice_number} />
      <Box component="span" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
        {money(allocation.amount_cents)}
      </Box>
      {takenBack && (
        <Box component="span" sx={{ color: 'text.secondary' }}>
          taken back {times.date(allocation.at)}
        </Box>
      )}
      {onTakeBack && (
        <Button
          size="small"
          aria-haspopup="dialog"
          aria-label={`Take back ${money(allocation.amount_cents)} from ${allocation.invoice_number}, of ${paymentWords(payment)}`}
          onClick={() => onTakeBack(allocation)}
        >
          Take back
        </Button>
      )}
    </Box>
  );
}

/** What the payment has not given to any invoice, or why that does not count as credit. */
function Unallocated({ payment }: { payment: Payment }) {
  if (payment.amount_cents < 0) return <>None: it cancels the payment it reverses</>;
  if (payment.reversed) return <>None: the payment was reversed</>;
  return <>{payment.unallocated_cents > 0 ? `${money(payment.unallocated_cents)} left as credit` : money(0)}</>;
}

const REVERSAL_CHIP = { color: tokens.notice.errorText, bgcolor: tokens.notice.errorBackground, fontWeight: 600 } as const;

/** One payment: what came in, how, who recorded it, what it left as credit, and the invoices it went to. */
function PaymentCard({ payment, reversed, onChange }: PaymentProps) {
  const headingId = `payment-${payment.id}`;
  const reversal = payment.amount_cents < 0;
  const takeBack = (allocation: Allocation) => onChange?.({ kind: 'take-back', payment, allocation });
  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography
          id={headingId}
          component="h4"
          variant="subtitle1"
          sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
        >
          {reversal ? 'Reversal' : 'Payment'} {money(payment.amount_cents)}
        </Typography>
        {reversal && <Chip size="small" label="Reversal" sx={REVERSAL_CHIP} />}
        {payment.reversed && <Chip size="small" label="Reversed" sx={REVERSAL_CHIP} />}
        {onChange && (canAllocate(payment) || canReverse(payment)) && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, ml: { sm: 'auto' } }}>
            {canAllocate(payment) && (
              <Button
                size="small"
                variant="outlined"
                aria-haspopup="dialog"
                aria-label={`Allocate ${paymentWords(payment)}`}
                onClick={() => onChange({ kind: 'allocate', payment })}
              >
                Allocate
              </Button>
            )}
            <Button
              size="small"
              variant="outlined"
              color="error"
              aria-haspopup="dialog"
              aria-label={`Reverse ${paymentWords(payment)}`}
              onClick={() => onChange({ kind: 'reverse', payment })}
            >
              Reverse
            </Button>
          </Box>
        )}
      </Box>
      <Facts
        columns={{ xs: 'minmax(6.5rem, auto) 1fr', md: 'repeat(3, minmax(6.5rem, auto) 1fr)' }}
        items={[
          ['Received', formatDay(payment.received_on)],
          ['Method', PAYMENT_METHOD_LABELS[payment.method]],
          ['Reference', payment.reference || NONE],
          ['Unallocated', <Unallocated key="unallocated" payment={payment} />],
          ['Recorded by', payment.recorded_by],
          reversal && ['Reverses', reversed ? paymentWords(reversed) : NONE],
        ]}
      />
      {payment.allocations.length > 0 && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Allocations
          </Typography>
          <Box component="ul" aria-label={`Allocations of ${paymentWords(payment)}`} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {payment.allocations.map((allocation) => (
              <AllocationLine
                key={allocation.id}
                payment={payment}
                allocation={allocation}
                onTakeBack={onChange && canTakeBack(allocation) ? takeBack : null}
              />
            ))}
          </Box>
        </>
      )}
    </Paper>
  );
}

/** The account's payments, newest first, each with its allocations under it. */
export function LedgerPayments({
  payments,
  onChange,
}: {
  payments: readonly Payment[];
  onChange: ((dialog: LedgerDialog) => void) | null;
}) {
  if (payments.length === 0) return <Empty>No payments recorded yet.</Empty>;
  const byId = new Map(payments.map((payment) => [payment.id, payment]));
  return (
    <Box component="ul" aria-label="Payments" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {payments.map((payment) => (
        <PaymentCard
          key={payment.id}
          payment={payment}
          reversed={payment.reverses_id ? byId.get(payment.reverses_id) : undefined}
          onChange={onChange}
        />
      ))}
    </Box>
  );
}
