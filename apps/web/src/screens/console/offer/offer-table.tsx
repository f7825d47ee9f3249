import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { visuallyHidden } from '../../../common/visually-hidden';

interface CatalogueTableProps {
  /** Names the table for a screen reader, and the region it scrolls in. */
  caption: string;
  columns: readonly string[];
  /** Below it, the table scrolls sideways inside its region rather than widen a phone's page. */
  minWidth: number;
  children: ReactNode;
}

/**
 * A table of the catalogue's pages: its caption, column headings, and a region that scrolls
 * sideways on a narrow screen, reachable by keyboard. Positioned, so the visually hidden caption
 * is clipped with it instead of widening the page.
 */
export function CatalogueTable({ caption, columns, minWidth, children }: CatalogueTableProps) {
  return (
    <TableContainer
      component={Paper}
      variant="outlined"
      role="region"
      aria-label={caption}
      tabIndex={0}
      sx={{ overflowX: 'auto', position: 'relative' }}
    >
      <Table size="small" sx={{ minWidth }}>
        <caption style={visuallyHidden}>{caption}</caption>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell key={column} scope="col">
                {column}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        {children}
      </Table>
    </TableContainer>
  );
}
