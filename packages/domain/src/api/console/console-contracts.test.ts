import { describe, expect, it } from 'vitest';
import { consoleBoardQuerySchema } from './board';
import { consoleBulkInProductionBodySchema } from './bulk';
import { consoleMoveStatusBodySchema } from './move-status';
import { consoleStaffAddBodySchema } from './staff-add';

const ORDER_ID = '0b9d6f3e-4c1a-4f7e-9a55-3c2f1e0d9b8a';

describe('console contracts', () => {
  it('reads the board query from an address, numbers as text included', () => {
    expect(consoleBoardQuerySchema.parse({ group: 'guardian', status: 'shipped', limit: '25', q: '  CB-100042 ' })).toEqual({
      group: 'guardian',
      status: 'shipped',
      limit: 25,
      q: 'CB-100042',
    });
    expect(consoleBoardQuerySchema.safeParse({ limit: '0' }).success).toBe(false);
    expect(consoleBoardQuerySchema.safeParse({ limit: '2.5' }).success).toBe(false);
    expect(consoleBoardQuerySchema.safeParse({ status: 'paid' }).success).toBe(false);
    expect(consoleBoardQuerySchema.safeParse({ from: '2026-13-01' }).success).toBe(false);
    // An unknown sort or direction; the sorts the board offers are read.
    expect(consoleBoardQuerySchema.safeParse({ sort: 'price' }).success).toBe(false);
    expect(consoleBoardQuerySchema.safeParse({ sort: 'total', dir: 'up' }).success).toBe(false);
    expect(consoleBoardQuerySchema.parse({ sort: 'total', dir: 'asc' })).toEqual({ sort: 'total', dir: 'asc' });
  });

  it('needs the version or the expected status with a move', () => {
    expect(consoleMoveStatusBodySchema.safeParse({ to: 'in_production' }).success).toBe(false);
    expect(consoleMoveStatusBodySchema.safeParse({ to: 'in_production', version: 0 }).success).toBe(true);
    expect(consoleMoveStatusBodySchema.safeParse({ to: 'in_production', expected_status: 'received' }).success).toBe(true);
  });

  it('takes from 1 to 200 orders in a bulk action', () => {
    expect(consoleBulkInProductionBodySchema.safeParse({ order_ids: [] }).success).toBe(false);
    expect(consoleBulkInProductionBodySchema.safeParse({ order_ids: ['not-an-id'] }).success).toBe(false);
    expect(consoleBulkInProductionBodySchema.safeParse({ order_ids: Array(201).fill(ORDER_ID) }).success).toBe(false);
    expect(consoleBulkInProductionBodySchema.safeParse({ order_ids: Array(200).fill(ORDER_ID) }).success).toBe(true);
  });

  it('asks a new staff password of at least 12 characters', () => {
    const member = { email: 'rowan.pike@crestline.example', name: 'Rowan Pike', role: 'rep', groups: ['harbor'] };
    expect(consoleStaffAddBodySchema.safeParse({ ...member, password: 'short-pass1' }).success).toBe(false);
    expect(consoleStaffAddBodySchema.safeParse({ ...member, password: 'long-enough-pass' }).success).toBe(true);
    expect(consoleStaffAddBodySchema.safeParse({ ...member, role: 'owner', password: 'long-enough-pass' }).success).toBe(false);
  });
});
