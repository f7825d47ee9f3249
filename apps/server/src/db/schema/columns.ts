import { timestamp } from 'drizzle-orm/pg-core';

/** When a row was written: milliseconds, with its zone, set by the database. */
export const createdAt = () => timestamp('created_at', { withTimezone: true, precision: 3, mode: 'date' }).notNull().defaultNow();
