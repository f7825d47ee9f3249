import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OFFER_UPLOAD_KINDS, type OfferUploadKind } from '@portal/domain';
import { AppError } from '../errors/app-error';
import { TOO_LARGE, UPLOAD_LIMITS } from './upload-pictures';

/** The types a picture may be sent as; what it is, is read from its bytes. */
const PICTURE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/svg+xml', 'application/octet-stream'];
export const SEND_THE_FILE =
  'Send the file itself as the body, with its type as Content-Type: image/svg+xml or image/png for a logo, image/jpeg, image/png or image/webp for a photo.';

/** The kind a request's address names; for another address, the smaller limit holds. */
function kindOf(request: FastifyRequest): OfferUploadKind {
  const kind = (request.params as { kind?: string }).kind;
  return OFFER_UPLOAD_KINDS.find((known) => known === kind) ?? 'logo';
}

/** The body's bytes, refused (413) as soon as they pass the kind's limit, or before reading when Content-Length says so. */
async function readLimited(request: FastifyRequest, payload: IncomingMessage): Promise<Buffer> {
  const kind = kindOf(request);
  const limit = UPLOAD_LIMITS[kind];
  if (Number(request.headers['content-length'] ?? 0) > limit) throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE(kind));
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += bytes.length;
    if (size > limit) throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE(kind));
    chunks.push(bytes);
  }
  return Buffer.concat(chunks);
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
