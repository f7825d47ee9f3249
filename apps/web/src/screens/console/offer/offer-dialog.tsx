import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useConsoleTimes } from '../console-format';
import { ConsoleDialog } from '../console-dialog';
import { dialogProps } from '../use-dialog-state';
import type { OfferAsk, OfferChanges } from './use-offer-changes';

const changesText = (n: number) => (n === 1 ? '1 change' : `${n} changes`);

/** Each dialog's title, button and what it does, in words. */
function dialogWords(ask: OfferAsk, dateTime: (ms: number) => string) {
  switch (ask.kind) {
    case 'publish-at':
      return {
        title: 'Publish the draft at a set time',
        submit: 'Set the time',
        danger: false,
        text: 'The draft becomes the next version now, and goes live for buyers at the time you choose. Until then, the live version stays and the draft is empty again.',
      };
    case 'discard':
      return {
        title: 'Discard the draft?',
        submit: 'Discard the draft',
        danger: true,
        text: `Its ${changesText(ask.changes)} are dropped and cannot be brought back. What buyers see does not change.`,
      };
    case 'rollback':
      return {
        title: `Roll back to version ${ask.version}?`,
        submit: `Roll back to version ${ask.version}`,
        danger: true,
        text: `Version ${ask.version}'s catalogue is published again, now, as version ${ask.next}: buyers see its items and prices at their next page load. The versions after it stay in the list, and the draft stays as it is.`,
      };
    case 'withdraw':
      return {
        title: `Withdraw version ${ask.version}?`,
        submit: `Withdraw version ${ask.version}`,
        danger: true,
        text: `Version ${ask.version} will not go live at ${dateTime(ask.liveAt)}; it leaves the list, and its number is not given again. The live version stays.`,
      };
  }
}

/** The group page's one dialog: publish at a set time, or confirm a discard, a rollback or a withdrawal. */
export function OfferDialog({ changes }: { changes: OfferChanges }) {
  const times = useConsoleTimes();
  const { ask } = changes;
  if (!ask) return null;
  const words = dialogWords(ask, times.dateTime);
  const zoneNow = times.time(Date.now()).split(' ').at(-1);
  return (
    <ConsoleDialog
      title={words.title}
      submitLabel={words.submit}
      danger={words.danger}
      {...dialogProps(changes)}
      onSubmit={() => void changes.submit()}
    >
      <Typography sx={{ mb: ask.kind === 'publish-at' ? 2 : 0 }}>{words.text}</Typography>
      {ask.kind === 'publish-at' && (
        <TextField
          label="Goes live at"
          type="datetime-local"
          value={changes.at}
          onChange={(event) => changes.setAt(event.target.value)}
          required
          fullWidth
          autoFocus
          slotProps={{ inputLabel: { shrink: true } }}
          helperText={`In the provider's time (${times.zone}, ${zoneNow ?? ''}), whatever your computer's zone.`}
        />
      )}
    </ConsoleDialog>
  );
}
