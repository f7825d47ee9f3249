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
import { displayOrMissing, formatCalendarDay, formatPrice, linePriceCents, withSecond } from '@portal/domain';
import type { ReactNode } from 'react';
import type { PoField, PoValues, RetrievedLine, RetrievedOrder } from './orders-api';
import { LineCodeCell, LineDescriptionCell, LineThumbnail, useLineThumbnails } from './line-thumbnail';
import { ReorderLineButton, ReorderOrderButton } from './reorder';

const PO_FIELDS: readonly { field: PoField; label: string; minWidth: number }[] = [
  { field: 'customer_po', label: 'Customer PO', minWidth: 120 },
  { field: 'po', label: 'PO', minWidth: 110 },
  // A native date input needs room for its day, month, year and picker button.
  { field: 'est_ship_date', label: 'Est. Ship Date', minWidth: 160 },
];

/** A PO field as read: the est. ship date written like every other date on the screen. */
function poText(line: RetrievedLine, field: PoField): string {
  const value = line[field];
  return displayOrMissing(field === 'est_ship_date' && value ? formatCalendarDay(value.trim()) : value);
}

/** The first logo, and the second after ' / ' when there is one. */
function embroideryText(line: RetrievedLine): string {
  return displayOrMissing(withSecond(line.embroidery, line.secondEmbroidery));
}

export const lineKey = (order: RetrievedOrder, line: RetrievedLine) => `${order.order_number}#${line.line_no}`;

/** One PO field of a line being edited: a date input for Est. Ship Date (empty means not set), text for the others. */
function PoInput({
  field,
  label,
  value,
  autoFocus,
  fullWidth,
  width,
  onChange,
}: {
  field: PoField;
  label: string;
  value: string;
  autoFocus: boolean;
  fullWidth?: boolean;
  width?: number;
  onChange: (value: string) => void;
}) {
  const date = field === 'est_ship_date';
  return (
    <TextField
      size="small"
      label={label}
      type={date ? 'date' : 'text'}
      value={value}
      autoFocus={autoFocus}
      fullWidth={fullWidth}
      onChange={(event) => onChange(event.target.value)}
      onFocus={date ? undefined : (event) => event.target.select()}
      slotProps={{
        htmlInput: date ? {} : { maxLength: 60 },
        // The date input always shows its dd/mm/yyyy mask: the label must not sit on it.
        inputLabel: date ? { shrink: true } : {},
      }}
      sx={fullWidth ? undefined : { width }}
    />
  );
}

/** The edit button of a line: pencil to start, tick to save. */
function EditButton({ line, editing, onClick }: { line: RetrievedLine; editing: boolean; onClick: () => void }) {
  return (
    <IconButton
      aria-label={`Edit PO fields of ${line.code}`}
      aria-pressed={editing}
      title={editing ? 'Save' : 'Edit'}
      color={editing ? 'primary' : 'default'}
      onClick={onClick}
    >
      {editing ? <CheckOutlined /> : <EditOutlined />}
    </IconButton>
  );
}

export interface OrderLinesTableProps {
  /** Below sm: one card per line instead of a table. */
  phone: boolean;
  order: RetrievedOrder;
  /** Admin mode: each line gets its edit button. */
  admin: boolean;
  /** Lines being edited, by lineKey, with what is typed in their inputs. */
  drafts: Readonly<Record<string, PoValues>>;
  onToggleEdit: (order: RetrievedOrder, line: RetrievedLine) => void;
  onDraftChange: (key: string, field: PoField, value: string) => void;
}

/** The expanded part of an order row: its lines, as a table, or as cards on a phone. */
export function OrderLinesTable({ phone, order, admin, drafts, onToggleEdit, onDraftChange }: OrderLinesTableProps) {
  const captionId = `order-${order.order_number}-items`;
  return (
    <Box sx={{ py: 2, px: { xs: 1, sm: 2 }, bgcolor: 'grey.50' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1, px: { xs: 1, sm: 0 } }}>
        <Typography id={captionId} variant="subtitle2" component="h2">
          Items of order {order.order_number}
        </Typography>
        <ReorderOrderButton order={order} />
      </Box>
      {phone ? (
        <OrderLineCards
          captionId={captionId}
          order={order}
          admin={admin}
          drafts={drafts}
          onToggleEdit={onToggleEdit}
          onDraftChange={onDraftChange}
        />
      ) : (
        <LinesTable
          captionId={captionId}
          order={order}
          admin={admin}
          drafts={drafts}
          onToggleEdit={onToggleEdit}
          onDraftChange={onDraftChange}
        />
      )}
    </Box>
  );
}

