import Box from '@mui/material/Box';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OfferGroupAnswer } from '@portal/domain';
import { NONE, useConsoleTimes } from '../console-format';
import { CatalogueTable } from './offer-table';
import { changeLine } from './change-text';

type AuditEntry = OfferGroupAnswer['audit'][number];

const ACTIONS: Readonly<Record<AuditEntry['action'], string>> = {
  draft: 'Changed the draft',
  discard: 'Discarded the draft',
  publish: 'Published',
  rollback: 'Rolled back',
  withdraw: 'Withdrew',
};

/** The group's latest changes, newest first: each field changed in the draft, and what each publish, rollback, discard or withdrawal did. */
export function AuditSection({ audit }: { audit: AuditEntry[] }) {
  const times = useConsoleTimes();
  return (
    <Box component="section" aria-labelledby="catalogue-audit">
      <Typography id="catalogue-audit" variant="h5" component="h2" sx={{ mb: 1 }}>
        Recent changes
      </Typography>
      {audit.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>No change yet since the catalogue was loaded.</Typography>
      ) : (
        <CatalogueTable
          caption="Recent changes, newest first"
          columns={['When', 'Who', 'Action', 'Version', 'Change']}
          minWidth={960}
        >
          <TableBody>
            {audit.map((entry, index) => (
              <TableRow key={index}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{times.dateTime(entry.at)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{entry.by}</TableCell>
                <TableCell>{ACTIONS[entry.action]}</TableCell>
                <TableCell>{entry.version ?? NONE}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{entry.change ? changeLine(entry.change) : NONE}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </CatalogueTable>
      )}
    </Box>
  );
}
