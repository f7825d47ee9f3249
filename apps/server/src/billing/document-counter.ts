import { sql } from 'drizzle-orm';
import { documentNumber, type DocumentKind } from '@portal/domain';
import type { Tx } from './billing-actor';

/**
 * The next number of a kind of document in a year, taken inside the issuing transaction. The
 * counter's row stays locked until that transaction ends, so concurrent issuers (on any instance)
 * take numbers one after another, and a transaction that rolls back gives its number back: the
 * year's run has no gaps (a sequence would skip).
 */
export async function takeDocumentNumber(tx: Tx, kind: DocumentKind, year: number): Promise<string> {
  const result = (await tx.execute(sql`
    insert into document_counters (kind, year, next) values (${kind}, ${year}, 2)
    on conflict (kind, year) do update set next = document_counters.next + 1
    returning next - 1 as taken`)) as unknown as { rows: { taken: number | string }[] };
  return documentNumber(kind, year, Number(result.rows[0]!.taken));
}