type LinesProps = Omit<OrderLinesTableProps, 'phone'> & { captionId: string };

/** Labelled fields of a card: a definition list, read by screen readers as term and value. */
function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Typography component="dt" variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function OrderLineCards({ captionId, order, admin, drafts, onToggleEdit, onDraftChange }: LinesProps) {
  const thumbs = useLineThumbnails();
  return (
    <Box component="ul" aria-labelledby={captionId} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
      {order.order.map((line) => {
        const key = lineKey(order, line);
        const draft = drafts[key];
        return (
          <Box
            component="li"
            key={key}
            sx={{ bgcolor: 'background.paper', border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
          >
            {thumbs && <LineThumbnail line={line} size={72} />}
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: 'minmax(6.5rem, auto) 1fr', columnGap: 1.5, rowGap: 0.5, m: 0 }}
            >
              <Field label="Item Code">{displayOrMissing(line.code)}</Field>
              <Field label="Quantity">{displayOrMissing(line.quantity)}</Field>
              <Field label="Price">{formatPrice(linePriceCents(line.price))}</Field>
              <Field label="Description">{displayOrMissing(line.description)}</Field>
              <Field label="Size">{displayOrMissing(line.size)}</Field>
              <Field label="Color">{displayOrMissing(line.color)}</Field>
              <Field label="Embroidery">{embroideryText(line)}</Field>
              {!draft &&
                PO_FIELDS.map(({ field, label }) => (
                  <Field key={field} label={label}>
                    {poText(line, field)}
                  </Field>
                ))}
            </Box>
            {draft && (
              <Box sx={{ display: 'grid', gap: 1.5, mt: 1.5 }}>
                {PO_FIELDS.map(({ field, label }, index) => (
                  <PoInput
                    key={field}
                    field={field}
                    label={label}
                    value={draft[field]}
                    autoFocus={index === 0}
                    fullWidth
                    onChange={(value) => onDraftChange(key, field, value)}
                  />
                ))}
              </Box>
            )}
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', mt: 0.5 }}>
              <ReorderLineButton order={order} line={line} />
              {admin && <EditButton line={line} editing={draft !== undefined} onClick={() => onToggleEdit(order, line)} />}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

/** From sm up: one row per line; the table scrolls sideways inside the cell when it must. */
function LinesTable({ captionId, order, admin, drafts, onToggleEdit, onDraftChange }: LinesProps) {
  return (
    <>
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
            // Tight enough that a line being edited (three inputs and the save button) fits 1366 px.
            '& th, & td': { px: 1 },
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
            {order.order.map((line) => (
              <LineRow
                key={lineKey(order, line)}
                order={order}
                line={line}
                admin={admin}
                drafts={drafts}
                onToggleEdit={onToggleEdit}
                onDraftChange={onDraftChange}
              />
            ))}
          </TableBody>
        </Table>
      </Box>
    </>
  );
}

type LineRowProps = Omit<LinesProps, 'captionId'> & { line: RetrievedLine };

/** One line of the table; its PO cells are inputs while it is being edited. */
function LineRow({ order, line, admin, drafts, onToggleEdit, onDraftChange }: LineRowProps) {
  const key = lineKey(order, line);
  const draft = drafts[key];
  return (
    <TableRow sx={{ '&:last-child td': { borderBottom: 0 } }}>
      <LineCodeCell line={line} />
      <TableCell align="right">{displayOrMissing(line.quantity)}</TableCell>
      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
        {formatPrice(linePriceCents(line.price))}
      </TableCell>
      <LineDescriptionCell order={order} line={line} />
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{displayOrMissing(line.size)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>{displayOrMissing(line.color)}</TableCell>
      <TableCell sx={{ minWidth: 100 }}>{embroideryText(line)}</TableCell>
      {PO_FIELDS.map(({ field, label, minWidth }, index) => (
        <TableCell key={field} sx={{ minWidth, py: draft ? 1 : undefined }}>
          {draft ? (
            <PoInput
              field={field}
              label={label}
              value={draft[field]}
              autoFocus={index === 0}
              width={minWidth}
              onChange={(value) => onDraftChange(key, field, value)}
            />
          ) : (
            poText(line, field)
          )}
        </TableCell>
      ))}
      {admin && (
        <TableCell align="center" sx={{ py: 0.5 }}>
          <EditButton line={line} editing={draft !== undefined} onClick={() => onToggleEdit(order, line)} />
        </TableCell>
      )}
    </TableRow>
  );
}
