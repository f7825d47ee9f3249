import { customType, timestamp } from 'drizzle-orm/pg-core';

/** When a row was written: milliseconds, with its zone, set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true, precision: 3, mode: 'date' }).notNull().defaultNow();

/** Raw bytes: node-postgres answers a Buffer, PGlite a Uint8Array; both are read as a Buffer. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
});
