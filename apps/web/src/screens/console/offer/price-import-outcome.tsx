import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { OfferPriceFileAnswer } from '@portal/domain';
import { CatalogueTable } from './offer-table';
import { changeValue, fieldLabel } from './change-text';
import type { PriceImport } from './use-price-import';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The dry run in a sentence: '2 items created, 3 changed, 40 unchanged, 1 row wrong.' */
export function importSummary(answer: OfferPriceFileAnswer): string {
  const parts = [
    `${count(answer.created.length, 'item', 'items')} created`,
    `${answer.updated.length} changed`,
    `${answer.unchanged} unchanged`,
  ];
  if (answer.wrong.length > 0) parts.push(count(answer.wrong.length, 'row wrong', 'rows wrong'));
  return `${parts.join(', ')}.`;
}

function WrongRows({ wrong }: { wrong: OfferPriceFileAnswer['wrong'] }) {
  return (
    <CatalogueTable caption="The wrong rows" columns={['Line', 'Code', 'Why']} minWidth={320}>
      <TableBody>
        {wrong.map((row) => (
          <TableRow key={row.line}>
            <TableCell component="th" scope="row" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {row.line}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.code || '—'}</TableCell>
            <TableCell>{row.reason}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </CatalogueTable>
  );
}

function Updates({ answer }: { answer: OfferPriceFileAnswer }) {
  const rows = answer.updated.flatMap((item) => item.changes.map((change, index) => ({ code: item.code, change, index })));
  return (
    <CatalogueTable caption="What the file changes" columns={['Item', 'Field', 'Now', 'From the file']} minWidth={560}>
      <TableBody>
        {answer.created.map((code) => (
          <TableRow key={`new-${code}`}>
            <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
              {code}
            </TableCell>
            <TableCell colSpan={3}>A new item</TableCell>
          </TableRow>
        ))}
        {rows.map(({ code, change, index }) => (
          <TableRow key={`${code}-${index}`}>
            <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
              {code}
            </TableCell>
            <TableCell>{fieldLabel(change)}</TableCell>
            <TableCell>{changeValue(change.before)}</TableCell>
            <TableCell>{changeValue(change.after)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </CatalogueTable>
  );
}

/** The dry run: its counts, the wrong rows by line and why, the changes old → new, and 'Apply to the draft' when none is wrong. */
export function CheckedFile({ answer, state }: { answer: OfferPriceFileAnswer; state: PriceImport }) {
  const wrong = answer.wrong.length > 0;
  const nothing = answer.created.length === 0 && answer.updated.length === 0;
  return (
    <Box component="section" aria-labelledby="checked-heading" sx={{ mt: 3 }}>
      <Typography id="checked-heading" variant="h5" component="h2" sx={{ mb: 1 }}>
        What the file would do
      </Typography>
      <Typography component="p" sx={{ fontWeight: 600, mb: 1.5 }}>
        {importSummary(answer)}
      </Typography>
      {wrong && (
        <>
          <Typography sx={{ mb: 1 }}>
            Nothing is applied while a row is wrong: correct these rows and choose the file again.
          </Typography>
          <WrongRows wrong={answer.wrong} />
        </>
      )}
      {!nothing && (
        <Box sx={{ mt: 2 }}>
          <Updates answer={answer} />
        </Box>
      )}
      {!wrong && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, mt: 2 }}>
          <Button
            variant="contained"
            disabled={nothing || state.applying}
            aria-busy={state.applying}
            onClick={() => void state.apply()}
            startIcon={state.applying ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            Apply to the draft
          </Button>
          {nothing && <Typography color="text.secondary">The file changes nothing.</Typography>}
        </Box>
      )}
    </Box>
  );
}
