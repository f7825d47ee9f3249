import { getTableColumns, type Table } from 'drizzle-orm';

/**
 * A table's row under its SQL column names: as plain SQL answers it, and as the API names the
 * stored fields (an order line's `unit_price_cents`). Derived from the Drizzle table, so a new
 * column appears here with no edit.
 */
export type ColumnRow<T extends Table> = {
  [K in keyof T['_']['columns'] as T['_']['columns'][K]['_']['name']]: T['$inferSelect'][K & keyof T['$inferSelect']];
};

// Drizzle's key of each column and the column, per table: read once, used on every row.
const columnsByTable = new WeakMap<Table, [string, ReturnType<typeof getTableColumns>[string]][]>();
function columnEntries(table: Table) {
  let entries = columnsByTable.get(table);
  if (!entries) {
    entries = Object.entries(getTableColumns(table));
    columnsByTable.set(table, entries);
  }
  return entries;
}

/** A row plain SQL answered (`returning *`, `select o.*`) under Drizzle's names and types, as the table maps it. */
export function rowFromColumns<T extends Table>(table: T, answered: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of columnEntries(table)) {
    const value = answered[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T['$inferSelect'];
}

/** A row Drizzle read, under the table's column names. */
export function columnsOfRow<T extends Table>(table: T, row: T['$inferSelect']): ColumnRow<T> {
  const named: Record<string, unknown> = {};
  for (const [key, column] of columnEntries(table)) named[column.name] = (row as Record<string, unknown>)[key];
  return named as ColumnRow<T>;
}
