import { memo, useEffect, useRef, useState } from 'react';
import {
  appliedDiscountTier,
  chargedUnitPrice,
  discountTierNote,
  formatPrice,
  isCellQuantity,
  isQuantityBreakKey,
  parseQuantityCells,
  QUANTITY_INPUT_LENGTH,
  quantityFormatMessage,
  type CatalogueItem,
} from '@portal/domain';
import { useNarrowScreen } from '../../common/use-narrow-screen';
import { cellKey, useCellText, useGridUnits, useGridValues, type QuantityStore } from './quantity-store';
import { swatchFill } from './swatch-colours';

/** 'S_M' reads as 'S/M'; every other size label as written. */
export function sizeLabel(size: string): string {
  return size.replace(/_/g, '/');
}

interface QuantityGridProps {
  item: CatalogueItem;
  sizes: readonly string[];
  breakItem: boolean;
  selectedColour: string;
  /** What is typed in each cell. */
  store: QuantityStore;
  /** Shows another colour's sizes (the phone layout shows one colour at a time). */
  onSelectColour(colour: string): void;
  /** The item's units already in the cart: with those in the grid, what its prices are charged at. */
  cartUnits: number;
}

type PriceProps = Pick<QuantityGridProps, 'item' | 'breakItem' | 'store' | 'cartUnits'>;

/** The item's units in the cart and in the grid together, kept current as the buyer types. */
function useOrderUnits(store: QuantityStore, cartUnits: number): number {
  return cartUnits + useGridUnits(store);
}

/** Units reached and the per-unit price they earn, as the buyer types (customs-style items). */
function BreakSummary({ item, sizes, store, cartUnits }: Pick<QuantityGridProps, 'item' | 'sizes' | 'store' | 'cartUnits'>) {
  const total = useGridUnits(store);
  // What the cart will charge: the units already in the cart count towards the break too.
  const unit = chargedUnitPrice(item, sizes[0] ?? '', Math.max(cartUnits + total, 1)) ?? 0;
  return (
    <p role="status" aria-live="polite" className="item-break-summary">
      Total units: <strong>{total.toLocaleString('en-US')}</strong>
      {unit > 0 && (
        <>
          {' · '}Price per unit: <strong>{formatPrice(unit)}</strong>
        </>
      )}
    </p>
  );
}

/** Whether the element is wider than its box, kept up to date as the window resizes. */
function useOverflowing<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const [overflowing, setOverflowing] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setOverflowing(element.scrollWidth > element.clientWidth + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, overflowing] as const;
}

/**
 * A size's price as the cart will charge it. A size: at the units of the item in the order, its
 * own price struck through where a special or volume price replaces it. A pack size: per unit at
 * that many units.
 */
const SizePrice = memo(function SizePrice({ item, size, breakItem, store, cartUnits }: PriceProps & { size: string }) {
  const orderUnits = useOrderUnits(store, cartUnits);
  const own = item.sizes[size] ?? 0;
  if (own <= 0) return null;
  const charged = chargedUnitPrice(item, size, breakItem ? Number(size) : Math.max(orderUnits, 1)) ?? own;
  const replaced = !breakItem && charged < own;
  return (
    <span className="item-size-price">
      {replaced && (
        <>
          <s aria-hidden>{formatPrice(own)}</s>
          <span className="visually-hidden">was {formatPrice(own)}, now </span>
        </>
      )}
      <span className={replaced ? 'item-size-price-now' : undefined}>{formatPrice(charged)}</span>
      {breakItem ? '/unit' : ''}
    </span>
  );
});

/** Says so when a special or volume price replaces the sizes' own prices in the grid. */
function PriceNote({ item, breakItem, store, cartUnits }: PriceProps) {
  const orderUnits = useOrderUnits(store, cartUnits);
  const tier = breakItem ? null : appliedDiscountTier(item, Math.max(orderUnits, 1));
  if (!tier) return null;
  return <p className="item-price-note">{discountTierNote(item, tier)}</p>;
}

