import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OFFER_UPLOAD_KINDS, TOO_LARGE, UPLOAD_LIMITS, type OfferUploadKind } from '@portal/domain';
import { AppError } from '../errors/app-error';

/** The types a picture may be sent as; what it is, is read from its bytes. */
const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'application/octet-stream'];
export const SEND_THE_FILE =
  'Send the file itself as the body, with its type as Content-Type: image/svg+xml or image/png for a logo, image/jpeg, image/png or image/webp for a photo.';

/** The kind a request's address names; for another address, the smaller limit holds. */
function kindOf(request: FastifyRequest): OfferUploadKind {
  const kind = (request.params as { kind?: string }).kind;
  return OFFER_UPLOAD_KINDS.find((known) => known === kind) ?? 'logo';
}

/**
 * A body over the limit is still read, and thrown away, up to this many bytes in all: the 413 goes
 * out with Connection: close, and a socket closed on bytes it has not read is reset by the kernel,
 * which a browser still sending shows as a failed connection instead of the answer. A body declared
 * larger than this is refused at once and its connection cut: no file of ours comes near it.
 */
export const DISCARD_CEILING = 32 * 1024 * 1024;
/** ...and for at most this long, well within the request's own 30 s. */
export const DISCARD_MS = 15_000;

/**
 * Reads what is left of a refused body from `chunks` (the body's own iterator) without keeping it,
 * to its end, past DISCARD_CEILING bytes in all, or to the deadline, whichever comes first.
 */
export async function discardRest(chunks: AsyncIterator<unknown>, read: number, ms = DISCARD_MS): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  const drain = async () => {
    let total = read;
    for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
      total += (next.value as Buffer).length;
      if (total > DISCARD_CEILING) return;
    }
  };
  try {
    // Cut short by the deadline or the client gone, the answer is the same 413.
    await Promise.race([drain().catch(() => undefined), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** The body's bytes, refused (413) once they pass the kind's limit, what is left read and thrown away first. */
async function readLimited(request: FastifyRequest, payload: IncomingMessage): Promise<Buffer> {
  const kind = kindOf(request);
  const limit = UPLOAD_LIMITS[kind];
  const tooLarge = new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE(kind));
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > DISCARD_CEILING) throw tooLarge;
  // One iterator throughout: leaving a for-await loop would destroy the stream, and its socket.
  const chunks = payload[Symbol.asyncIterator]();
  if (declared > limit) {
    await discardRest(chunks, 0);
    throw tooLarge;
  }
  const kept: Buffer[] = [];
  let size = 0;
  for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
    const chunk = next.value as Buffer | string;
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
    size += bytes.length;
    if (size > limit) {
      kept.length = 0;
      await discardRest(chunks, size);
      throw tooLarge;
    }
    kept.push(bytes);
  }
  return Buffer.concat(kept);
}

/**
 * Within `scope`, a body is a picture file read as bytes (bounded by its kind's limit), and any
 * other type, JSON included, is refused with 415: the upload's only way in.
 */
export function acceptPictureBodies(scope: FastifyInstance): void {
  scope.removeAllContentTypeParsers();
  scope.addContentTypeParser(PICTURE_TYPES, (request: FastifyRequest, payload: IncomingMessage) => readLimited(request, payload));
  scope.addContentTypeParser('*', async () => {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', SEND_THE_FILE);
  });
}
