import { getTableColumns } from 'drizzle-orm';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { orderLineSchema, type OrderLine } from '@portal/domain';
import { columnsOfRow, rowFromColumns, type ColumnRow } from './column-row';
import { orderLines, orders } from './schema';

describe('rows under column names', () => {
  it('reads a plain statement’s order row as Drizzle does: every column, bigints as numbers, instants as dates', () => {
    const row = rowFromColumns(orders, {
      id: '7f0c1c1e-5f5e-4c9b-9a43-0d2b6f9f1a10',
      seq: '100042',
      group_key: 'guardian',
      status: 'on_account',
      payment: 'account',
      total_cents: '12999',
      paid_cents: 12999,
      created_at: '2026-11-05T15:00:00.000Z',
      placed_at: new Date('2026-11-05T15:00:00.000Z'),
      masked_bypass_code: null,
    });
    expect(row.seq).toBe(100042);
    expect(row.totalCents).toBe(12999);
    expect(row.paidCents).toBe(12999);
    expect(row.createdAt).toEqual(new Date('2026-11-05T15:00:00.000Z'));
    expect(row.placedAt).toEqual(new Date('2026-11-05T15:00:00.000Z'));
    expect(row.maskedBypassCode).toBeNull();
    // A column the statement did not answer is null, never a key missing: every column is there.
    expect(row.carrier).toBeNull();
    expect(Object.keys(row).sort()).toEqual(Object.keys(getTableColumns(orders)).sort());
  });

  it('names a stored line’s fields as the domain’s order line does, no more and no fewer', () => {
    // The type side: the table and the domain's line cannot drift apart without TypeScript failing here.
    expectTypeOf<Omit<ColumnRow<typeof orderLines>, 'order_id' | 'group_key'>>().toEqualTypeOf<OrderLine>();
    const { order_id, group_key, ...line } = columnsOfRow(orderLines, {
      orderId: '7f0c1c1e-5f5e-4c9b-9a43-0d2b6f9f1a10',
      lineNo: 1,
      groupKey: 'guardian',
      code: 'P100',
      name: 'Polo',
      description: 'Brookfield Performance Polo',
      type: 'polos',
      size: 'L',
      color: 'Navy',
      embroidery: 'Guardian',
      secondEmbroidery: null,
      placement: 'Left chest',
      secondPlacement: null,
      quantity: 3,
      unitPriceCents: 3999,
      po: null,
      customerPo: 'PO-1',
      estShipDate: null,
    });
    expect([order_id, group_key]).toEqual(['7f0c1c1e-5f5e-4c9b-9a43-0d2b6f9f1a10', 'guardian']);
    expect(line.unit_price_cents).toBe(3999);
    expect(line.customer_po).toBe('PO-1');
    expect(Object.keys(line).sort()).toEqual(Object.keys(orderLineSchema.shape).sort());
  });
});