/** One quantity box: it reads its own cell, so typing in it redraws it alone. */
const QuantityInput = memo(function QuantityInput({
  store,
  size,
  colour,
}: {
  store: QuantityStore;
  size: string;
  colour: string;
}) {
  const key = cellKey(size, colour);
  const raw = useCellText(store, key);
  const invalid = parseQuantityCells([{ size, color: colour, raw }]).cleared.length > 0;
  const label = isQuantityBreakKey(size) ? size : sizeLabel(size);
  return (
    <input
      className="item-qty-input"
      type="text"
      inputMode="numeric"
      autoComplete="off"
      aria-label={`${label}, ${colour} quantity`}
      aria-invalid={invalid || undefined}
      aria-describedby={invalid ? QUANTITY_PROBLEM_ID : undefined}
      maxLength={QUANTITY_INPUT_LENGTH}
      value={raw}
      onChange={(event) => store.set(key, event.target.value)}
    />
  );
});

const QUANTITY_PROBLEM_ID = 'quantities-problem';

/** Says, under the grid, what the first cell that cannot be read should hold. */
function CellProblem({ item, sizes, store }: Pick<QuantityGridProps, 'item' | 'sizes' | 'store'>) {
  const values = useGridValues(store);
  for (const colour of item.colors)
    for (const size of sizes) {
      const raw = values[cellKey(size, colour)] ?? '';
      if (raw.trim() === '' || isCellQuantity(size, raw)) continue;
      const label = isQuantityBreakKey(size) ? `Packs of ${Number(size).toLocaleString('en-US')}` : sizeLabel(size);
      return (
        <p id={QUANTITY_PROBLEM_ID} role="alert" className="item-qty-problem">
          {label}, {colour}: {quantityFormatMessage(size)}
        </p>
      );
    }
  return null;
}

/**
 * The size/colour quantity table: a row per colour, a column per size (with its price), a text cell
 * for each pair. On a customs-style item the columns are pack sizes and the cells count packs.
 */
export function QuantityGrid(props: QuantityGridProps) {
  // On a phone a table of many sizes shows three at a time: one colour's sizes, wrapped, instead.
  // Two layouts, not two looks of one: only one is drawn.
  const phone = useNarrowScreen();
  return phone && props.sizes.length > 3 ? <PhoneQuantities {...props} /> : <QuantityTable {...props} />;
}

function QuantityHint({ item, breakItem, extra }: { item: CatalogueItem; breakItem: boolean; extra?: string }) {
  return (
    <p className="item-hint" id="quantities-hint">
      {breakItem
        ? 'Enter how many of each pack size you want, per color. The more units in total, the lower the price per unit.'
        : item.type === 'accessory'
          ? 'Enter a quantity for each size and color you want, at least 12 units in each.'
          : 'Enter a quantity for each size and color you want.'}
      {extra}
    </p>
  );
}

/** A colour's dot beside its name. */
function SwatchDot({ colour, halfColors }: { colour: string; halfColors: readonly string[] | undefined }) {
  return <span aria-hidden className="item-qty-swatch" style={{ background: swatchFill(colour, halfColors) }} />;
}

/**
 * The phone layout: the sizes of the colour chosen above, wrapped so each is in view, and under
 * them every quantity entered in other colours, each a button back to its colour.
 */
function PhoneQuantities({ item, sizes, breakItem, selectedColour, store, onSelectColour, cartUnits }: QuantityGridProps) {
  return (
    <section aria-labelledby="quantities-heading">
      <h2 id="quantities-heading" className="item-h2">
        Quantities
      </h2>
      <QuantityHint item={item} breakItem={breakItem} extra=" Pick another color above for its sizes." />
      <PriceNote item={item} breakItem={breakItem} store={store} cartUnits={cartUnits} />
      <fieldset aria-describedby="quantities-hint" className="item-phone-sizes">
        <legend>
          <SwatchDot colour={selectedColour} halfColors={item.halfColors} />
          {selectedColour}
        </legend>
        <div className="item-phone-cells">
          {sizes.map((size) => (
            <div key={size} className="item-phone-cell">
              <span className="item-size-name" aria-hidden>
                {isQuantityBreakKey(size) ? Number(size).toLocaleString('en-US') : sizeLabel(size)}
              </span>
              <SizePrice item={item} size={size} breakItem={breakItem} store={store} cartUnits={cartUnits} />
              <QuantityInput store={store} size={size} colour={selectedColour} />
            </div>
          ))}
        </div>
      </fieldset>
      <CellProblem item={item} sizes={sizes} store={store} />
      <AlsoEntered item={item} sizes={sizes} selectedColour={selectedColour} store={store} onSelectColour={onSelectColour} />
      {breakItem && <BreakSummary item={item} sizes={sizes} store={store} cartUnits={cartUnits} />}
    </section>
  );
}

