import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { mayReleaseHold, onHoldText, type ConsoleOrderHold } from '@portal/domain';
import { useConsoleTimes } from '../console-format';
import { useStaff } from '../console-session';
import { Section } from './order-sections';

/**
 * Each open hold of the order (docs/console.md#holds): what it waits for, who can release it, why
 * it opened, and a Release button for the roles its reason names. Nothing when none is open.
 */
export function OrderHolds({
  holds,
  release,
  disabled,
}: {
  holds: readonly ConsoleOrderHold[];
  release: (hold: ConsoleOrderHold) => void;
  disabled: boolean;
}) {
  const { role } = useStaff().staff;
  const times = useConsoleTimes();
  if (holds.length === 0) return null;
  return (
    <Section title="On hold" id="order-holds">
      <Box sx={{ display: 'grid', gap: 1 }}>
        {holds.map((hold) => (
          <Alert
            key={hold.id}
            severity="warning"
            action={
              mayReleaseHold(role, hold.reason) ? (
                <Button color="inherit" size="small" disabled={disabled} onClick={() => release(hold)}>
                  Release {hold.label.toLowerCase()}
                </Button>
              ) : undefined
            }
          >
            <AlertTitle>{hold.label}</AlertTitle>
            {onHoldText(hold)}
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {hold.note ? `${hold.note} ` : ''}Since {times.dateTime(hold.opened_at)}.
            </Typography>
          </Alert>
        ))}
      </Box>
    </Section>
  );
}
