import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import {
  appliedDiscountTier,
  chargedUnitPrice,
  discountTierNote,
  formatPrice,
  isQuantityBreakKey,
  parseQuantityCells,
  quantityBreakTotal,
  type CatalogueItem,
  type QuantityCell,
} from '@portal/domain';
import { visuallyHidden } from '../../common/visually-hidden';
import { tokens } from '../../core/tokens';
import { swatchFill } from './swatch-colours';

/** The row of the colour shown in the picture (opaque, so the sticky column hides what scrolls under it). */
const SELECTED_ROW = '#e9eef5';

/** One cell's place in the grid. */
export function cellKey(size: string, colour: string): string {
  return JSON.stringify([size, colour]);
}

/** 'S_M' reads as 'S/M'; every other size label as written. */
export function sizeLabel(size: string): string {
  return size.replace(/_/g, '/');
}

/** The grid as the add-to-cart rules read it. */
export function gridCells(
  sizes: readonly string[],
  colours: readonly string[],
  values: Readonly<Record<string, string>>,
): QuantityCell[] {
  return colours.flatMap((color) => sizes.map((size) => ({ size, color, raw: values[cellKey(size, color)] ?? '' })));
}

interface QuantityGridProps {
  item: CatalogueItem;
  sizes: readonly string[];
  breakItem: boolean;
  selectedColour: string;
  values: Readonly<Record<string, string>>;
  onChange(key: string, raw: string): void;
  /** Shows another colour's sizes (the phone layout shows one colour at a time). */
  onSelectColour(colour: string): void;
  /** The item's units in the cart and in the grid together: what its prices are charged at. */
  orderUnits: number;
}

