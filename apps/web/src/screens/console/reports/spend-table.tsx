import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';

export interface Column<R> {
  label: string;
  value: (row: R) => string;
  numeric?: boolean;
}

/** A table of one breakdown: the chart's figures, readable by everyone (a caption, headers, numbers aligned). */
export function FiguresTable<R>({
  caption,
  columns,
  rows,
  footer,
}: {
  caption: string;
  columns: Column<R>[];
  rows: R[];
  footer?: string[];
}) {
  return (
    // It scrolls: keyboard users reach it with Tab and scroll it with the arrow keys.
    <TableContainer sx={{ maxHeight: 420 }} tabIndex={0} role="region" aria-label={`${caption}, table`}>
      <Table size="small" stickyHeader>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px' }}>{caption}</caption>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.label} align={c.numeric ? 'right' : 'left'} scope="col">
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={index}>
              {columns.map((c, i) =>
                i === 0 ? (
                  <TableCell key={c.label} component="th" scope="row">
                    {c.value(row)}
                  </TableCell>
                ) : (
                  <TableCell key={c.label} align={c.numeric ? 'right' : 'left'}>
                    {c.value(row)}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
          {footer && (
            <TableRow>
              {footer.map((text, i) => (
                <TableCell key={i} align={i === 0 ? 'left' : 'right'} sx={{ fontWeight: 700 }}>
                  {text}
                </TableCell>
              ))}
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
