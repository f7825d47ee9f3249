import Chip from '@mui/material/Chip';
import { waitedText } from '@portal/domain';

/**
 * Marks an order that waits for its dealership's approval, with how long it has waited
 * ('Approval · 2 days'); nothing when it does not wait (docs/approvals.md).
 */
export function ApprovalChip({ since, now = Date.now() }: { since: number | null; now?: number }) {
  if (since === null) return null;
  const waited = waitedText(now - since);
  return (
    <Chip
      label={`Approval · ${waited}`}
      color="info"
      size="small"
      variant="outlined"
      title={`Waiting for the dealership's approval for ${waited}`}
      aria-label={`Waiting for approval for ${waited}`}
    />
  );
}
