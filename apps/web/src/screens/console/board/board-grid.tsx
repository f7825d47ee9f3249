import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridRowSelectionModel } from '@mui/x-data-grid';
import {
  formatPrice,
  PAYMENT_KIND_LABELS,
  PRICE_ON_QUOTE,
  type ConsoleBoardDirection,
  type ConsoleBoardRow,
  type ConsoleBoardSort,
} from '@portal/domain';
import { tokens } from '../../../core/tokens';
import { CONSOLE_PATHS } from '../console-paths';
import { ConsoleDate, formatDay, NONE, useConsoleTimes } from '../console-format';
import { ApprovalChip } from '../approval-chip';
import { HoldChip } from '../hold-chip';
import { StatusChip } from '../status-chip';

export const text = (value: string | null | undefined) => (value && value.trim() ? value : NONE);

/** The total as the board shows it: a quoted line is not in it, and the cell says so. */
export function totalText(row: ConsoleBoardRow): string {
  if (row.price_on_quote && row.total_cents === 0) return PRICE_ON_QUOTE;
  return row.price_on_quote ? `${formatPrice(row.total_cents)} + quote` : formatPrice(row.total_cents);
}

/**
 * Two facts of a row in one cell, the second smaller below (a buyer and their e-mail, a group and
 * its store): 1366 px holds the desk's columns without cutting the names to a few letters.
 */
function TwoLines({ first, second, title }: { first: ReactNode; second: ReactNode; title?: string }) {
  return (
    <Box sx={{ lineHeight: 1.3, overflow: 'hidden', minWidth: 0 }} title={title}>
      <Typography variant="body2" noWrap component="div">
        {first}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap component="div">
        {second}
      </Typography>
    </Box>
  );
}

/** The day, and below it the time with the zone's abbreviation (the provider's, docs/console.md#times). */
function PlacedAt({ at }: { at: number }) {
  const times = useConsoleTimes();
  return <TwoLines first={<ConsoleDate at={at} />} second={times.time(at)} />;
}

/** The status column's width: room for a hold's chip beside the status only on a page that has a held order, so names stay whole. */
const statusWidth = (rows: readonly ConsoleBoardRow[]) =>
  rows.some((row) => row.approval_waiting_since !== null) ? 250 : rows.some((row) => row.holds.length > 0) ? 200 : 125;

/** The columns a fulfilment desk reads, in its order (docs/console.md#the-order-board). */
function columns(from: string, widthOfStatus: number): GridColDef<ConsoleBoardRow>[] {
  return [
    {
      field: 'order_number',
      headerName: 'Order No.',
      width: 115,
      sortable: false,
      renderCell: ({ row, tabIndex }) => (
        // The board's address goes with the link, so the order's page can lead back to this very page.
        <Link
          component={RouterLink}
          to={CONSOLE_PATHS.order(row.id)}
          state={{ from }}
          tabIndex={tabIndex}
          sx={{ fontWeight: 600 }}
        >
          {row.order_number}
        </Link>
      ),
    },
    {
      field: 'created_at',
      headerName: 'Placed',
      width: 118,
      renderCell: ({ row }) => <PlacedAt at={row.created_at} />,
    },
    // Where the order is comes early, beside its number.
    {
      field: 'status',
      headerName: 'Status',
      width: widthOfStatus,
      renderCell: ({ row }) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, height: '100%' }}>
          <StatusChip status={row.status} />
          <ApprovalChip since={row.approval_waiting_since} />
          {/* The approval chip says what an approval hold waits for. */}
          <HoldChip holds={row.approval_waiting_since === null ? row.holds : row.holds.filter((h) => h.reason !== 'approval')} />
        </Box>
      ),
    },
    {
      field: 'group_title',
      headerName: 'Group and store',
      flex: 1.3,
      minWidth: 170,
      renderCell: ({ row }) => {
        const store = row.store_name ?? (row.store_code || 'No store');
        return <TwoLines first={row.group_title} second={store} title={`${row.group_title} · ${store}`} />;
      },
    },
    {
      field: 'buyer_name',
      headerName: 'Buyer',
      flex: 1.2,
      minWidth: 150,
      renderCell: ({ row }) => (
        <TwoLines first={text(row.buyer_name)} second={row.buyer_email} title={`${row.buyer_name} <${row.buyer_email}>`} />
      ),
    },
    {
      field: 'item_count',
      headerName: 'Items',
      type: 'number',
      width: 65,
      sortable: false,
      description: 'Units, over all lines',
      renderCell: ({ row }) => (
        <span title={`${row.line_count} line${row.line_count === 1 ? '' : 's'}`}>{row.item_count.toLocaleString('en-US')}</span>
      ),
    },
    {
      field: 'total_cents',
      headerName: 'Total',
      type: 'number',
      width: 130,
      description: 'The order total, and how it is paid',
      renderCell: ({ row }) => (
        <Box sx={{ textAlign: 'right', width: '100%' }}>
          <TwoLines first={totalText(row)} second={PAYMENT_KIND_LABELS[row.payment]} />
        </Box>
      ),
    },
    {
      field: 'est_ship_date',
      headerName: 'Est. ship',
      width: 112,
      sortable: false,
      valueFormatter: (value: string | null) => formatDay(value),
    },
    {
      field: 'po',
      headerName: 'PO',
      width: 140,
      sortable: false,
      description: "The lines' POs, and below the buyer's customer PO",
      renderCell: ({ row }) => (
        <TwoLines
          first={text(row.po)}
          second={row.customer_po ? `Cust. ${row.customer_po}` : NONE}
          title={`PO: ${text(row.po)} · Customer PO: ${text(row.customer_po)}`}
        />
      ),
    },
  ];
}

