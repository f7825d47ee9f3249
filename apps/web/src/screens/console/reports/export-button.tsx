import Button from '@mui/material/Button';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { paramsOf, type BoardFilters } from '../board/board-query';

/**
 * The board's orders as the filters and search show them, every page, one row per line: a plain
 * link, so the browser saves the file the server streams (GET /api/console/orders/export).
 */
export function ExportCsvButton({ filters }: { filters: BoardFilters }) {
  const query = paramsOf(filters).toString();
  return (
    <Button
      href={`/api/console/orders/export${query ? `?${query}` : ''}`}
      download
      variant="outlined"
      size="small"
      startIcon={<DownloadOutlined />}
      aria-label="Export these orders as CSV, every page, one row per line"
    >
      Export CSV
    </Button>
  );
}
