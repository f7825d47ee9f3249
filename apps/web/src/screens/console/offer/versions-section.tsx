import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OfferGroupAnswer, OfferVersion } from '@portal/domain';
import { NONE, useConsoleTimes } from '../console-format';
import { CatalogueTable } from './offer-table';
import type { OfferChanges } from './use-offer-changes';

const STATES: Readonly<
  Record<OfferVersion['state'], { label: string; color: ChipProps['color']; variant: ChipProps['variant'] }>
> = {
  live: { label: 'Live', color: 'success', variant: 'filled' },
  scheduled: { label: 'Scheduled', color: 'primary', variant: 'outlined' },
  past: { label: 'Past', color: 'default', variant: 'outlined' },
};

/** A version's state in words, with a colour besides (the words alone carry it). */
export function VersionChip({ state }: { state: OfferVersion['state'] }) {
  const look = STATES[state];
  return <Chip size="small" label={look.label} color={look.color} variant={look.variant} />;
}

function VersionAction({ version, next, changes }: { version: OfferVersion; next: number; changes: OfferChanges }) {
  if (version.state === 'past')
    return (
      <Button
        size="small"
        variant="outlined"
        onClick={() => changes.show({ kind: 'rollback', version: version.version, next })}
        disabled={changes.busy}
        aria-label={`Roll back to version ${version.version}`}
        sx={{ whiteSpace: 'nowrap' }}
      >
        Roll back to this
      </Button>
    );
  if (version.state === 'scheduled')
    return (
      <Button
        size="small"
        variant="outlined"
        color="error"
        onClick={() => changes.show({ kind: 'withdraw', version: version.version, liveAt: version.live_at })}
        disabled={changes.busy}
        aria-label={`Withdraw version ${version.version}`}
      >
        Withdraw
      </Button>
    );
  return null;
}

/** The group's versions, newest first: which is live, which set for later; rolling back and withdrawing for staff who may edit. */
export function VersionsSection({ answer, changes }: { answer: OfferGroupAnswer; changes: OfferChanges }) {
  const times = useConsoleTimes();
  const next = Math.max(0, ...answer.versions.map((v) => v.version)) + 1;
  const columns = ['Version', 'State', 'Published', 'Goes live', 'Note', ...(answer.may_edit ? ['Actions'] : [])];
  return (
    <Box component="section" aria-labelledby="catalogue-versions" sx={{ mb: 4 }}>
      <Typography id="catalogue-versions" variant="h5" component="h2" sx={{ mb: 1 }}>
        Versions
      </Typography>
      <CatalogueTable caption="Versions, newest first" columns={columns} minWidth={answer.may_edit ? 860 : 720}>
        <TableBody>
          {answer.versions.map((version) => (
            <TableRow key={version.version}>
              <TableCell component="th" scope="row">
                {version.version}
              </TableCell>
              <TableCell>
                <VersionChip state={version.state} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {times.dateTime(version.published_at)}
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {version.published_by ? `by ${version.published_by}` : 'loaded from the files'}
                </Typography>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {version.live_at === version.published_at ? 'At once' : times.dateTime(version.live_at)}
              </TableCell>
              <TableCell>{version.note || NONE}</TableCell>
              {answer.may_edit && (
                <TableCell>
                  <VersionAction version={version} next={next} changes={changes} />
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </CatalogueTable>
    </Box>
  );
}
