// @vitest-environment jsdom
import { fireEvent, render, screen, within } from '@testing-library/react';
import * as domain from '@portal/domain';
import { orderedSizes, type CatalogueItem } from '@portal/domain';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { viewport } from '../../../test-support/browser';
import { PLATE, POLO } from '../../../test-support/storefront';
import { QuantityGrid, sizeLabel } from './quantity-grid';
import { cellKey, createQuantityStore, gridCells } from './quantity-store';

// The real rules, watched: each quantity box checks its own text with parseQuantityCells when drawn.
vi.mock('@portal/domain', async (original) => {
  const actual = await original<typeof domain>();
  return { ...actual, parseQuantityCells: vi.fn(actual.parseQuantityCells) };
});

/** The grid as the item screen holds it: its text in a store of its own, the colour shown chosen above it. */
function Grid({
  item,
  colour = item.default_color,
  onSelectColour = () => undefined,
}: {
  item: CatalogueItem;
  colour?: string;
  onSelectColour?: (colour: string) => void;
}) {
  const [sizes] = useState(() => orderedSizes(item.sizes));
  const [store] = useState(() => createQuantityStore(item, sizes));
  return (
    <QuantityGrid
      item={item}
      sizes={sizes}
      breakItem={item.type === 'customs'}
      selectedColour={colour}
      store={store}
      onSelectColour={onSelectColour}
      cartUnits={0}
    />
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

  it('say under the grid what a box takes when it holds more than one line may: 1 to 10,000', () => {
    viewport('desktop');
    render(<Grid item={POLO} />);
    expect((cell('Large', 'Navy') as HTMLInputElement).maxLength).toBe(7);
    fireEvent.change(cell('Large', 'Navy'), { target: { value: '10001' } });
    expect(screen.getByRole('alert').textContent).toBe('Large, Navy: Enter a whole number from 1 to 10,000.');
    expect(cell('Large', 'Navy').getAttribute('aria-describedby')).toBe('quantities-problem');
    fireEvent.change(cell('Large', 'Navy'), { target: { value: '10000' } });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('redraw only the box typed in, and count the whole grid once for every total', () => {
    viewport('desktop');
    render(<Grid item={{ ...POLO, discount: [{ quantity: 12, price: 2600 }] }} />);
    const checks = vi.mocked(domain.parseQuantityCells);
    checks.mockClear();
    fireEvent.change(cell('Medium', 'Navy'), { target: { value: '12' } });
    // Each box checks its own text as it is drawn: only the one typed in was drawn again.
    const boxes = checks.mock.calls.filter(([cells]) => cells.length === 1).map(([cells]) => cells[0]);
    expect(boxes).toEqual([{ size: 'Medium', color: 'Navy', raw: '12' }]);
    // The sizes' prices and the note all follow the units, counted once.
    expect(checks.mock.calls.filter(([cells]) => cells.length > 1)).toHaveLength(1);
    expect(screen.getByText('Volume price (12 or more) $26.00 replaces the price of each size above it.')).toBeDefined();
  });

  it('mark another colour without drawing its boxes again', () => {
    viewport('desktop');
    const { rerender } = render(<Grid item={POLO} />);
    const checks = vi.mocked(domain.parseQuantityCells);
    checks.mockClear();
    rerender(<Grid item={POLO} colour="Navy" />);
    // The row of the colour shown is marked; no box was drawn again.
    expect(screen.getByRole('rowheader', { name: 'Navy' }).closest('tr')?.className).toBe('item-qty-selected');
    expect(checks).not.toHaveBeenCalled();
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

describe('the quantity store', () => {
  beforeEach(() => {
    vi.mocked(domain.parseQuantityCells).mockClear();
  });

  it('tells its readers of each change, and empties some cells or all', () => {
    const store = createQuantityStore(POLO, orderedSizes(POLO.sizes));
    const heard = vi.fn();
    const stop = store.subscribe(heard);
    store.set(cellKey('Large', 'Navy'), '4');
    store.set(cellKey('Large', 'Navy'), '4');
    store.set(cellKey('Small', 'Black'), 'x');
    expect(heard).toHaveBeenCalledTimes(2);
    expect(store.text(cellKey('Large', 'Navy'))).toBe('4');
    store.clear([cellKey('Small', 'Black')]);
    expect(store.values()).toEqual({ [cellKey('Large', 'Navy')]: '4' });
    store.clear();
    expect(store.values()).toEqual({});
    stop();
    store.set(cellKey('Large', 'Navy'), '1');
    expect(heard).toHaveBeenCalledTimes(4);
  });

  it('counts units as the cart does, a pack as its units, once per change', () => {
    const polo = createQuantityStore(POLO, orderedSizes(POLO.sizes));
    polo.set(cellKey('Large', 'Navy'), '4');
    polo.set(cellKey('Small', 'Black'), '3');
    polo.set(cellKey('Medium', 'Black'), 'x');
    expect([polo.units(), polo.units()]).toEqual([7, 7]);
    expect(vi.mocked(domain.parseQuantityCells)).toHaveBeenCalledTimes(1);
    const plate = createQuantityStore(PLATE, orderedSizes(PLATE.sizes));
    plate.set(cellKey('500', 'White'), '2');
    expect(plate.units()).toBe(1000);
  });
});
