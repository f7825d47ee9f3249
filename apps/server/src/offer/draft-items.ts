import {
  catalogueItemSchema,
  inputProblem,
  pictureCodeClash,
  UPLOAD_ID_PATTERN,
  type OfferChange,
  type OfferItem,
} from '@portal/domain';
import type { TenantRegistry } from '@portal/tenants/server';
import type { Database } from '../db/database';
import { AppError } from '../errors/app-error';
import { checkInput } from '../errors/input-validator';
import { changeDraft, type OfferActor } from './offer-drafts';
import type { UploadedPictures } from './uploaded-pictures';
import { otherGroupsCodes } from './picture-codes';

/**
 * Puts an item into a group's draft, replacing the one of its code or added at the end, once it
 * holds by the files' own item schema (a price rising with the quantity, an unknown size, a colour
 * that is not offered…), each photo it names is an uploaded photo and no other live group holds its
 * code as another kind of item (pictures are shared by code): every wrong field is named, and
 * nothing is saved.
 */
export async function saveDraftItem(
  db: Database,
  registry: TenantRegistry,
  pictures: UploadedPictures,
  actor: OfferActor,
  groupKey: string,
  code: string,
  item: OfferItem,
): Promise<OfferChange[]> {
  if (item.code !== code)
    throw new AppError('INVALID_INPUT', `The item's code is ${code}; it cannot be changed to ${item.code}.`);
  const checked = checkInput(catalogueItemSchema, item);
  const problems = checked.ok ? [] : [...new Set(checked.issues.map(inputProblem))];
  const photos = Object.entries(item.photos ?? {});
  const uploaded = await pictures.existing(
    'photo',
    photos.map(([, id]) => id),
  );
  for (const [colour, id] of photos)
    if (UPLOAD_ID_PATTERN.test(id) && !uploaded.has(id)) problems.push(`The photo of ${colour}: ${id} is not an uploaded photo.`);
  if (problems.length > 0) throw new AppError('UNPROCESSABLE', `${code}: ${problems.join(' ')}`);
  const clash = pictureCodeClash(otherGroupsCodes(registry, groupKey), item);
  if (clash !== null) throw new AppError('UNPROCESSABLE', clash);
  return changeDraft(db, actor, groupKey, (document) => {
    const items = Array.isArray(document.items) ? (document.items as OfferItem[]) : [];
    const at = items.findIndex((entry) => entry.code === code);
    if (at >= 0) items[at] = item;
    else items.push(item);
    document.items = items;
  });
}
