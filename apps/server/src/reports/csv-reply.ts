import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import type { FastifyReply } from 'fastify';
import { csvSafeText } from '@portal/domain';

/**
 * Sends rows as a CSV download: UTF-8 with the byte-order mark Excel needs, RFC 4180 quoting by
 * csv-stringify, and every cell that a spreadsheet would run as a formula neutralised
 * (csvSafeText). Rows are pulled from `batches` only as fast as the client reads, so memory holds
 * a batch or two whatever the file's size.
 */
export function sendCsv(
  reply: FastifyReply,
  filename: string,
  header: readonly string[],
  batches: AsyncIterable<string[][]> | Iterable<string[][]>,
): FastifyReply {
  const rows = Readable.from(withHeader(header, batches), { objectMode: true, highWaterMark: 256 });
  const csv = stringify({
    bom: true,
    cast: { string: csvSafeText },
    record_delimiter: 'windows',
  });
  rows.on('error', (error) => csv.destroy(error));
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(rows.pipe(csv));
}

async function* withHeader(
  header: readonly string[],
  batches: AsyncIterable<string[][]> | Iterable<string[][]>,
): AsyncGenerator<readonly string[]> {
  yield header;
  for await (const batch of batches) yield* batch;
}

/** A file name's part from a group key or a date: letters, digits and dashes only. */
export const fileSafe = (text: string) => text.replace(/[^A-Za-z0-9-]+/g, '-');
