import { fromBuffer, type Entry, type ZipFile } from 'yauzl';
import { AppError } from '../errors/app-error';

/**
 * How much an XLSX price file may unpack to. A file of the most rows a price file may hold
 * (MAX_PRICE_FILE_ROWS) unpacks to about 11 MB; a zip of a few megabytes could unpack to
 * gigabytes, which exceljs would inflate into memory.
 */
export const MAX_XLSX_UNPACKED_MB = 40;

export const XLSX_TOO_LARGE = (mb: number) =>
  `This XLSX file unpacks to more than ${mb} MB, far more than a price file needs: save the export again or send a CSV.`;
export const NOT_AN_XLSX = 'The file is not an XLSX workbook.';

const openZip = (file: Buffer) =>
  new Promise<ZipFile>((resolve, reject) => {
    // validateEntrySizes: a part that inflates to more than its header says fails as it is read.
    fromBuffer(file, { lazyEntries: true, validateEntrySizes: true }, (error, zip) => (error ? reject(error) : resolve(zip)));
  });

function entriesOf(zip: ZipFile): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on('entry', (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on('end', () => resolve(entries));
    zip.on('error', reject);
    zip.readEntry();
  });
}

/** Inflates one part, keeping nothing: its stream fails when it unpacks to more than its header said. */
function drain(zip: ZipFile, entry: Entry): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error) return reject(error);
      stream.on('data', () => undefined);
      stream.on('end', () => resolve());
      stream.on('error', reject);
    });
  });
}

/**
 * Refuses an XLSX whose parts unpack to more than `maxMb` before exceljs reads it: first by the
 * sizes its central directory declares, then by inflating each part, which holds every part to
 * its declared size, so a zip that under-declares is refused too. Answers nothing when it fits.
 */
export async function refuseLargeXlsx(file: Buffer, maxMb = MAX_XLSX_UNPACKED_MB): Promise<void> {
  const limit = maxMb * 1024 * 1024;
  let zip: ZipFile;
  let entries: Entry[];
  try {
    zip = await openZip(file);
    entries = await entriesOf(zip);
  } catch {
    throw new AppError('INVALID_INPUT', NOT_AN_XLSX);
  }
  try {
    const declared = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
    if (declared > limit) throw new AppError('UNPROCESSABLE', XLSX_TOO_LARGE(maxMb));
    for (const entry of entries) await drain(zip, entry);
  } catch (error) {
    if (error instanceof AppError) throw error;
    // A part larger than its header says is how a zip bomb hides: named as too large, not as broken.
    if (error instanceof Error && /too many bytes|expected uncompressed size/i.test(error.message))
      throw new AppError('UNPROCESSABLE', XLSX_TOO_LARGE(maxMb));
    throw new AppError('INVALID_INPUT', NOT_AN_XLSX);
  } finally {
    zip.close();
  }
}
