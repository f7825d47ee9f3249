import { UPLOAD_ID_PATTERN } from '@portal/domain';
import { AppError } from '../errors/app-error';
import type { StoredPicture, UploadedPictureKind, UploadedPictureVariant, UploadedPictures } from '../offer/uploaded-pictures';

/** An uploaded picture never changes (its address is the hash of its bytes): browsers and proxies keep it for good. */
export const UPLOADED_PICTURE_CACHE = 'public, max-age=31536000, immutable';

/** What each address under /images/uploads serves: a logo's PNG, a photo's JPEG and its smaller copy. */
export const UPLOADED_PICTURE_ROUTES: readonly {
  url: string;
  kind: UploadedPictureKind;
  variant: UploadedPictureVariant;
  extension: string;
}[] = [
  { url: '/images/uploads/logos/:file', kind: 'logo', variant: 'full', extension: '.png' },
  { url: '/images/uploads/photos/:file', kind: 'photo', variant: 'full', extension: '.jpg' },
  { url: '/images/uploads/photos/thumbs/:file', kind: 'photo', variant: 'thumb', extension: '.jpg' },
];

/**
 * The picture a file name names ('{id}.png'), or 404: no placeholder, since an id is a hash and a
 * wrong one is a mistake to see, not a picture still to come.
 */
export async function uploadedPictureFile(
  pictures: UploadedPictures,
  route: (typeof UPLOADED_PICTURE_ROUTES)[number],
  file: string,
): Promise<StoredPicture> {
  const id = file.endsWith(route.extension) ? file.slice(0, -route.extension.length) : '';
  const picture = UPLOAD_ID_PATTERN.test(id) ? await pictures.read(route.kind, id, route.variant) : null;
  if (!picture) throw new AppError('NOT_FOUND', 'No such uploaded picture.');
  return picture;
}
