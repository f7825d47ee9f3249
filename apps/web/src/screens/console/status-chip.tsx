import Chip, { type ChipProps } from '@mui/material/Chip';
import { FULFILMENT_STATUS_LABELS, type FulfilmentStatus } from '@portal/domain';

const COLOURS: Readonly<Record<FulfilmentStatus, ChipProps['color']>> = {
  received: 'default',
  in_production: 'primary',
  shipped: 'primary',
  delivered: 'success',
  cancelled: 'error',
};

/** An order's fulfilment status, in words and a colour (the words alone carry it; each colour passes AA with its text). */
export function StatusChip({ status, size = 'small' }: { status: FulfilmentStatus; size?: ChipProps['size'] }) {
  return (
    <Chip
      label={FULFILMENT_STATUS_LABELS[status]}
      color={COLOURS[status]}
      size={size}
      variant={status === 'shipped' || status === 'delivered' ? 'filled' : 'outlined'}
    />
  );
}
