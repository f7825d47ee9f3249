import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { FULFILMENT_STATUS_LABELS, FULFILMENT_STATUSES, type ConsoleGroup } from '@portal/domain';
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

/** A native select with its label: the phone's own picker, and every screen reader reads it. */
export function FilterSelect({
  label,
  value,
  onChange,
  disabled,
  helperText,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  helperText?: string;
  children: ReactNode;
}) {
  return (
    <TextField
      select
      label={label}
      value={value}
      size="small"
      disabled={disabled}
      helperText={helperText}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        select: { native: true },
        inputLabel: { shrink: true },
        // Why a control is off must stay readable: not the faint grey of the control itself (WCAG 1.4.3).
        formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
      }}
    >
      {children}
    </TextField>
  );
}

/** The search box: what it finds goes to the address when sent, not at each key. */
function BoardSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [search, setSearch] = useState(q);
  // Back and forward change the address: the box shows the search of the page shown.
  useEffect(() => {
    setSearch(q);
  }, [q]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSearch(search.trim());
  };
  return (
    <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1, mb: 2, maxWidth: 720 }}>
      <TextField
        label="Search orders"
        type="search"
        size="small"
        fullWidth
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        helperText="Order number, buyer name or e-mail, PO, customer PO, item code or store name"
        slotProps={{ htmlInput: { maxLength: 100 } }}
      />
      <Button type="submit" variant="contained" startIcon={<SearchOutlined />} sx={{ alignSelf: 'flex-start', height: 40 }}>
        Search
      </Button>
    </Box>
  );
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
      <BoardSearch q={filters.q} onSearch={(q) => set({ q })} />
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
        <TextField
          label="Placed from"
          type="date"
          size="small"
          value={filters.from}
          onChange={(event) => set({ from: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.to || undefined } }}
        />
        <TextField
          label="Placed to"
          type="date"
          size="small"
          value={filters.to}
          onChange={(event) => set({ to: event.target.value })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.from || undefined } }}
        />
        {hasFilters(filters) && (
          <Button onClick={() => set(CLEAR_FILTERS)} sx={{ justifySelf: 'start', height: 40 }}>
            Clear filters
          </Button>
        )}
      </Box>
    </Box>
  );
}
