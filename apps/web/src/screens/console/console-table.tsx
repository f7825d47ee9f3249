import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SxProps, Theme } from '@mui/material/styles';
import { visuallyHidden } from '../../common/visually-hidden';

// The console's tables: columns given as data, money right-aligned on one line in figures of one
// width, and on a phone a card per row instead (usePhone).

/** An amount (or a count beside amounts): on one line, in figures of one width so a column's digits line up. */
export const amountCell = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;
export const nowrap = { whiteSpace: 'nowrap' } as const;

/** A plain style object, as a column's cells take it beside what their kind gives them. */
type CellStyle = Record<string, unknown>;

const KIND_STYLES: Record<NonNullable<Column<never>['kind']>, CellStyle> = { money: amountCell, nowrap };

export interface Column<Row> {
  /** The column's heading. */
  header: string;
  /** Said to screen readers only: a column of buttons, whose own words say what they do. */
  headerHidden?: boolean;
  /** What a row shows in it. */
  cell: (row: Row) => ReactNode;
  /** 'money': right-aligned, on one line, in figures of one width; 'nowrap': on one line. */
  kind?: 'money' | 'nowrap';
  /** Whether its cell names the row: a row header for screen readers. */
  rowHeader?: boolean;
  /** Right-aligned without being an amount (a button at the row's end). */
  alignRight?: boolean;
  /** More style of its cells, and of its heading. */
  sx?: CellStyle;
  headSx?: CellStyle;
}

interface ConsoleTableProps<Row> {
  /** Names the table for a screen reader. */
  label: string;
  /** The columns; one left out (false) where the staff member may not use it, such as 'Actions'. */
  columns: readonly (Column<Row> | false)[];
  rows: readonly Row[];
  /** Each row's key: its `id` unless this says otherwise. */
  rowKey?: (row: Row, index: number) => string;
  /** 'small' by default in a page's section. */
  size?: 'small' | 'medium';
  /**
   * A table in a page's section scrolls sideways inside it on a narrow screen, in a region named
   * '<label> table' that the keyboard reaches; a page's own table sits in an outlined paper.
   */
  inSection?: boolean;
  /** Drawn as it is, in a card or section that is already its frame. */
  plain?: boolean;
  /** Below it, the table scrolls sideways rather than squeeze its columns. */
  minWidth?: number;
  /** Rows drawn before the table's rows and after them, such as the opening and closing balances. */
  before?: ReactNode;
  after?: ReactNode;
  /** After its rows: a TableFooter with the totals. */
  footer?: ReactNode;
  sx?: CellStyle;
}

const keyOf = (row: unknown, index: number) => {
  const id = (row as { id?: unknown }).id;
  return typeof id === 'string' ? id : String(index);
};

/** A console table whose columns are data: the headings, each row's cells, the money cells alike. */
export function ConsoleTable<Row>({
  label,
  columns,
  rows,
  rowKey = keyOf,
  size,
  inSection = false,
  plain = false,
  minWidth,
  before,
  after,
  footer,
  sx,
}: ConsoleTableProps<Row>) {
  const shown = columns.filter((column): column is Column<Row> => column !== false);
  const align = (column: Column<Row>) => (column.kind === 'money' || column.alignRight ? 'right' : undefined);
  const table = (
    <Table size={size ?? (inSection ? 'small' : undefined)} aria-label={label} sx={{ minWidth, ...sx }}>
      <TableHead>
        <TableRow>
          {shown.map((column) => (
            <TableCell key={column.header} scope="col" align={align(column)} sx={column.headSx}>
              {column.headerHidden ? (
                <Box component="span" sx={visuallyHidden}>
                  {column.header}
                </Box>
              ) : (
                column.header
              )}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {before}
        {rows.map((row, index) => (
          <TableRow key={rowKey(row, index)}>
            {shown.map((column) => (
              <TableCell
                key={column.header}
                {...(column.rowHeader ? { component: 'th', scope: 'row' } : {})}
                align={align(column)}
                sx={column.kind || column.sx ? { ...(column.kind ? KIND_STYLES[column.kind] : {}), ...column.sx } : undefined}
              >
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
        {after}
      </TableBody>
      {footer}
    </Table>
  );
  if (inSection) return <Scroll label={`${label} table`}>{table}</Scroll>;
  return plain ? (
    <TableContainer>{table}</TableContainer>
  ) : (
    <TableContainer component={Paper} variant="outlined">
      {table}
    </TableContainer>
  );
}

/**
 * A table that scrolls sideways inside its section on a narrow screen, reachable by keyboard.
 * Positioned, so the visually hidden text in its cells (absolutely placed) scrolls and is clipped
 * with it instead of widening the whole page.
 */
export function Scroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <TableContainer role="region" aria-label={label} tabIndex={0} sx={{ overflowX: 'auto', position: 'relative' }}>
      {children}
    </TableContainer>
  );
}

/** Whether the screen is a phone's, where a table's rows are drawn as cards (its columns need a desk's width). */
export const usePhone = () => useMediaQuery((theme: Theme) => theme.breakpoints.down('md'), { noSsr: true });

/** A card per row, on a phone: a list named like the table it stands for. */
export function Cards<Row>({
  label,
  rows,
  rowKey = keyOf,
  gap = 1.5,
  children,
}: {
  label: string;
  rows: readonly Row[];
  /** Each card's key: its row's `id` unless this says otherwise. */
  rowKey?: (row: Row, index: number) => string;
  gap?: number;
  children: (row: Row) => ReactNode;
}) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap }}>
      {rows.map((row, index) => (
        <Paper component="li" variant="outlined" key={rowKey(row, index)} sx={{ p: 1.5 }}>
          {children(row)}
        </Paper>
      ))}
    </Box>
  );
}

/** Said where a list has nothing in it. */
export function Empty({ children }: { children: ReactNode }) {
  return (
    <Typography variant="body2" color="text.secondary">
      {children}
    </Typography>
  );
}

/** One term and its value; left out where it is false. */
export type Fact = readonly [string, ReactNode];

/**
 * Term and value pairs (a description list): a card's facts, an account's settings. `columns` is
 * the grid's template: a term and its value take two of its columns, or one cell when stacked.
 */
export function Facts({
  items,
  columns = 'auto 1fr',
  stacked = false,
  sx,
}: {
  items: readonly (Fact | false)[];
  columns?: string | Partial<Record<'xs' | 'sm' | 'md', string>>;
  /** Each term above its value, a pair to each of the grid's cells. */
  stacked?: boolean;
  sx?: SxProps<Theme>;
}) {
  const base = {
    display: 'grid',
    gridTemplateColumns: columns,
    columnGap: 1.5,
    rowGap: 0.5,
    m: 0,
    typography: 'body2',
    '& dt': { color: 'text.secondary' },
    '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
  } as const;
  return (
    <Box component="dl" sx={[base, ...(Array.isArray(sx) ? sx : [sx])]}>
      {items.map(
        (item) =>
          item && (
            <Box key={item[0]} sx={stacked ? undefined : { display: 'contents' }}>
              <dt>{item[0]}</dt>
              <dd>{item[1]}</dd>
            </Box>
          ),
      )}
    </Box>
  );
}
