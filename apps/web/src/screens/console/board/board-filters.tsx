import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FULFILMENT_STATUS_LABELS, FULFILMENT_STATUSES, type ConsoleGroup } from '@portal/domain';
import { FilterSelect, SearchBox, SmallDayField } from '../console-fields';
import { CLEAR_FILTERS, hasFilters, type BoardFilters } from './board-query';

/** A group's stores, as the board's loader brought them for the group the address names. */
export interface GroupStores {
  group: string;
  list: { code: string; name: string }[];
}

interface BoardFiltersProps {
  filters: BoardFilters;
  groups: readonly ConsoleGroup[];
  stores: GroupStores;
  /** What changed (the rest stays): the board goes back to its first page. */
  onChange: (patch: Partial<BoardFilters>) => void;
}

/** The group filter, and the store filter of the group chosen. */
function GroupAndStore({ filters, groups, stores, onChange: set }: BoardFiltersProps) {
  // While another group's board loads, the stores shown are still those of the group before.
  const list = stores.group === filters.group ? stores.list : [];
  return (
    <>
      <FilterSelect label="Group" value={filters.group} onChange={(group) => set({ group, store: '' })}>
        <option value="">All groups</option>
        {groups.map((group) => (
          <option key={group.key} value={group.key}>
            {group.title}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label="Store"
        value={filters.store}
        onChange={(store) => set({ store })}
        disabled={!filters.group}
        helperText={filters.group ? undefined : 'Choose a group first'}
      >
        <option value="">All stores</option>
        {list.map((store) => (
          <option key={store.code} value={store.code}>
            {store.name} ({store.code})
          </option>
        ))}
        {/* A link may name a store before the list has loaded: keep it chosen. */}
        {filters.store && !list.some((s) => s.code === filters.store) && <option value={filters.store}>{filters.store}</option>}
      </FilterSelect>
    </>
  );
}

/** The board's search and filters; each change goes to the address at once, so a reload or a link keeps it. */
export function BoardFiltersBar(props: BoardFiltersProps) {
  const { filters, onChange: set } = props;
  return (
    <Box component="section" aria-label="Search and filters" sx={{ mb: 2 }}>
      <SearchBox
        label="Search orders"
        help="Order number, buyer name or e-mail, PO, customer PO, item code or store name"
        q={filters.q}
        onSearch={(q) => set({ q })}
        htmlInput={{ maxLength: 100 }}
        sx={{ mb: 2, maxWidth: 720 }}
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(auto-fill, minmax(170px, 1fr))' },
          alignItems: 'start',
        }}
      >
        <GroupAndStore {...props} />
        <FilterSelect
          label="Status"
          value={filters.status}
          onChange={(status) => set({ status: status as BoardFilters['status'] })}
        >
          <option value="">All statuses</option>
          {FULFILMENT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {FULFILMENT_STATUS_LABELS[status]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label="Payment"
          value={filters.payment}
          onChange={(payment) => set({ payment: payment as BoardFilters['payment'] })}
        >
          <option value="">All payments</option>
          <option value="paid">Paid</option>
          <option value="on_account">On account</option>
          <option value="awaiting_payment">Awaiting payment</option>
        </FilterSelect>
        <FilterSelect
          label="Approval"
          value={filters.approval}
          onChange={(approval) => set({ approval: approval === 'waiting' ? 'waiting' : '' })}
        >
          <option value="">All orders</option>
          <option value="waiting">Waiting</option>
        </FilterSelect>
        <SmallDayField label="Placed from" value={filters.from} onChange={(from) => set({ from })} max={filters.to} />
        <SmallDayField label="Placed to" value={filters.to} onChange={(to) => set({ to })} min={filters.from} />
        {hasFilters(filters) && (
          <Button onClick={() => set(CLEAR_FILTERS)} sx={{ justifySelf: 'start', height: 40 }}>
            Clear filters
          </Button>
        )}
      </Box>
    </Box>
  );
}
