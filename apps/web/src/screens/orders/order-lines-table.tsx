import { displayOrMissing, formatCalendarDay, formatPrice, linePriceCents, withSecond } from '@portal/domain';
import type { ReactNode } from 'react';
import { Field } from '../../common/field';
import { checkPath, editPath } from '../../common/icon-paths';
import { Icon } from '../../common/icons';
import { useNarrowScreen } from '../../common/use-narrow-screen';
import { useStorefront } from '../../core/group';
import type { PoField, PoValues, RetrievedLine, RetrievedOrder } from './orders-api';
import { LineCodeCell, LineDescriptionCell, LineThumbnail, useLineThumbnails } from './line-thumbnail';
import { ReorderLineButton, ReorderOrderButton } from './reorder';

/** Each PO field, and the class of its column in the table (orders.css gives each column the width its input needs). */
const PO_FIELDS: readonly { field: PoField; label: string; column: string }[] = [
  // The buyer's own reference and the provider's number, named so neither is taken for the other (docs/product.md#orders).
  { field: 'customer_po', label: 'Your PO', column: 'orders-po-customer' },
  { field: 'po', label: 'Supplier PO', column: 'orders-po-po' },
  // A native date input needs room for its day, month, year and picker button.
  { field: 'est_ship_date', label: 'Est. Ship Date', column: 'orders-po-date' },
];

