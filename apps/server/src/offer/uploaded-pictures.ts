import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { UPLOAD_ID_PATTERN } from '@portal/domain';
import type { Database } from '../db/database';
import { uploadedPictures, type UPLOADED_PICTURE_KINDS, type UPLOADED_PICTURE_VARIANTS } from '../db/schema';

export type UploadedPictureKind = (typeof UPLOADED_PICTURE_KINDS)[number];
export type UploadedPictureVariant = (typeof UPLOADED_PICTURE_VARIANTS)[number];

/** One variant of a picture as the server made it, ready to keep. */
export interface PictureBytes {
  variant: UploadedPictureVariant;
  mediaType: string;
  bytes: Buffer;
  width: number;
  height: number;
}

/** One stored variant, as it is served. */
export interface StoredPicture {
  mediaType: string;
  bytes: Buffer;
}

/** The id of a picture: the first 32 hex digits of the SHA-256 of its full-size bytes. */
export function pictureId(fullSize: Buffer): string {
  return createHash('sha256').update(fullSize).digest('hex').slice(0, 32);
}

// Logos are tens of kilobytes and photos under a hundred: 64 MB keeps the pictures buyers see.
const DEFAULT_CACHE_BYTES = 64 * 1024 * 1024;

/**
 * The pictures staff uploaded, kept in the database by content (docs/decisions/028) so every
 * instance serves them, with a memory cache bounded by bytes in front: a picture never changes
 * once written, so what is cached is never stale.
 */
export class UploadedPictures {
  private readonly cache: LRUCache<string, StoredPicture>;
  /**
   * Addresses asked for and not found, for a minute: a stranger asking for made-up ids costs one
   * query per id and minute, not one per request. An upload here forgets its own; another
   * instance's upload is found once the minute is over (only someone guessing asks before then).
   */
  private readonly missing = new LRUCache<string, true>({ max: 10_000, ttl: 60_000 });

  constructor(
    private readonly db: Database,
    options: { maxCacheBytes?: number } = {},
  ) {
    this.cache = new LRUCache<string, StoredPicture>({
      maxSize: options.maxCacheBytes ?? DEFAULT_CACHE_BYTES,
      sizeCalculation: (picture, key) => picture.bytes.length + key.length,
    });
  }

  /**
   * Keeps a picture's variants under the id of its full-size bytes. The same picture uploaded
   * again is the same id and changes nothing (the first upload's row and uploader stay).
   */
  async save(kind: UploadedPictureKind, variants: readonly PictureBytes[], uploadedBy: string): Promise<string> {
    const full = variants.find((variant) => variant.variant === 'full');
    if (!full) throw new Error('an uploaded picture needs its full-size variant');
    const id = pictureId(full.bytes);
    await this.db
      .insert(uploadedPictures)
      .values(variants.map((variant) => ({ id, kind, uploadedBy, ...variant })))
      .onConflictDoNothing();
    for (const variant of variants) this.missing.delete(`${kind}/${variant.variant}/${id}`);
    return id;
  }

  /** One variant of a picture of the kind, or null for an unknown id (or one of the other kind). */
  async read(kind: UploadedPictureKind, id: string, variant: UploadedPictureVariant): Promise<StoredPicture | null> {
    if (!UPLOAD_ID_PATTERN.test(id)) return null;
    const key = `${kind}/${variant}/${id}`;
    const cached = this.cache.get(key);
    if (cached) return cached;
    if (this.missing.has(key)) return null;
    const [row] = await this.db
      .select({ mediaType: uploadedPictures.mediaType, bytes: uploadedPictures.bytes })
      .from(uploadedPictures)
      .where(and(eq(uploadedPictures.id, id), eq(uploadedPictures.variant, variant), eq(uploadedPictures.kind, kind)));
    if (!row) {
      this.missing.set(key, true);
      return null;
    }
    this.cache.set(key, row);
    return row;
  }

  /** Which of these ids are pictures of the kind (ids of the wrong form are not). */
  async existing(kind: UploadedPictureKind, ids: readonly string[]): Promise<Set<string>> {
    const wanted = [...new Set(ids)].filter((id) => UPLOAD_ID_PATTERN.test(id));
    if (wanted.length === 0) return new Set();
    const rows = await this.db
      .select({ id: uploadedPictures.id })
      .from(uploadedPictures)
      .where(and(inArray(uploadedPictures.id, wanted), eq(uploadedPictures.variant, 'full'), eq(uploadedPictures.kind, kind)));
    return new Set(rows.map((row) => row.id));
  }
}
