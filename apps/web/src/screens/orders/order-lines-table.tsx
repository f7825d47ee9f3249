import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { displayOrMissing, formatPrice, linePriceCents } from '@portal/domain';
import type { PoField, PoValues, RetrievedLine, RetrievedOrder } from './orders-api';

const PO_FIELDS: readonly { field: PoField; label: string; minWidth: number }[] = [
  { field: 'customer_po', label: 'Customer PO', minWidth: 120 },
  { field: 'po', label: 'PO', minWidth: 100 },
  { field: 'est_ship_date', label: 'Est. Ship Date', minWidth: 120 },
];

/** The first logo, and the second after ' / ' when there is one. */
function embroideryText(line: RetrievedLine): string {
  const logos = [line.embroidery, line.secondEmbroidery].filter((logo): logo is string => !!logo && logo.trim() !== '');
  return displayOrMissing(logos.join(' / '));
}

export const lineKey = (order: RetrievedOrder, line: RetrievedLine) => `${order.order_number}#${line.line_no}`;

export interface OrderLinesTableProps {
  order: RetrievedOrder;
  /** Admin mode: each line gets its edit button. */
  admin: boolean;
  /** Lines being edited, by lineKey, with what is typed in their inputs. */
  drafts: Readonly<Record<string, PoValues>>;
  onToggleEdit: (order: RetrievedOrder, line: RetrievedLine) => void;
  onDraftChange: (key: string, field: PoField, value: string) => void;
}

/** The expanded part of an order row: its lines, scrolling sideways on a narrow screen. */
export function OrderLinesTable({ order, admin, drafts, onToggleEdit, onDraftChange }: OrderLinesTableProps) {
  const captionId = `order-${order.order_number}-items`;
  return (
    <Box sx={{ py: 2, px: { xs: 1, sm: 2 }, bgcolor: 'grey.50' }}>
      <Typography id={captionId} variant="subtitle2" component="h2" sx={{ mb: 1, px: { xs: 1, sm: 0 } }}>
        Items of order {order.order_number}
      </Typography>
      {/* width 0 + min-width 100%: the lines scroll inside the cell instead of widening the orders table. */}
      <Box
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        sx={{
          width: 0,
          minWidth: '100%',
          overflowX: 'auto',
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Table
          size="small"
          aria-labelledby={captionId}
          sx={{
            minWidth: 960,
            '& th': { whiteSpace: 'nowrap' },
            '& th, & td': { px: 1.25 },
            '& th:first-of-type, & td:first-of-type': { pl: 2 },
          }}
        >
          <TableHead>
            <TableRow>
              <TableCell scope="col">Item Code</TableCell>
              <TableCell scope="col" align="right">
                Quantity
              </TableCell>
              <TableCell scope="col" align="right">
                Price
              </TableCell>
              <TableCell scope="col">Description</TableCell>
              <TableCell scope="col">Size</TableCell>
              <TableCell scope="col">Color</TableCell>
              <TableCell scope="col">Embroidery</TableCell>
              {PO_FIELDS.map(({ field, label }) => (
                <TableCell key={field} scope="col">
                  {label}
                </TableCell>
              ))}
              {admin && (
                <TableCell scope="col" align="center">
                  Edit
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {order.order.map((line) => {
              const key = lineKey(order, line);
              const draft = drafts[key];
              return (
                <TableRow key={key} sx={{ '&:last-child td': { borderBottom: 0 } }}>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{displayOrMissing(line.code)}</TableCell>
                  <TableCell align="right">{displayOrMissing(line.quantity)}</TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    {formatPrice(linePriceCents(line.price))}
                  </TableCell>
                  <TableCell sx={{ minWidth: 160 }}>{displayOrMissing(line.description)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{displayOrMissing(line.size)}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{displayOrMissing(line.color)}</TableCell>
                  <TableCell sx={{ minWidth: 120 }}>{embroideryText(line)}</TableCell>
                  {PO_FIELDS.map(({ field, label, minWidth }, index) => (
                    <TableCell key={field} sx={{ minWidth, py: draft ? 1 : undefined }}>
                      {draft ? (
                        <TextField
                          size="small"
                          label={label}
                          value={draft[field]}
                          autoFocus={index === 0}
                          onChange={(event) => onDraftChange(key, field, event.target.value)}
                          onFocus={(event) => event.target.select()}
                          slotProps={{ htmlInput: { maxLength: 60 } }}
                          sx={{ width: minWidth }}
                        />
                      ) : (
                        displayOrMissing(line[field])
                      )}
                    </TableCell>
                  ))}
                  {admin && (
                    <TableCell align="center" sx={{ py: 0.5 }}>
                      <IconButton
                        aria-label={`Edit PO fields of ${line.code}`}
                        aria-pressed={draft !== undefined}
                        title={draft ? 'Save' : 'Edit'}
                        color={draft ? 'primary' : 'default'}
                        onClick={() => onToggleEdit(order, line)}
                      >
                        {draft ? <CheckOutlined /> : <EditOutlined />}
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}