/** The table's column headers: the numbers set right, the PO fields' last. */
const LINE_HEADERS: readonly { label: string; className?: string }[] = [
  { label: 'Item Code' },
  { label: 'Quantity', className: 'orders-number' },
  { label: 'Price', className: 'orders-number' },
  { label: 'Description' },
  { label: 'Size' },
  { label: 'Color' },
  { label: 'Embroidery' },
  ...PO_FIELDS.map(({ label }) => ({ label })),
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

type PoColumn = (typeof PO_FIELDS)[number];

/** One PO field of a line being edited: a date input for Est. Ship Date (empty means not set), text for the others. */
function PoInput({
  po,
  draft,
  first,
  onChange,
}: {
  po: PoColumn;
  draft: PoValues;
  first: boolean;
  onChange: (value: string) => void;
}) {
  const date = po.field === 'est_ship_date';
  return (
    <Field
      className="orders-po-input"
      label={po.label}
      type={date ? 'date' : 'text'}
      value={draft[po.field]}
      autoFocus={first}
      onChange={(event) => onChange(event.target.value)}
      inputProps={date ? {} : { maxLength: 60, onFocus: (event) => event.target.select() }}
    />
  );
}

/** The edit button of a line: pencil to start, tick to save. */
function EditButton({ line, editing, onClick }: { line: RetrievedLine; editing: boolean; onClick: () => void }) {
  return (
    <button
      type="button"
      className="icon-button orders-edit"
      aria-label={`Edit PO fields of ${line.code}`}
      aria-pressed={editing}
      title={editing ? 'Save' : 'Edit'}
      onClick={onClick}
    >
      <Icon path={editing ? checkPath : editPath} />
    </button>
  );
}

export interface OrderLinesTableProps {
  order: RetrievedOrder;
  /** Admin mode: each line gets its edit button. */
  admin: boolean;
  /** Lines being edited, by lineKey, with what is typed in their inputs. */
  drafts: Readonly<Record<string, PoValues>>;
  onToggleEdit: (order: RetrievedOrder, line: RetrievedLine) => void;
  onDraftChange: (key: string, field: PoField, value: string) => void;
}

/**
 * The expanded part of an order row: its lines, as a table, or below sm as a list of cards. The two
 * are told apart in script, not CSS: a card is a list item of labelled values (a definition list),
 * a table row is not, and drawing both would give every button and input twice.
 */
export function OrderLinesTable(props: OrderLinesTableProps) {
  const { order } = props;
  const phone = useNarrowScreen();
  const captionId = `order-${order.order_number}-items`;
  return (
    <div className="orders-lines">
      <div className="orders-lines-header">
        <h2 id={captionId} className="orders-subtitle">
          Items of order {order.order_number}
        </h2>
        <ReorderOrderButton order={order} />
      </div>
      <PoHint />
      {phone ? <OrderLineCards captionId={captionId} {...props} /> : <LinesTable captionId={captionId} {...props} />}
    </div>
  );
}

/** Which PO is whose: the buyer's, typed at checkout, and the provider's, set after the order. */
function PoHint() {
  const provider = useStorefront().provider.name;
  return (
    <p className="small orders-po-hint">
      Your PO is the purchase order number you gave at checkout. Supplier PO is {provider}&apos;s own number for the order, once
      it sets one.
    </p>
  );
}

type LinesProps = OrderLinesTableProps & { captionId: string };

/** A labelled value of a card: a term and its definition, read by screen readers as such. */
function CardValue({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function OrderLineCards({ captionId, order, admin, drafts, onToggleEdit, onDraftChange }: LinesProps) {
  const thumbs = useLineThumbnails();
  return (
    <ul aria-labelledby={captionId} className="bare-list orders-cards">
      {order.order.map((line) => {
        const key = lineKey(order, line);
        const draft = drafts[key];
        return (
          <li key={key} className="orders-card">
            {thumbs && <LineThumbnail line={line} size={72} />}
            <dl className="orders-card-values">
              <CardValue label="Item Code">{displayOrMissing(line.code)}</CardValue>
              <CardValue label="Quantity">{displayOrMissing(line.quantity)}</CardValue>
              <CardValue label="Price">{formatPrice(linePriceCents(line.price))}</CardValue>
              <CardValue label="Description">{displayOrMissing(line.description)}</CardValue>
              <CardValue label="Size">{displayOrMissing(line.size)}</CardValue>
              <CardValue label="Color">{displayOrMissing(line.color)}</CardValue>
              <CardValue label="Embroidery">{embroideryText(line)}</CardValue>
              {!draft &&
                PO_FIELDS.map(({ field, label }) => (
                  <CardValue key={field} label={label}>
                    {poText(line, field)}
                  </CardValue>
                ))}
            </dl>
            {draft && (
              <div className="orders-card-inputs">
                {PO_FIELDS.map((po, index) => (
                  <PoInput
                    key={po.field}
                    po={po}
                    draft={draft}
                    first={index === 0}
                    onChange={(value) => onDraftChange(key, po.field, value)}
                  />
                ))}
              </div>
            )}
            <div className="orders-card-actions">
              <ReorderLineButton order={order} line={line} />
              {admin && <EditButton line={line} editing={draft !== undefined} onClick={() => onToggleEdit(order, line)} />}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/** From sm up: one row per line; the table scrolls sideways inside the cell when it must. */
function LinesTable({ captionId, ...lines }: LinesProps) {
  const { order, admin } = lines;
  return (
    // width 0 + min-width 100% (orders.css): the lines scroll inside the cell instead of widening the orders table.
    <div role="region" aria-labelledby={captionId} tabIndex={0} className="orders-lines-box">
      <table aria-labelledby={captionId} className="orders-lines-table">
        <thead>
          <tr>
            {LINE_HEADERS.map(({ label, className }) => (
              <th key={label} scope="col" className={className}>
                {label}
              </th>
            ))}
            {admin && (
              <th scope="col" className="orders-edit-cell">
                Edit
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {order.order.map((line) => (
            <LineRow key={lineKey(order, line)} line={line} {...lines} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

type LineRowProps = Omit<LinesProps, 'captionId'> & { line: RetrievedLine };

/** One line of the table; its PO cells are inputs while it is being edited. */
function LineRow({ order, line, admin, drafts, onToggleEdit, onDraftChange }: LineRowProps) {
  const key = lineKey(order, line);
  const draft = drafts[key];
  return (
    <tr className={draft ? 'orders-line-editing' : undefined}>
      <LineCodeCell line={line} />
      <td className="orders-number">{displayOrMissing(line.quantity)}</td>
      <td className="orders-number orders-nowrap">{formatPrice(linePriceCents(line.price))}</td>
      <LineDescriptionCell order={order} line={line} />
      <td className="orders-nowrap">{displayOrMissing(line.size)}</td>
      <td className="orders-nowrap">{displayOrMissing(line.color)}</td>
      <td className="orders-line-embroidery">{embroideryText(line)}</td>
      {PO_FIELDS.map((po, index) => (
        <td key={po.field} className={po.column}>
          {draft ? (
            <PoInput po={po} draft={draft} first={index === 0} onChange={(value) => onDraftChange(key, po.field, value)} />
          ) : (
            poText(line, po.field)
          )}
        </td>
      ))}
      {admin && (
        <td className="orders-edit-cell">
          <EditButton line={line} editing={draft !== undefined} onClick={() => onToggleEdit(order, line)} />
        </td>
      )}
    </tr>
  );
}