/** Units reached and the per-unit price they earn, as the buyer types (customs-style items). */
function BreakSummary({ item, values, sizes, orderUnits }: Pick<QuantityGridProps, 'item' | 'values' | 'sizes' | 'orderUnits'>) {
  const cells = gridCells(sizes, item.colors, values);
  const { entries } = parseQuantityCells(cells);
  const total = quantityBreakTotal(entries);
  // What the cart will charge: the units already in the cart count towards the break too.
  const unit = chargedUnitPrice(item, sizes[0] ?? '', Math.max(orderUnits, 1)) ?? 0;
  return (
    <Typography role="status" aria-live="polite" sx={{ mt: 1.5 }}>
      Total units: <strong>{total.toLocaleString('en-US')}</strong>
      {unit > 0 && (
        <>
          {' · '}Price per unit: <strong>{formatPrice(unit)}</strong>
        </>
      )}
    </Typography>
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

/** A quantity cell's look, in the table and in the phone layout alike. */
const cellInputSx = {
  '& input': {
    width: '3.5rem',
    height: 36,
    px: 0.5,
    font: 'inherit',
    fontSize: 16,
    textAlign: 'center',
    border: '1px solid',
    borderColor: 'rgba(0, 0, 0, 0.35)',
    borderRadius: 1,
    bgcolor: 'background.paper',
    color: 'text.primary',
  },
  '& input:hover': { borderColor: 'text.primary' },
  '& input[aria-invalid="true"], & input[aria-invalid="true"]:hover': { borderColor: 'error.main' },
  '& input:focus, & input[aria-invalid="true"]:focus': { borderColor: 'primary.main' },
  '& input:focus-visible': { outline: `3px solid ${tokens.color.focus}`, outlineOffset: '1px' },
} as const;

/**
 * The grid's look, given once on the table: a grid has a cell per size and colour (up to a few
 * hundred), and styling each through its own sx would cost MUI a style computation per cell on
 * every keystroke.
 */
const tableSx: SxProps<Theme> = {
  borderCollapse: 'separate',
  borderSpacing: 0,
  '& th, & td': {
    px: 0.75,
    py: 0.75,
    borderBottom: 1,
    borderColor: 'divider',
    textAlign: 'center',
    whiteSpace: 'nowrap',
  },
  '& tbody tr:last-of-type > *': { borderBottom: 0 },
  // The colour column stays in view while the sizes scroll under it.
  '& .qty-first': { position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper', textAlign: 'left !important' },
  '& thead .qty-first': { zIndex: 2 },
  '& tr.qty-selected > *': { bgcolor: SELECTED_ROW },
  '& .qty-colour': { display: 'flex', alignItems: 'center', gap: 1 },
  '& .qty-swatch': {
    width: 14,
    height: 14,
    flex: '0 0 auto',
    borderRadius: '50%',
    border: '1px solid rgba(0, 0, 0, 0.25)',
  },
  '& .qty-colour-name': { typography: 'body2' },
  '& tr.qty-selected .qty-colour-name': { fontWeight: 600 },
  ...cellInputSx,
};

/**
 * A size's price as the cart will charge it. A size: at the units of the item in the order, its
 * own price struck through where a special or volume price replaces it. A pack size: per unit at
 * that many units.
 */
function SizePrice({
  item,
  size,
  breakItem,
  orderUnits,
}: Pick<QuantityGridProps, 'item' | 'breakItem' | 'orderUnits'> & { size: string }) {
  const own = item.sizes[size] ?? 0;
  if (own <= 0) return null;
  const charged = chargedUnitPrice(item, size, breakItem ? Number(size) : Math.max(orderUnits, 1)) ?? own;
  return (
    <Typography variant="caption" component="span" color="text.secondary" sx={{ display: 'block' }}>
      {!breakItem && charged < own && (
        <>
          <Box component="s" aria-hidden sx={{ display: 'block' }}>
            {formatPrice(own)}
          </Box>
          <Box component="span" sx={visuallyHidden}>
            was {formatPrice(own)}, now{' '}
          </Box>
        </>
      )}
      <Box component="span" sx={!breakItem && charged < own ? { color: 'secondary.dark', fontWeight: 600 } : undefined}>
        {formatPrice(charged)}
      </Box>
      {breakItem ? '/unit' : ''}
    </Typography>
  );
}

/** Says so when a special or volume price replaces the sizes' own prices in the grid. */
function PriceNote({ item, breakItem, orderUnits }: Pick<QuantityGridProps, 'item' | 'breakItem' | 'orderUnits'>) {
  const tier = breakItem ? null : appliedDiscountTier(item, Math.max(orderUnits, 1));
  if (!tier) return null;
  return (
    <Typography variant="body2" sx={{ mb: 1, fontWeight: 600, color: 'secondary.dark' }}>
      {discountTierNote(item, tier)}
    </Typography>
  );
}

/**
 * The size/colour quantity table: a row per colour, a column per size (with its price), a text cell
 * for each pair. On a customs-style item the columns are pack sizes and the cells count packs.
 */
export function QuantityGrid(props: QuantityGridProps) {
  // On a phone a table of many sizes shows three at a time: one colour's sizes, wrapped, instead.
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return phone && props.sizes.length > 3 ? <PhoneQuantities {...props} /> : <QuantityTable {...props} />;
}

function QuantityHint({ item, breakItem, extra }: { item: CatalogueItem; breakItem: boolean; extra?: string }) {
  return (
    <Typography variant="body2" color="text.secondary" id="quantities-hint" sx={{ mb: 1 }}>
      {breakItem
        ? 'Enter how many of each pack size you want, per color. The more units in total, the lower the price per unit.'
        : item.type === 'accessory'
          ? 'Enter a quantity for each size and color you want, at least 12 units in each.'
          : 'Enter a quantity for each size and color you want.'}
      {extra}
    </Typography>
  );
}

/**
 * The phone layout: the sizes of the colour chosen above, wrapped so each is in view, and under
 * them every quantity entered in other colours, each a button back to its colour.
 */
function PhoneQuantities({
  item,
  sizes,
  breakItem,
  selectedColour,
  values,
  onChange,
  onSelectColour,
  orderUnits,
}: QuantityGridProps) {
  const others = item.colors
    .filter((colour) => colour !== selectedColour)
    .map((colour) => ({
      colour,
      entered: sizes.map((size) => ({ size, raw: (values[cellKey(size, colour)] ?? '').trim() })).filter(({ raw }) => raw !== ''),
    }))
    .filter(({ entered }) => entered.length > 0);
  return (
    <Box component="section" aria-labelledby="quantities-heading">
      <Typography id="quantities-heading" variant="h6" component="h2">
        Quantities
      </Typography>
      <QuantityHint item={item} breakItem={breakItem} extra=" Pick another color above for its sizes." />
      <PriceNote item={item} breakItem={breakItem} orderUnits={orderUnits} />
      <Box
        component="fieldset"
        aria-describedby="quantities-hint"
        sx={{ m: 0, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', minWidth: 0 }}
      >
        <Box component="legend" sx={{ px: 0.5, display: 'flex', alignItems: 'center', gap: 1, typography: 'subtitle2' }}>
          <span aria-hidden style={{ ...swatchDotStyle, background: swatchFill(selectedColour, item.halfColors) }} />
          {selectedColour}
        </Box>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(72px, 1fr))', gap: 1.5, ...cellInputSx }}>
          {sizes.map((size) => {
            const key = cellKey(size, selectedColour);
            const raw = values[key] ?? '';
            const invalid = parseQuantityCells([{ size, color: selectedColour, raw }]).cleared.length > 0;
            const label = isQuantityBreakKey(size) ? Number(size).toLocaleString('en-US') : sizeLabel(size);
            return (
              <Box key={size} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 0.25 }}>
                <Typography variant="body2" component="span" sx={{ fontWeight: 600 }} aria-hidden>
                  {label}
                </Typography>
                <SizePrice item={item} size={size} breakItem={breakItem} orderUnits={orderUnits} />
                <input
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  aria-label={`${isQuantityBreakKey(size) ? size : sizeLabel(size)}, ${selectedColour} quantity`}
                  aria-invalid={invalid || undefined}
                  value={raw}
                  onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(key, event.target.value)}
                />
              </Box>
            );
          })}
        </Box>
      </Box>
      {others.length > 0 && (
        <Box sx={{ mt: 1.5 }}>
          <Typography variant="subtitle2" component="h3">
            Also entered
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {others.map(({ colour, entered }) => (
              <li key={colour}>
                <Button size="small" onClick={() => onSelectColour(colour)} sx={{ textTransform: 'none', ml: -0.5 }}>
                  {colour}: {entered.map(({ size, raw }) => `${sizeLabel(size)} ${raw}`).join(', ')}
                </Button>
              </li>
            ))}
          </Box>
        </Box>
      )}
      {breakItem && <BreakSummary item={item} values={values} sizes={sizes} orderUnits={orderUnits} />}
    </Box>
  );
}

const swatchDotStyle = {
  display: 'inline-block',
  width: 14,
  height: 14,
  borderRadius: '50%',
  border: '1px solid rgba(0, 0, 0, 0.25)',
} as const;

function QuantityTable({ item, sizes, breakItem, selectedColour, values, onChange, orderUnits }: QuantityGridProps) {
  const [scroller, overflowing] = useOverflowing<HTMLDivElement>();
  return (
    <Box component="section" aria-labelledby="quantities-heading">
      <Typography id="quantities-heading" variant="h6" component="h2">
        Quantities
      </Typography>
      <QuantityHint
        item={item}
        breakItem={breakItem}
        extra={overflowing ? ' Scroll the table sideways to see every size.' : undefined}
      />
      <PriceNote item={item} breakItem={breakItem} orderUnits={orderUnits} />
      <Box
        ref={scroller}
        sx={{
          width: 'fit-content',
          maxWidth: '100%',
          overflowX: 'auto',
          // Holds the prices' hidden words inside the scroller, so they never widen the page.
          position: 'relative',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          WebkitOverflowScrolling: 'touch',
        }}
      >
        <Box component="table" aria-describedby="quantities-hint" sx={tableSx}>
          <thead>
            <SizeHeadings item={item} sizes={sizes} breakItem={breakItem} orderUnits={orderUnits} />
          </thead>
          <tbody>
            {item.colors.map((colour) => (
              <tr key={colour} className={colour === selectedColour ? 'qty-selected' : undefined}>
                <th scope="row" className="qty-first">
                  <span className="qty-colour">
                    <span aria-hidden className="qty-swatch" style={{ background: swatchFill(colour, item.halfColors) }} />
                    <span className="qty-colour-name">{colour}</span>
                  </span>
                </th>
                {sizes.map((size) => {
                  const key = cellKey(size, colour);
                  const raw = values[key] ?? '';
                  const invalid = parseQuantityCells([{ size, color: colour, raw }]).cleared.length > 0;
                  const label = isQuantityBreakKey(size) ? size : sizeLabel(size);
                  return (
                    <td key={size}>
                      <input
                        type="text"
                        inputMode="numeric"
                        autoComplete="off"
                        aria-label={`${label}, ${colour} quantity`}
                        aria-invalid={invalid || undefined}
                        value={raw}
                        onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(key, event.target.value)}
                      />
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
      {breakItem && <BreakSummary item={item} values={values} sizes={sizes} orderUnits={orderUnits} />}
    </Box>
  );
}

/** The table's first row: a column per size, or per pack size, with its price. */
function SizeHeadings({
  item,
  sizes,
  breakItem,
  orderUnits,
}: Pick<QuantityGridProps, 'item' | 'sizes' | 'breakItem' | 'orderUnits'>) {
  return (
    <tr>
      <th scope="col" className="qty-first">
        <Typography variant="caption" sx={{ fontWeight: 600 }}>
          {breakItem ? 'Color / Pack size' : 'Color / Size'}
        </Typography>
      </th>
      {sizes.map((size) => (
        <th key={size} scope="col">
          <Typography variant="body2" component="span" sx={{ fontWeight: 600, display: 'block' }}>
            {isQuantityBreakKey(size) ? Number(size).toLocaleString('en-US') : sizeLabel(size)}
          </Typography>
          <SizePrice item={item} size={size} breakItem={breakItem} orderUnits={orderUnits} />
        </th>
      ))}
    </tr>
  );
}
