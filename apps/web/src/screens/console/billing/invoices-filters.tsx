import Box from '@mui/material/Box';
import { FilterSelect, SearchBox } from '../console-fields';
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
  return (
    <Box
      component="section"
      aria-label="Search and filter"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 2 }}
    >
      <SearchBox
        label="Search invoices"
        help="An invoice or order number, or its start: INV-2026-00012, CB-1000"
        q={q}
        onSearch={onSearch}
        searching={searching}
        htmlInput={{ maxLength: MAX_SEARCH, autoCapitalize: 'characters', spellCheck: false }}
        sx={{ flex: '1 1 360px', maxWidth: 560 }}
      />
      <FilterSelect label="Status" value={filter} onChange={(chosen) => onFilter(chosen as InvoiceFilter)} sx={{ minWidth: 170 }}>
        {INVOICE_FILTERS.map((option) => (
          <option key={option} value={option}>
            {INVOICE_FILTER_LABELS[option]}
          </option>
        ))}
      </FilterSelect>
    </Box>
  );
}
