import Button from '@mui/material/Button';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { paramsOf, type BoardFilters } from './board-query';

/**
 * The board's orders as the filters and search show them, every page, one row per line, or the
 * orders chosen on the page alone: a plain link, so the browser saves the file the server streams
 * (GET /api/console/orders/export).
 */
export function ExportCsvButton({ filters, selected = [] }: { filters: BoardFilters; selected?: readonly string[] }) {
  // The file is every page newest first, whatever the board's sort.
  const params = paramsOf({ ...filters, sort: '', dir: '' });
  if (selected.length > 0) params.set('ids', selected.join(','));
  const query = params.toString();
  const chosen = selected.length;
  return (
    <Button
      href={`/api/console/orders/export${query ? `?${query}` : ''}`}
      download
      variant="outlined"
      size="small"
      startIcon={<DownloadOutlined />}
      aria-label={
        chosen > 0
          ? `Export the ${chosen} selected order${chosen === 1 ? '' : 's'} as CSV, one row per line`
          : 'Export these orders as CSV, every page, one row per line'
      }
    >
      {chosen > 0 ? `Export ${chosen} selected` : 'Export CSV'}
    </Button>
  );
}
