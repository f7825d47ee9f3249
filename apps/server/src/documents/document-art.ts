import { readFile } from 'node:fs/promises';
import { join, normalize, sep } from 'node:path';
import { groupLogoPath, providerImagePath } from '@portal/domain';

/** The pictures a money document draws: PNG or JPEG bytes, or null to draw none. */
export interface DocumentArt {
  providerLogo: Buffer | null;
  groupLogo: Buffer | null;
}

/** The art of each group's documents, from the pictures the build renders (packages/tenants/generated/images). */
export interface DocumentArtSource {
  /** The provider's logo and the logo of the group whose company_logo is `groupLogo`. */
  artFor(groupLogo: string | null): Promise<DocumentArt>;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG_SIGNATURE = Buffer.from([0xff, 0xd8, 0xff]);

/** Whether pdfkit can draw these bytes: it throws on anything but PNG and JPEG. */
export function isDrawableImage(bytes: Buffer): boolean {
  return bytes.subarray(0, 8).equals(PNG_SIGNATURE) || bytes.subarray(0, 3).equals(JPEG_SIGNATURE);
}

/**
 * Reads each logo once and keeps it, or keeps that it is missing: the pictures are rendered by the
 * build before the server starts, and a document should never wait on the disk. A logo that is
 * missing, unreadable or not a PNG or JPEG draws nothing rather than failing the document.
 */
export function documentArtSource(imagesDir: string, providerLogo: string): DocumentArtSource {
  const root = normalize(imagesDir + sep);
  const read = new Map<string, Promise<Buffer | null>>();

  const logoAt = (webPath: string): Promise<Buffer | null> => {
    let found = read.get(webPath);
    if (!found) {
      found = readLogo(root, webPath);
      read.set(webPath, found);
    }
    return found;
  };

  return {
    async artFor(groupLogo) {
      const [provider, group] = await Promise.all([
        logoAt(providerImagePath(providerLogo)),
        groupLogo ? logoAt(groupLogoPath(groupLogo)) : null,
      ]);
      return { providerLogo: provider, groupLogo: group };
    },
  };
}

async function readLogo(root: string, webPath: string): Promise<Buffer | null> {
  // The name comes from a stored snapshot: it must not reach outside the pictures' folder.
  const file = normalize(join(root, webPath.slice('/images/'.length)));
  if (!file.startsWith(root)) return null;
  const bytes = await readFile(file).catch(() => null);
  return bytes && isDrawableImage(bytes) ? bytes : null;
}