/** The sort each sortable column asks the server for. */
const SORT_OF_FIELD: Record<string, ConsoleBoardSort> = {
  created_at: 'placed',
  status: 'status',
  group_title: 'group',
  buyer_name: 'buyer',
  total_cents: 'total',
};
const FIELD_OF_SORT = Object.fromEntries(Object.entries(SORT_OF_FIELD).map(([field, sort]) => [sort, field])) as Record<
  ConsoleBoardSort,
  string
>;

/** What the board's two views of a page of orders (the table, and the cards on a phone) are drawn from. */
export interface BoardListProps {
  rows: readonly ConsoleBoardRow[];
  /** The server's order of the rows; a header click (or the cards' select) asks for another. */
  sort: { by: ConsoleBoardSort; dir: ConsoleBoardDirection };
  onSort: (by: ConsoleBoardSort, dir: ConsoleBoardDirection) => void;
  /** Row selection for the bulk actions; off for viewers. */
  selectable: boolean;
  selection: GridRowSelectionModel;
  onSelection: (model: GridRowSelectionModel) => void;
  /** What the board says with no row to show. */
  emptyText: string;
  /** This page's address, handed to each order's page for its way back. */
  from: string;
}

interface BoardGridProps extends BoardListProps {
  loading: boolean;
  pageSize: number;
}

/**
 * The board's table: MUI X DataGrid (free edition) in server mode: the server filters and pages by
 * keyset, so the grid draws one page as it comes. The pages are the board's own buttons
 * (BoardPager): the grid's pager counts pages by number and turns them by itself when the rows
 * change, which a keyset cursor cannot follow.
 */
export function BoardGrid(props: BoardGridProps) {
  return (
    <DataGrid
      label="Orders"
      rows={props.rows}
      columns={columns(props.from, statusWidth(props.rows))}
      getRowId={(row) => row.id}
      loading={props.loading}
      autoHeight
      // A page is at most 200 rows: all of them are drawn, so search in page and screen readers find every row.
      disableVirtualization
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      // A header sorts on the server, first the largest (newest, highest, Z–A), then the other way.
      sortingOrder={['desc', 'asc']}
      sortModel={[{ field: FIELD_OF_SORT[props.sort.by], sort: props.sort.dir }]}
      onSortModelChange={(model) => {
        const [first] = model;
        if (first?.sort && SORT_OF_FIELD[first.field]) props.onSort(SORT_OF_FIELD[first.field]!, first.sort);
        else props.onSort('placed', 'desc');
      }}
      disableColumnFilter
      disableColumnMenu
      rowCount={props.rows.length}
      paginationModel={{ page: 0, pageSize: props.pageSize }}
      pageSizeOptions={[props.pageSize]}
      hideFooter
      checkboxSelection={props.selectable}
      // An order awaiting its payment is not made yet: nothing to move, nothing to date.
      isRowSelectable={({ row }: { row: ConsoleBoardRow }) => row.payment !== 'awaiting_payment'}
      disableRowSelectionOnClick
      rowSelectionModel={props.selection}
      onRowSelectionModelChange={props.onSelection}
      getRowHeight={() => 56}
      localeText={{ noRowsLabel: props.emptyText }}
      sx={{
        bgcolor: 'background.paper',
        // The grid moves focus between cells itself: its cells and headers get the ring every other control has.
        '& .MuiDataGrid-cell:focus-within, & .MuiDataGrid-columnHeader:focus-within': {
          outline: `3px solid ${tokens.color.focus}`,
          outlineOffset: '-3px',
        },
      }}
    />
  );
}
