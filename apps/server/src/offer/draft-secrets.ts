import { randomBytes } from 'node:crypto';
import { bypassCodeKey, bypassCodeLabel, normalizeBypassCode, type OfferChange } from '@portal/domain';
import { hashSecretAsync, matchSecretAsync, type TenantRegistry } from '@portal/tenants/server';
import type { Database } from '../db/database';
import { AppError } from '../errors/app-error';
import { changeDraft, draftOrNewest, type OfferActor } from './offer-drafts';
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

export const BYPASS_CODES_CHANGED_MEANWHILE =
  "The group's bypass codes were changed by someone else meanwhile: read them again and replace them once more.";

const hashesOf = (secrets: Record<string, unknown>): string[] =>
  Array.isArray(secrets.bypass_codes) ? secrets.bypass_codes.filter((hash): hash is string => typeof hash === 'string') : [];

/**
 * For each new code, the old hash it matches (the same code given again), or null: checked against
 * the hashes the draft holds now, so the code's caps follow it to its new key (docs/approvals.md#bypass-codes).
 */
async function oldHashesOf(codes: readonly string[], oldHashes: readonly string[]): Promise<(string | null)[]> {
  if (oldHashes.length === 0) return codes.map(() => null);
  return Promise.all(
    codes.map(async (code) => {
      const found = await matchSecretAsync(code, oldHashes);
      return found === -1 ? null : oldHashes[found]!;
    }),
  );
}

/**
 * The codes' caps under their new keys: a code given again keeps its caps; a removed code's caps go
 * with it. Absent when the group has no caps.
 */
function carriedCaps(caps: unknown, hashes: readonly string[], matched: readonly (string | null)[]): Record<string, unknown> {
  const old = typeof caps === 'object' && caps !== null ? (caps as Record<string, unknown>) : {};
  const carried: Record<string, unknown> = {};
  hashes.forEach((hash, index) => {
    const was = matched[index];
    const rules = was ? old[bypassCodeKey(was)] : undefined;
    if (rules !== undefined) carried[bypassCodeKey(hash)] = rules;
  });
  return carried;
}

/**
 * Replaces every bypass code of the group with these: the old ones stop working when the version
 * is published. One salt for the group's codes, so an order's check derives once. Each code gets
 * its label (masked, or the store's name for a store's code); a code given again keeps its label and caps.
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
  const { document: seen } = await draftOrNewest(db, groupKey);
  const oldHashes = hashesOf(partsOf(structuredClone(seen)).secrets);
  const salt = randomBytes(16);
  const [hashes, matched] = await Promise.all([
    Promise.all(normalized.map((code) => hashSecretAsync(code, salt))),
    oldHashesOf(normalized, oldHashes),
  ]);
  return changeDraft(db, actor, groupKey, (document) => {
    const { group, secrets } = partsOf(document);
    // What was matched is what was read: codes replaced since would carry the wrong caps.
    if (hashesOf(secrets).join() !== oldHashes.join()) throw new AppError('CONFLICT', BYPASS_CODES_CHANGED_MEANWHILE);
    const stores = Array.isArray(group.stores) ? (group.stores as { code: string; name: string }[]) : [];
    secrets.bypass_codes = hashes;
    // A code given again keeps the label staff knew it by; a new one is named by its mask or store.
    const oldLabels = Array.isArray(secrets.bypass_code_labels) ? (secrets.bypass_code_labels as unknown[]) : [];
    secrets.bypass_code_labels = normalized.map((code, index) => {
      const was = matched[index] ? oldLabels[oldHashes.indexOf(matched[index])] : undefined;
      return typeof was === 'string' && was ? was : bypassCodeLabel(code, stores);
    });
    const spending = secrets.spending as Record<string, unknown> | undefined;
    if (spending && typeof spending === 'object' && spending.codes !== undefined) {
      const caps = carriedCaps(spending.codes, hashes, matched);
      if (Object.keys(caps).length > 0) spending.codes = caps;
      else delete spending.codes;
    }
  });
}
