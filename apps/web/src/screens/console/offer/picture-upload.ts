import { TOO_LARGE, UPLOAD_LIMITS, type OfferUploadKind } from '@portal/domain';
import { ApiError } from '../../../core/api/api-client';

// What the console's uploads take and how their refusals read: a logo is SVG or PNG, a photo JPEG,
// PNG or WebP, and the server checks each by its content whatever the file says it is.

export const UPLOAD_TYPES: Readonly<Record<OfferUploadKind, readonly string[]>> = {
  logo: ['image/svg+xml', 'image/png'],
  photo: ['image/jpeg', 'image/png', 'image/webp'],
};

const WHAT: Readonly<Record<OfferUploadKind, string>> = {
  logo: 'A logo is an SVG or PNG file.',
  photo: 'A photo is a JPEG, PNG or WebP picture.',
};

/**
 * Why a chosen file is not sent at all: its type says it is not a picture of the kind, or it is
 * larger than the server takes (said here, since a body refused halfway can reach the browser as a
 * failed connection rather than the server's answer); null to send it.
 */
export function chosenFileProblem(kind: OfferUploadKind, file: { name: string; type: string; size: number }): string | null {
  // A type the browser could not tell is left to the server, which reads the content.
  if (file.type && !UPLOAD_TYPES[kind].includes(file.type))
    return `${file.name} is not a picture the portal takes. ${WHAT[kind]}`;
  if (file.size > UPLOAD_LIMITS[kind]) return `${file.name} is too large to upload. ${TOO_LARGE(kind)}`;
  return null;
}

/** An upload's refusal in words: too large and not a picture in the portal's own, the server's reason for a file it could not use. */
export function uploadRefusal(kind: OfferUploadKind, error: unknown): string {
  if (!(error instanceof ApiError)) return 'The file could not be uploaded. Please try again.';
  if (error.status === 413) {
    // The server names its limit ('A logo file may be at most 512 KB.'); a proxy's refusal names none.
    const limit = error.code === 'PAYLOAD_TOO_LARGE' && /at most/.test(error.message) ? error.message : null;
    return `The file is too large to upload. ${limit ?? 'Save a smaller picture and choose it again.'}`;
  }
  if (error.status === 415) return `The file is not a picture the portal takes. ${WHAT[kind]}`;
  return error.message;
}

/** What cleaning an SVG took out, said plainly: null when nothing was. */
export function removedText(removed: readonly string[]): string | null {
  if (removed.length === 0) return null;
  return `Removed from the file: ${removed.join(', ')}. The logo was kept without them.`;
}
