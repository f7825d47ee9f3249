import Chip from '@mui/material/Chip';
import { onHoldText, type ConsoleOrderHold } from '@portal/domain';

/** Marks an order that waits for something (its open holds); the words of each hold are its title. Nothing when none is open. */
export function HoldChip({ holds }: { holds: readonly ConsoleOrderHold[] }) {
  if (holds.length === 0) return null;
  return <Chip label="On hold" color="warning" size="small" variant="outlined" title={holds.map(onHoldText).join(' ')} />;
}
