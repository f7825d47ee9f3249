import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import type { PaymentImportRow } from '@portal/domain';
import { money, NONE } from '../console-format';
import { rowAccountName, rowDestinations } from './bank-file';
import { FactList } from './billing-section';

interface BankRowsProps {
  rows: readonly PaymentImportRow[];
  /** Account names by id, for the rows the server matched. */
  names: ReadonlyMap<string, string>;
}

const amountOf = (row: PaymentImportRow) => (row.amount_cents === null ? NONE : money(row.amount_cents));

function Destinations({ row }: { row: PaymentImportRow }) {
  const parts = rowDestinations(row);
  if (parts.length === 0) return <>{NONE}</>;
  return (
    <>
      {parts.map((part) => (
        <Box component="span" key={part} sx={{ display: 'block', whiteSpace: 'nowrap' }}>
          {part}
        </Box>
      ))}
    </>
  );
}

function Problem({ row }: { row: PaymentImportRow }) {
  if (row.problem === null)
    return (
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {NONE}
      </Box>
    );
  return (
    <Box component="span" sx={{ color: 'error.main', fontWeight: 600 }}>
      {row.problem}
    </Box>
  );
}

/** A card per row, on a phone. */
function BankRowCards({ rows, names }: BankRowsProps) {
  return (
    <Box component="ul" aria-label="Rows of the file" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {rows.map((row) => (
        <Paper
          component="li"
          variant="outlined"
          key={row.line}
          sx={{ p: 1.5, minWidth: 0, borderColor: row.problem ? 'error.main' : undefined }}
        >
          <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mb: 1, fontWeight: 600 }}>
            <span>Line {row.line}</span>
            <span>{amountOf(row)}</span>
          </Box>
          <FactList
            items={[
              ['Account', rowAccountName(row, names) || NONE],
              ['Date', row.date || NONE],
              ['Reference', row.reference || NONE],
              ['Goes to', <Destinations key="to" row={row} />],
              ...(row.problem ? ([['Problem', <Problem key="problem" row={row} />]] as const) : []),
            ]}
          />
        </Paper>
      ))}
    </Box>
  );
}

const HEADINGS = ['Line', 'Date', 'Account', 'Reference', 'Amount', 'Goes to', 'Problem'] as const;

/** The rows of a checked bank file, in a table that scrolls in its own region on a narrow screen. */
function BankRowTable({ rows, names }: BankRowsProps) {
  return (
    <TableContainer component={Paper} variant="outlined" tabIndex={0} role="region" aria-label="Rows of the file">
      <Table size="small" aria-label="Rows of the file">
        <TableHead>
          <TableRow>
            {HEADINGS.map((heading) => (
              <TableCell key={heading} align={heading === 'Amount' || heading === 'Line' ? 'right' : 'left'}>
                {heading}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.line} sx={{ verticalAlign: 'top' }}>
              <TableCell align="right">{row.line}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{row.date || NONE}</TableCell>
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>
                {rowAccountName(row, names) || NONE}
              </TableCell>
              <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.reference || NONE}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {amountOf(row)}
              </TableCell>
              <TableCell>
                <Destinations row={row} />
              </TableCell>
              <TableCell sx={{ minWidth: 200 }}>
                <Problem row={row} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

export function BankRows(props: BankRowsProps) {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return phone ? <BankRowCards {...props} /> : <BankRowTable {...props} />;
}
