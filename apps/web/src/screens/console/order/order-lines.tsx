import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { lineTotalText, unitPriceText, type ConsoleOrderLine } from '@portal/domain';
import { formatDay, NONE } from '../console-format';
import { SHIP_DATE_WIDTH, ShipDateField } from './ship-dates';
import type { ChangeResult } from './use-order-changes';
import { ConsoleTable, usePhone } from '../console-table';

const text = (value: string | null | undefined) => (value && value.trim() ? value : NONE);

interface OrderLinesProps {
  lines: readonly ConsoleOrderLine[];
  /** Each line's est. ship date may be set here (staff who change orders, before it ships). */
  editable: boolean;
  saveShipDate: (lineNo: number, date: string | null) => Promise<ChangeResult>;
  /** Another change of the order is under way. */
  disabled?: boolean;
}

/** A picture that is only decoration: the text beside it says what it shows. */
function Thumb({ src, size }: { src: string; size: number }) {
  return (
    <Box
      component="img"
      src={src}
      alt=""
      loading="lazy"
      width={size}
      height={size}
      sx={{ objectFit: 'contain', bgcolor: 'grey.100', borderRadius: 1, flexShrink: 0 }}
    />
  );
}

function Logos({ line }: { line: ConsoleOrderLine }) {
  if (line.logos.length === 0) return <>{NONE}</>;
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
      {line.logos.map((logo, index) => (
        <Box component="li" key={`${logo.name}-${index}`} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Thumb src={logo.image_url} size={36} />
          <span>
            {logo.name}
            {logo.placement && (
              <Typography component="span" variant="body2" color="text.secondary">
                {' '}
                at {logo.placement}
              </Typography>
            )}
          </span>
        </Box>
      ))}
    </Box>
  );
}

/**
 * A PO is typed (up to 60 characters, often one long word): it wraps anywhere, or it widened the
 * table past its section and pushed the lines' ship dates out of sight.
 */
const TYPED_TEXT = { minWidth: 72, overflowWrap: 'anywhere' } as const;

const quantityText = (line: ConsoleOrderLine) =>
  line.unit_label ? `${line.quantity.toLocaleString('en-US')} ${line.unit_label}` : line.quantity.toLocaleString('en-US');

function LineShipDate({ line, editable, saveShipDate, disabled }: { line: ConsoleOrderLine } & Omit<OrderLinesProps, 'lines'>) {
  if (!editable) return <>{formatDay(line.est_ship_date)}</>;
  return (
    <ShipDateField
      compact
      label={`Line ${line.line_no} date`}
      value={line.est_ship_date}
      save={(date) => saveShipDate(line.line_no, date)}
      saveLabel="Save"
      saveName={`Save est. ship date of line ${line.line_no}`}
      disabled={disabled}
    />
  );
}

/** On a phone: one card per line, its facts as term and value. */
function LineCards({ lines, editable, saveShipDate, disabled }: OrderLinesProps) {
  return (
    <Box component="ul" aria-label="Items" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {lines.map((line) => (
        <Box component="li" key={line.line_no} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
          <Box sx={{ display: 'flex', gap: 1.5, mb: 1 }}>
            <Thumb src={line.image_url} size={64} />
            <Box sx={{ minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600 }}>
                {line.line_no}. {line.code}
              </Typography>
              <Typography variant="body2">{text(line.name || line.description)}</Typography>
            </Box>
          </Box>
          <Box
            component="dl"
            sx={{
              display: 'grid',
              gridTemplateColumns: 'minmax(6.5rem, auto) minmax(0, 1fr)',
              columnGap: 1.5,
              rowGap: 0.5,
              m: 0,
              // A PO typed as one long word wraps inside the card instead of widening the page.
              '& dd': { m: 0, minWidth: 0, overflowWrap: 'anywhere' },
            }}
          >
            <dt>Size</dt>
            <dd>{text(line.size)}</dd>
            <dt>Colour</dt>
            <dd>{text(line.color)}</dd>
            <dt>Logos</dt>
            <dd>
              <Logos line={line} />
            </dd>
            <dt>Quantity</dt>
            <dd>{quantityText(line)}</dd>
            <dt>Unit price</dt>
            <dd>{unitPriceText(line.unit_price_cents)}</dd>
            <dt>Line total</dt>
            <dd>{lineTotalText(line.unit_price_cents, line.quantity)}</dd>
            <dt>PO</dt>
            <dd>{text(line.po)}</dd>
            <dt>Customer PO</dt>
            <dd>{text(line.customer_po)}</dd>
            <dt>Est. ship date</dt>
            <dd>
              <LineShipDate line={line} editable={editable} saveShipDate={saveShipDate} disabled={disabled} />
            </dd>
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/** The item: its picture, number, code and name. */
function ItemCell({ line }: { line: ConsoleOrderLine }) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', minWidth: 200 }}>
      <Thumb src={line.image_url} size={56} />
      <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {line.line_no}. {line.code}
        </Typography>
        <Typography variant="body2">{text(line.name || line.description)}</Typography>
      </Box>
    </Box>
  );
}

/** On a wider screen: one row per line. */
function LineTable({ lines, editable, saveShipDate, disabled }: OrderLinesProps) {
  return (
    <ConsoleTable
      label="Items"
      size="small"
      plain
      sx={{ '& td': { verticalAlign: 'top' }, '& th': { whiteSpace: 'nowrap' } }}
      rows={lines}
      rowKey={(line) => String(line.line_no)}
      columns={[
        { header: 'Item', cell: (line) => <ItemCell line={line} /> },
        { header: 'Size', cell: (line) => text(line.size) },
        { header: 'Colour', cell: (line) => text(line.color) },
        { header: 'Logos and placements', sx: { minWidth: 160 }, cell: (line) => <Logos line={line} /> },
        { header: 'Quantity', alignRight: true, cell: quantityText },
        { header: 'Unit price', kind: 'money', cell: (line) => unitPriceText(line.unit_price_cents) },
        { header: 'Line total', kind: 'money', cell: (line) => lineTotalText(line.unit_price_cents, line.quantity) },
        { header: 'PO', sx: TYPED_TEXT, cell: (line) => text(line.po) },
        { header: 'Customer PO', sx: TYPED_TEXT, cell: (line) => text(line.customer_po) },
        {
          header: 'Est. ship date',
          sx: { minWidth: editable ? SHIP_DATE_WIDTH + 32 : 110 },
          cell: (line) => <LineShipDate line={line} editable={editable} saveShipDate={saveShipDate} disabled={disabled} />,
        },
      ]}
    />
  );
}

/** The order's lines with sizes, colours, logos and placements, prices and est. ship dates; cards on a phone. */
export function OrderLines(props: OrderLinesProps) {
  const phone = usePhone();
  return phone ? <LineCards {...props} /> : <LineTable {...props} />;
}
