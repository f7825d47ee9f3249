import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ConsoleMeAnswer } from '@portal/domain';
import type { BoardFilters } from './board-query';
import { ExportCsvButton } from './export-button';

interface BoardHeadingProps {
  me: ConsoleMeAnswer;
  /** 0 for the first page. */
  page: number;
  filters: BoardFilters;
  /** The orders chosen on the page, which the export takes alone. */
  selected: readonly string[];
}

/** The board's heading: whose orders these are, the page, the CSV export, and what a viewer may do. */
export function BoardHeading({ me, page, filters, selected }: BoardHeadingProps) {
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: 2, mb: 2 }}>
        <Typography variant="h4" component="h1">
          Orders
        </Typography>
        <Typography color="text.secondary">
          {me.staff.role === 'rep' ? `Your groups: ${me.groups.map((g) => g.title).join(', ')}` : 'All groups'}
          {page > 0 ? ` · page ${page + 1}` : ''}
        </Typography>
        <Box sx={{ flexGrow: 1 }} />
        <ExportCsvButton filters={filters} selected={selected} />
      </Box>
      {!me.can_change_orders && (
        <Alert severity="info" sx={{ mb: 2 }}>
          You can read every order here; changing one needs an admin or the group&apos;s account rep.
        </Alert>
      )}
    </>
  );
}
