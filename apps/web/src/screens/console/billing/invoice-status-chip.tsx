import Box from '@mui/material/Box';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { INVOICE_STATUS_LABELS, type InvoiceStatus } from '@portal/domain';
import { tokens } from '../../../core/tokens';
import { overdueText } from './invoice-standing';

// The notices' text and tint pairs, each AA on the other; the words alone carry the status.
const LOOKS: Readonly<Record<InvoiceStatus, { color: string; bgcolor: string } | null>> = {
  open: { color: tokens.notice.infoText, bgcolor: tokens.notice.infoBackground },
  partly_paid: { color: tokens.notice.warningText, bgcolor: tokens.notice.warningBackground },
  paid: { color: tokens.notice.successText, bgcolor: tokens.notice.successBackground },
  void: null,
};

/** An invoice's status (INVOICE_STATUS_LABELS), in words and a tint. */
export function InvoiceStatusChip({ status, size = 'small' }: { status: InvoiceStatus; size?: ChipProps['size'] }) {
  const look = LOOKS[status];
  return <Chip label={INVOICE_STATUS_LABELS[status]} size={size} sx={look ?? undefined} />;
}

/** 'n days overdue', in the error notice's text colour, or nothing when the invoice is not overdue. */
export function OverdueNote({ days }: { days: number }) {
  if (days <= 0) return null;
  return (
    <Box component="span" sx={{ display: 'block', color: tokens.notice.errorText, fontWeight: 600, typography: 'body2' }}>
      {overdueText(days)}
    </Box>
  );
}
