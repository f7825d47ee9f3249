// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { isQuantityBreakItem, orderedSizes, parseQuantityCells, quantityBreakTotal, type CatalogueItem } from '@portal/domain';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { viewport } from '../../../test-support/browser';
import { PLATE, POLO } from '../../../test-support/storefront';
import { theme } from '../../core/mui/theme';
import { cellKey, gridCells, QuantityGrid, sizeLabel } from './quantity-grid';

/** The grid as the item screen holds it: its values in state, the colour shown chosen above it. */
function Grid({
  item,
  colour = item.default_color,
  onSelectColour = () => undefined,
}: {
  item: CatalogueItem;
  colour?: string;
  onSelectColour?: (colour: string) => void;
}) {
  const [values, setValues] = useState<Record<string, string>>({});
  const { entries } = parseQuantityCells(gridCells(orderedSizes(item.sizes), item.colors, values));
  const orderUnits = isQuantityBreakItem(item.sizes)
    ? quantityBreakTotal(entries)
    : entries.reduce((sum, entry) => sum + entry.quantity, 0);
  return (
    <ThemeProvider theme={theme}>
      <QuantityGrid
        item={item}
        sizes={orderedSizes(item.sizes)}
        breakItem={item.type === 'customs'}
        selectedColour={colour}
        values={values}
        onChange={(key, raw) => setValues((current) => ({ ...current, [key]: raw }))}
        onSelectColour={onSelectColour}
        orderUnits={orderUnits}
      />
    </ThemeProvider>
  );
}

const cell = (size: string, colour: string) => screen.getByRole('textbox', { name: `${size}, ${colour} quantity` });

describe("the quantity grid's cells", () => {
  it('are keyed by size and colour, and read as the add-to-cart rules read them', () => {
    expect(cellKey('Small', 'Black')).not.toBe(cellKey('Black', 'Small'));
    expect(gridCells(['Small', 'Large'], ['Black', 'Navy'], { [cellKey('Large', 'Navy')]: '4' })).toEqual([
      { size: 'Small', color: 'Black', raw: '' },
      { size: 'Large', color: 'Black', raw: '' },
      { size: 'Small', color: 'Navy', raw: '' },
      { size: 'Large', color: 'Navy', raw: '4' },
    ]);
    expect(sizeLabel('S_M')).toBe('S/M');
  });

  it('give every colour a row and every size a column, each cell named for both', () => {
    viewport('desktop');
    render(<Grid item={POLO} />);
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows).toHaveLength(1 + POLO.colors.length);
    expect(screen.getAllByRole('textbox')).toHaveLength(POLO.colors.length * 4);
    expect(cell('2XLarge', 'White')).toBeDefined();
    // The price of each size heads its column.
    expect(within(rows[0]!).getByText('$27.00')).toBeDefined();
  });

  it('head each size with the price the cart charges, striking its own price where a special price replaces it', () => {
    viewport('desktop');
    // $25.00 and $27.00 a size, but $24.00 each from one unit: every size is charged $24.00.
    render(<Grid item={{ ...POLO, discount: [{ quantity: 1, price: 2400 }] }} />);
    const head = within(screen.getByRole('table')).getAllByRole('row')[0]!;
    const xxl = within(head).getByRole('columnheader', { name: /2XLarge/ });
    expect(xxl.textContent).toBe('2XLarge$27.00was $27.00, now $24.00');
    expect(within(xxl).getByText('$27.00', { selector: 's' })).toBeDefined();
    const sizeHeads = within(head).getAllByRole('columnheader').slice(1);
    expect(sizeHeads.map((th) => th.textContent?.endsWith('now $24.00'))).toEqual([true, true, true, true]);
    expect(screen.getByText("Special price $24.00 replaces each size's own price.")).toBeDefined();
  });

  it('lower the sizes to a volume price once the units entered reach it, and say so', () => {
    viewport('desktop');
    render(<Grid item={{ ...POLO, discount: [{ quantity: 12, price: 2600 }] }} />);
    const head = () => within(screen.getByRole('table')).getAllByRole('row')[0]!;
    expect(within(head()).getByRole('columnheader', { name: /2XLarge/ }).textContent).toBe('2XLarge$27.00');
    expect(screen.queryByText(/replaces/)).toBeNull();
    fireEvent.change(cell('Medium', 'Navy'), { target: { value: '12' } });
    expect(within(head()).getByRole('columnheader', { name: /2XLarge/ }).textContent).toBe('2XLarge$27.00was $27.00, now $26.00');
    expect(within(head()).getByRole('columnheader', { name: /Medium/ }).textContent).toBe('Medium$25.00');
    expect(screen.getByText('Volume price (12 or more) $26.00 replaces the price of each size above it.')).toBeDefined();
  });

  it('keep what is typed and mark a cell that is not a count', () => {
    viewport('desktop');
    render(<Grid item={POLO} />);
    fireEvent.change(cell('Medium', 'Navy'), { target: { value: '3' } });
    fireEvent.change(cell('Large', 'Navy'), { target: { value: 'x' } });
    expect((cell('Medium', 'Navy') as HTMLInputElement).value).toBe('3');
    expect(cell('Medium', 'Navy').getAttribute('aria-invalid')).toBeNull();
    expect(cell('Large', 'Navy').getAttribute('aria-invalid')).toBe('true');
  });

  it('count packs on a pack item, and sum the units and the price per unit they earn', () => {
    viewport('desktop');
    render(<Grid item={PLATE} />);
    expect(screen.getByText('Color / Pack size')).toBeDefined();
    fireEvent.change(cell('500', 'White'), { target: { value: '2' } });
    expect(screen.getByRole('status').textContent).toBe('Total units: 1,000 · Price per unit: $2.59');
  });

  it("on a phone, show the chosen colour's sizes and what was entered in other colours", () => {
    viewport('phone');
    const onSelectColour = vi.fn();
    const { rerender } = render(<Grid item={POLO} onSelectColour={onSelectColour} />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
    fireEvent.change(cell('Small', 'Black'), { target: { value: '2' } });
    rerender(<Grid item={POLO} colour="Navy" onSelectColour={onSelectColour} />);
    expect(screen.getAllByRole('textbox').every((input) => input.getAttribute('aria-label')?.includes('Navy'))).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Black: Small 2' }));
    expect(onSelectColour).toHaveBeenCalledWith('Black');
  });
});
