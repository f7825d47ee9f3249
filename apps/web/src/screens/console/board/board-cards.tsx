import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { PAYMENT_KIND_LABELS, type ConsoleBoardDirection, type ConsoleBoardRow, type ConsoleBoardSort } from '@portal/domain';
import { ConsoleDate, formatDay, useConsoleTimes } from '../console-format';
import { CONSOLE_PATHS } from '../console-paths';
import { FilterSelect } from '../console-fields';
import { ApprovalChip } from '../approval-chip';
import { HoldChip } from '../hold-chip';
import { Facts } from '../console-table';
import { StatusChip } from '../status-chip';
import { text, totalText, type BoardListProps } from './board-grid';

/** The sorts a phone offers in one select, as the table's headers offer them: each either way. */
const SORT_CHOICES: readonly { by: ConsoleBoardSort; dir: ConsoleBoardDirection; label: string }[] = [
  { by: 'placed', dir: 'desc', label: 'Newest first' },
  { by: 'placed', dir: 'asc', label: 'Oldest first' },
  { by: 'total', dir: 'desc', label: 'Total, highest first' },
  { by: 'total', dir: 'asc', label: 'Total, lowest first' },
  { by: 'status', dir: 'desc', label: 'Status, cancelled first' },
  { by: 'status', dir: 'asc', label: 'Status, received first' },
  { by: 'group', dir: 'asc', label: 'Group, A to Z' },
  { by: 'group', dir: 'desc', label: 'Group, Z to A' },
  { by: 'buyer', dir: 'asc', label: 'Buyer, A to Z' },
  { by: 'buyer', dir: 'desc', label: 'Buyer, Z to A' },
];

const isSelected = (model: GridRowSelectionModel, id: string) =>
  model.type === 'include' ? model.ids.has(id) : !model.ids.has(id);

/** The same model the grid keeps, with one order chosen or let go. */
function toggled(model: GridRowSelectionModel, id: string): GridRowSelectionModel {
  const ids = new Set(model.ids);
  if (ids.has(id)) ids.delete(id);
  else ids.add(id);
  return { type: model.type, ids };
}

function OrderCard({
  row,
  from,
  selectable,
  selected,
  onToggle,
}: {
  row: ConsoleBoardRow;
  from: string;
  selectable: boolean;
  selected: boolean;
  onToggle: () => void;
}) {
  const times = useConsoleTimes();
  const headingId = `order-card-${row.id}`;
  const store = row.store_name ?? (row.store_code || 'No store');
  return (
    <Paper component="article" variant="outlined" aria-labelledby={headingId} sx={{ p: 1.5 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="subtitle1" component="h2" id={headingId} sx={{ fontWeight: 600 }}>
          <Link component={RouterLink} to={CONSOLE_PATHS.order(row.id)} state={{ from }}>
            {row.order_number}
          </Link>
        </Typography>
        <Box sx={{ display: 'flex', gap: 0.5 }}>
          <StatusChip status={row.status} />
          <ApprovalChip since={row.approval_waiting_since} />
          {/* The approval chip says what an approval hold waits for. */}
          <HoldChip holds={row.approval_waiting_since === null ? row.holds : row.holds.filter((h) => h.reason !== 'approval')} />
        </Box>
      </Box>
      <Box sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {text(row.buyer_name)}
        <Typography variant="body2" color="text.secondary" component="span" sx={{ display: 'block' }}>
          {row.buyer_email}
        </Typography>
      </Box>
      <Facts
        sx={{ mt: 1 }}
        items={[
          [
            'Placed',
            <>
              <ConsoleDate at={row.created_at} />, {times.time(row.created_at)}
            </>,
          ],
          ['Group', `${row.group_title} · ${store}`],
          ['Total', `${totalText(row)} · ${PAYMENT_KIND_LABELS[row.payment]}`],
          ['Items', `${row.item_count} in ${row.line_count} line${row.line_count === 1 ? '' : 's'}`],
          ['Est. ship', formatDay(row.est_ship_date)],
          ['PO', `${text(row.po)}${row.customer_po ? ` · Cust. ${row.customer_po}` : ''}`],
        ]}
      />
      {/* An order awaiting its payment is not made yet: nothing to move, nothing to date. */}
      {selectable && row.payment !== 'awaiting_payment' && (
        <FormControlLabel
          sx={{ mt: 0.5, minHeight: 44 }}
          control={<Checkbox checked={selected} onChange={onToggle} />}
          label={`Select ${row.order_number}`}
        />
      )}
    </Paper>
  );
}

/**
 * The board on a phone: a card per order with what the table's columns hold, its link and its
 * checkbox for the bulk actions, and the table's sorts in one select.
 */
export function BoardCards(props: BoardListProps) {
  const current = SORT_CHOICES.findIndex((c) => c.by === props.sort.by && c.dir === props.sort.dir);
  return (
    <>
      <Box sx={{ mb: 1.5, maxWidth: 320 }}>
        <FilterSelect
          label="Sort"
          value={String(Math.max(current, 0))}
          onChange={(value) => {
            const choice = SORT_CHOICES[Number(value)]!;
            props.onSort(choice.by, choice.dir);
          }}
        >
          {SORT_CHOICES.map((choice, index) => (
            <option key={choice.label} value={index}>
              {choice.label}
            </option>
          ))}
        </FilterSelect>
      </Box>
      {props.rows.length === 0 ? (
        <Typography sx={{ py: 3, textAlign: 'center' }} color="text.secondary">
          {props.emptyText}
        </Typography>
      ) : (
        <Box component="ul" aria-label="Orders" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
          {props.rows.map((row) => (
            <li key={row.id}>
              <OrderCard
                row={row}
                from={props.from}
                selectable={props.selectable}
                selected={isSelected(props.selection, row.id)}
                onToggle={() => props.onSelection(toggled(props.selection, row.id))}
              />
            </li>
          ))}
        </Box>
      )}
    </>
  );
}