/** On a phone: what was entered in the colours not shown, each a button back to its colour. */
function AlsoEntered({
  item,
  sizes,
  selectedColour,
  store,
  onSelectColour,
}: Pick<QuantityGridProps, 'item' | 'sizes' | 'selectedColour' | 'store' | 'onSelectColour'>) {
  const values = useGridValues(store);
  const others = item.colors
    .filter((colour) => colour !== selectedColour)
    .map((colour) => ({
      colour,
      entered: sizes.map((size) => ({ size, raw: (values[cellKey(size, colour)] ?? '').trim() })).filter(({ raw }) => raw !== ''),
    }))
    .filter(({ entered }) => entered.length > 0);
  if (others.length === 0) return null;
  return (
    <div className="item-also">
      <h3 className="item-subtitle">Also entered</h3>
      <ul className="bare-list">
        {others.map(({ colour, entered }) => (
          <li key={colour}>
            <button type="button" className="button button-small item-also-button" onClick={() => onSelectColour(colour)}>
              {colour}: {entered.map(({ size, raw }) => `${sizeLabel(size)} ${raw}`).join(', ')}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A colour's row of the table: drawn again when it becomes, or stops being, the colour shown. */
const QuantityRow = memo(function QuantityRow({
  colour,
  selected,
  sizes,
  halfColors,
  store,
}: {
  colour: string;
  selected: boolean;
  sizes: readonly string[];
  halfColors: readonly string[] | undefined;
  store: QuantityStore;
}) {
  return (
    <tr className={selected ? 'item-qty-selected' : undefined}>
      <th scope="row" className="item-qty-first">
        <span className="item-qty-colour">
          <SwatchDot colour={colour} halfColors={halfColors} />
          <span className="item-qty-colour-name">{colour}</span>
        </span>
      </th>
      {sizes.map((size) => (
        <td key={size}>
          <QuantityInput store={store} size={size} colour={colour} />
        </td>
      ))}
    </tr>
  );
});

function QuantityTable({ item, sizes, breakItem, selectedColour, store, cartUnits }: QuantityGridProps) {
  const [scroller, overflowing] = useOverflowing<HTMLDivElement>();
  return (
    <section aria-labelledby="quantities-heading">
      <h2 id="quantities-heading" className="item-h2">
        Quantities
      </h2>
      <QuantityHint
        item={item}
        breakItem={breakItem}
        extra={overflowing ? ' Scroll the table sideways to see every size.' : undefined}
      />
      <PriceNote item={item} breakItem={breakItem} store={store} cartUnits={cartUnits} />
      <div ref={scroller} className="item-qty-scroller">
        <table aria-describedby="quantities-hint" className="item-qty-table">
          <thead>
            <tr>
              <th scope="col" className="item-qty-first item-qty-corner">
                {breakItem ? 'Color / Pack size' : 'Color / Size'}
              </th>
              {sizes.map((size) => (
                <th key={size} scope="col">
                  <span className="item-size-name">
                    {isQuantityBreakKey(size) ? Number(size).toLocaleString('en-US') : sizeLabel(size)}
                  </span>
                  <SizePrice item={item} size={size} breakItem={breakItem} store={store} cartUnits={cartUnits} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {item.colors.map((colour) => (
              <QuantityRow
                key={colour}
                colour={colour}
                selected={colour === selectedColour}
                sizes={sizes}
                halfColors={item.halfColors}
                store={store}
              />
            ))}
          </tbody>
        </table>
      </div>
      <CellProblem item={item} sizes={sizes} store={store} />
      {breakItem && <BreakSummary item={item} sizes={sizes} store={store} cartUnits={cartUnits} />}
    </section>
  );
}
