import { randomBytes } from 'node:crypto';
import { normalizeBypassCode, type OfferChange } from '@portal/domain';
import { hashSecretAsync, type TenantRegistry } from '@portal/tenants/server';
import type { Database } from '../db/database';
import { AppError } from '../errors/app-error';
import { changeDraft, type OfferActor } from './offer-drafts';
import { partsOf } from './draft-checks';

/** Shared by a dealership's staff: long enough not to guess, short enough to type on a phone. */
export const BUYER_PASSWORD_MIN = 8;
/** The provider's own: it unlocks every order's PO fields on the buyer's screens. */
export const ADMIN_PASSWORD_MIN = 12;
/** Store codes serve as bypass codes in some groups: six characters. */
export const BYPASS_CODE_MIN = 6;

export const SECRETS_ADMINS_ONLY = "Only an admin can set a group's passwords and bypass codes.";

/** Secrets cost scrypt to hash: refused before any is hashed unless an admin sets them. */
function assertAdmin(actor: OfferActor): void {
  if (actor.role !== 'admin') throw new AppError('FORBIDDEN', SECRETS_ADMINS_ONLY);
}

function checkLength(what: string, plain: string, min: number): void {
  if (plain.trim() !== plain) throw new AppError('INVALID_INPUT', `${what} cannot begin or end with a space.`);
  if ([...plain].length < min) throw new AppError('INVALID_INPUT', `${what} must be at least ${min} characters.`);
}

const saltOf = (hash: string): Buffer => Buffer.from(hash.split('$')[4] ?? '', 'base64');

/**
 * Sets or clears the group password. Every group's password shares one salt, so the portal's login
 * derives once whatever the number of groups, and so equal passwords give equal hashes: one that
 * another group uses is refused, as the login could not tell which group it opens.
 */
export async function setGroupPassword(
  db: Database,
  actor: OfferActor,
  groupKey: string,
  password: string | null,
  registry: TenantRegistry,
): Promise<OfferChange[]> {
  assertAdmin(actor);
  let hash: string | null = null;
  if (password !== null) {
    checkLength('A group password', password, BUYER_PASSWORD_MIN);
    const others = [...registry.groups].filter(([key, t]) => key !== groupKey && t.secrets.password !== null);
    const shared = others[0]?.[1].secrets.password;
    hash = await hashSecretAsync(password, shared ? saltOf(shared) : undefined);
    if (others.some(([, t]) => t.secrets.password === hash))
      throw new AppError(
        'CONFLICT',
        'Another group uses this password: the portal could not tell which group it opens. Choose another.',
      );
  }
  return changeDraft(db, actor, groupKey, (document) => {
    partsOf(document).secrets.password = hash;
  });
}

/** Sets the group's admin password (admin mode on the buyer's screens). */
export async function setAdminPassword(
  db: Database,
  actor: OfferActor,
  groupKey: string,
  password: string,
): Promise<OfferChange[]> {
  assertAdmin(actor);
  checkLength('An admin password', password, ADMIN_PASSWORD_MIN);
  const hash = await hashSecretAsync(password);
  return changeDraft(db, actor, groupKey, (document) => {
    partsOf(document).secrets.admin_password = hash;
  });
}

/** Sets or clears a store's password (its custom items are ordered only with it). */
export async function setStorePassword(
  db: Database,
  actor: OfferActor,
  groupKey: string,
  code: string,
  password: string | null,
): Promise<OfferChange[]> {
  assertAdmin(actor);
  if (password !== null) checkLength('A store password', password, BUYER_PASSWORD_MIN);
  const hash = password === null ? null : await hashSecretAsync(password);
  return changeDraft(db, actor, groupKey, (document) => {
    const { group, secrets } = partsOf(document);
    const stores = Array.isArray(group.stores) ? (group.stores as { code: string }[]) : [];
    if (!stores.some((store) => store.code === code)) throw new AppError('NOT_FOUND', `The group has no store ${code}.`);
    const passwords = { ...((secrets.store_passwords ?? {}) as Record<string, string>) };
    if (hash === null) delete passwords[code];
    else passwords[code] = hash;
    secrets.store_passwords = passwords;
  });
}

/**
 * Replaces every bypass code of the group with these: the old ones stop working when the version
 * is published. One salt for the group's codes, so an order's check derives once.
 */
export async function replaceBypassCodes(
  db: Database,
  actor: OfferActor,
  groupKey: string,
  codes: readonly string[],
): Promise<OfferChange[]> {
  assertAdmin(actor);
  const normalized = codes.map(normalizeBypassCode);
  for (const code of normalized) checkLength('A bypass code', code, BYPASS_CODE_MIN);
  const twice = normalized.find((code, index) => normalized.indexOf(code) !== index);
  if (twice) throw new AppError('INVALID_INPUT', `The bypass code ${twice} is listed twice.`);
  const salt = randomBytes(16);
  const hashes = await Promise.all(normalized.map((code) => hashSecretAsync(code, salt)));
  return changeDraft(db, actor, groupKey, (document) => {
    partsOf(document).secrets.bypass_codes = hashes;
  });
}
