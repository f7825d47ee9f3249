import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { CSV_UTF8_BOM, csvSafeText } from '@portal/domain';

/**
 * Sends rows as a CSV download: UTF-8 with the byte-order mark Excel needs, quoted cells (csvCell), and
 * every cell that a spreadsheet would run as a formula neutralised (csvSafeText). Rows are pulled
 * from `batches` only as fast as the client reads, so memory holds a batch or two whatever the
 * file's size.
 */
export function sendCsv(
  reply: FastifyReply,
  filename: string,
  header: readonly string[],
  batches: AsyncIterable<string[][]> | Iterable<string[][]>,
): FastifyReply {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .send(csvBody(header, batches));
}

/**
 * The file's bytes as a stream: the BOM and the heading, then each batch written as one chunk of
 * text. The stream asks for the next batch only once the chunk before has been taken (its buffer
 * holds less than one chunk), so a slow client holds the reading back instead of filling memory.
 */
export function csvBody(header: readonly string[], batches: AsyncIterable<string[][]> | Iterable<string[][]>): Readable {
  return Readable.from(csvChunks(header, batches), { objectMode: false, highWaterMark: 64 * 1024 });
}

async function* csvChunks(header: readonly string[], batches: AsyncIterable<string[][]> | Iterable<string[][]>) {
  yield CSV_UTF8_BOM + csvRecords([header]);
  for await (const batch of batches) if (batch.length > 0) yield csvRecords(batch);
}

/**
 * Whether a cell is quoted: when it holds a quote, a comma or any line break. A lone LF or CR
 * unquoted would end the row in a spreadsheet (csv-stringify quotes only a whole CRLF).
 */
const NEEDS_QUOTES = /[",\r\n]/;

/** One cell as the file holds it: neutralised (csvSafeText), then quoted when it must be, quotes inside doubled. */
export function csvCell(text: string): string {
  const safe = csvSafeText(text);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** Records as the file holds them, each ended by CRLF, in one string. */
export function csvRecords(rows: readonly (readonly string[])[]): string {
  let text = '';
  for (const row of rows) {
    for (let i = 0; i < row.length; i += 1) text += i === 0 ? csvCell(row[i]!) : `,${csvCell(row[i]!)}`;
    text += '\r\n';
  }
  return text;
}

/** A file name's part from a group key or a date: letters, digits and dashes only. */
export const fileSafe = (text: string) => text.replace(/[^A-Za-z0-9-]+/g, '-');
