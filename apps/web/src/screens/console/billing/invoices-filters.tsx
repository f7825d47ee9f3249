import { useEffect, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import { INVOICE_FILTER_LABELS, INVOICE_FILTERS, type InvoiceFilter } from './invoice-standing';

/** The contract's longest search (consoleInvoicesQuerySchema). */
const MAX_SEARCH = 40;

interface InvoicesFiltersProps {
  q: string;
  filter: InvoiceFilter;
  /** A search is being read. */
  searching: boolean;
  onSearch: (q: string) => void;
  onFilter: (filter: InvoiceFilter) => void;
}

/**
 * The search, which asks the server (an invoice or order number, or its start) when sent, and the
 * status filter, which picks among the invoices read: both in the address, so a link or a reload keeps them.
 */
export function InvoicesFilters({ q, filter, searching, onSearch, onFilter }: InvoicesFiltersProps) {
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
    <Box
      component="section"
      aria-label="Search and filter"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 2 }}
    >
      <Box component="form" role="search" onSubmit={submit} sx={{ display: 'flex', gap: 1, flex: '1 1 360px', maxWidth: 560 }}>
        <TextField
          label="Search invoices"
          type="search"
          size="small"
          fullWidth
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          helperText="An invoice or order number, or its start: INV-2026-00012, CB-1000"
          slotProps={{ htmlInput: { maxLength: MAX_SEARCH, autoCapitalize: 'characters', spellCheck: false } }}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={searching ? <CircularProgress size={16} color="inherit" aria-hidden /> : <SearchOutlined />}
          aria-busy={searching}
          sx={{ alignSelf: 'flex-start', height: 40, flexShrink: 0 }}
        >
          Search
        </Button>
      </Box>
      <TextField
        select
        label="Status"
        size="small"
        value={filter}
        onChange={(event) => onFilter(event.target.value as InvoiceFilter)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 170 }}
      >
        {INVOICE_FILTERS.map((option) => (
          <option key={option} value={option}>
            {INVOICE_FILTER_LABELS[option]}
          </option>
        ))}
      </TextField>
    </Box>
  );
}
