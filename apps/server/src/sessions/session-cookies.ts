import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type {} from '@fastify/cookie';
import { LRUCache } from 'lru-cache';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionStore } from './session-store';

export type SessionKind = 'group' | 'admin' | 'store';

/**
 * A secret, as throttling names it: a group's password (root LOGIN), its bypass codes, the admin
 * password, or one store's password; a staff account's password, or the code of its second factor.
 */
export type SecretKind = 'password' | 'bypass' | 'admin' | `store-${string}` | 'staff' | 'staff-code';

const LIFETIME_MS: Record<SessionKind | 'proof', number> = {
  group: 12 * 3600_000,
  admin: 2 * 3600_000,
  store: 12 * 3600_000,
  proof: 30 * 24 * 3600_000,
};
const PREFIX: Record<SessionKind | 'proof', string> = { group: 'pg', admin: 'pa', store: 'ps', proof: 'pd' };

export interface CookieSettings {
  key: Buffer;
  secure: boolean;
  /** '__Host-' in production: the cookie is bound to this host, over HTTPS, for every path. */
  namePrefix: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionCookies: CookieSettings;
    sessionStore: SessionStore;
  }
  interface FastifyRequest {
    /** The ids of the buyer's session cookies that are live sessions (verifySessionCookies). */
    liveSessions?: ReadonlySet<string>;
  }
}

/**
 * Session cookies are sealed (AES-256-GCM) under a key drawn from the cookie secret: unreadable and
 * unforgeable. Each names a session held in `store`, which every instance shares: a session ended
 * there is refused whatever copy of its cookie comes back.
 */
export function registerSessionCookies(app: FastifyInstance, secret: string, secure: boolean, store: SessionStore): void {
  const key = Buffer.from(hkdfSync('sha256', secret, 'crestline-portal', 'session cookies', 32));
  app.decorate('sessionCookies', { key, secure, namePrefix: secure ? '__Host-' : '' });
  app.decorate('sessionStore', store);
  app.addHook('onRequest', verifySessionCookies);
}

/** The buyer's calls: the storefront, pictures and the console read no buyer session. */
const readsBuyerSessions = (url: string) => url.startsWith('/v1/') && !url.startsWith('/v1/storefront');

/** At most this many session cookies are looked up per request: a request stuffed with cookies costs no more. */
const SESSIONS_PER_REQUEST = 16;

/**
 * Looks up, once per request and before its body is read, which of the buyer's session cookies
 * name live sessions: the checks after it (hasSession and the rest) stay synchronous.
 */
async function verifySessionCookies(request: FastifyRequest): Promise<void> {
  if (!readsBuyerSessions(request.url)) return;
  const settings = request.server.sessionCookies;
  const ids: string[] = [];
  for (const [name, raw] of Object.entries(request.cookies)) {
    if (!raw || !isSessionCookieName(settings, name)) continue;
    const value = unseal(settings, raw);
    if (value && isSessionKind(value.k) && value.e > Date.now()) ids.push(value.i);
    if (ids.length === SESSIONS_PER_REQUEST) break;
  }
  request.liveSessions = ids.length === 0 ? new Set() : await request.server.sessionStore.live(ids);
}

// A buyer's sessions; the console's are staff-session.ts's (the sessions table holds both).
const BUYER_SESSION_KINDS: readonly string[] = ['group', 'admin', 'store'] satisfies SessionKind[];
const isSessionKind = (kind: string): kind is SessionKind => BUYER_SESSION_KINDS.includes(kind);
function isSessionCookieName(settings: CookieSettings, name: string): boolean {
  if (!name.startsWith(settings.namePrefix)) return false;
  const prefix = name.slice(settings.namePrefix.length, settings.namePrefix.length + 3);
  return prefix === `${PREFIX.group}_` || prefix === `${PREFIX.admin}_` || prefix === `${PREFIX.store}_`;
}

export interface Sealed {
  /** What the cookie is: the kind, group and store its name says, so a value copied under another name is refused. */
  k: string;
  g: string;
  s: string;
  /** Expiry, ms since the epoch. */
  e: number;
  /** A random id: throttling counts a proven browser's guesses by it. */
  i: string;
  /** The staff session's idle deadline, ms since the epoch (sessions/staff-session.ts). */
  a?: number;
  /** The staff account's session epoch when the session began. */
  v?: number;
}

export function seal(settings: CookieSettings, value: Sealed): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', settings.key, iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url');
}

/**
 * Values opened before, by their cookie's text, per key. A browser sends the same cookies with every
 * request, and opening each (a decipher per cookie, several per order) was a tenth of an order's CPU.
 * Only values that opened are kept: a forged cookie costs its decipher every time, as before.
 */
const opened = new WeakMap<Buffer, LRUCache<string, Readonly<Sealed>>>();
const OPENED_PER_KEY = 5_000;

export function unseal(settings: CookieSettings, raw: string): Readonly<Sealed> | null {
  let known = opened.get(settings.key);
  if (!known) opened.set(settings.key, (known = new LRUCache({ max: OPENED_PER_KEY })));
  const remembered = known.get(raw);
  if (remembered) return remembered;
  const value = openSealed(settings, raw);
  if (value) known.set(raw, Object.freeze(value));
  return value;
}

function openSealed(settings: CookieSettings, raw: string): Sealed | null {
  try {
    const bytes = Buffer.from(raw, 'base64url');
    if (bytes.length < 12 + 16 + 2) return null;
    const decipher = createDecipheriv('aes-256-gcm', settings.key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    const text = Buffer.concat([decipher.update(bytes.subarray(12, bytes.length - 16)), decipher.final()]).toString('utf8');
    const value = JSON.parse(text) as Sealed;
    return typeof value.e === 'number' && typeof value.i === 'string' ? value : null;
  } catch {
    return null;
  }
}

function cookieName(settings: CookieSettings, kind: SessionKind | 'proof', groupKey: string, detail?: string): string {
  return settings.namePrefix + [PREFIX[kind], groupKey, ...(detail ? [detail] : [])].join('_');
}

function setSealed(
  reply: FastifyReply,
  kind: SessionKind | 'proof',
  groupKey: string,
  detail: string | undefined,
  id = randomBytes(12).toString('base64url'),
): void {
  const settings = reply.server.sessionCookies;
  const value = seal(settings, { k: kind, g: groupKey, s: detail ?? '', e: Date.now() + LIFETIME_MS[kind], i: id });
  reply.setCookie(cookieName(settings, kind, groupKey, detail), value, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: settings.secure,
    maxAge: Math.floor(LIFETIME_MS[kind] / 1000),
  });
}

/** The sealed value of a cookie that is valid now and says what its name says, or null. */
function readSealed(
  request: FastifyRequest,
  kind: SessionKind | 'proof',
  groupKey: string,
  detail?: string,
): Readonly<Sealed> | null {
  const settings = request.server.sessionCookies;
  const raw = request.cookies[cookieName(settings, kind, groupKey, detail)];
  if (!raw) return null;
  const value = unseal(settings, raw);
  if (!value || value.k !== kind || value.g !== groupKey || value.s !== (detail ?? '') || value.e <= Date.now()) return null;
  // A session, unlike a proof, must also be live in the store: logging out ends every copy.
  if (kind !== 'proof' && !request.liveSessions?.has(value.i)) return null;
  return value;
}

/** Starts a buyer's session: a row in the store, and the cookie that names it. */
export async function setSession(reply: FastifyReply, kind: SessionKind, groupKey: string, storeCode?: string): Promise<void> {
  const id = await reply.server.sessionStore.start({
    kind,
    groupKey,
    storeCode: storeCode ?? '',
    expiresAt: new Date(Date.now() + LIFETIME_MS[kind]),
  });
  setSealed(reply, kind, groupKey, storeCode, id);
}

export function hasSession(request: FastifyRequest, kind: SessionKind, groupKey: string, storeCode?: string): boolean {
  return readSealed(request, kind, groupKey, storeCode) !== null;
}

/** The id of the browser's valid session of this kind and group, or null. */
export function sessionId(request: FastifyRequest, kind: SessionKind, groupKey: string): string | null {
  return readSealed(request, kind, groupKey)?.i ?? null;
}

/** The groups whose admin session this browser holds. */
export function adminGroups(request: FastifyRequest): string[] {
  const start = `${request.server.sessionCookies.namePrefix}${PREFIX.admin}_`;
  return Object.keys(request.cookies)
    .filter((name) => name.startsWith(start))
    .map((name) => name.slice(start.length))
    .filter((key) => hasSession(request, 'admin', key));
}

/** Log out of a group: its group, admin and store sessions end, for every copy of their cookies. */
export async function clearSessions(request: FastifyRequest, reply: FastifyReply, groupKey: string): Promise<void> {
  const settings = request.server.sessionCookies;
  const names = new Set([cookieName(settings, 'group', groupKey), cookieName(settings, 'admin', groupKey)]);
  const storePrefix = `${cookieName(settings, 'store', groupKey)}_`;
  for (const name of Object.keys(request.cookies)) if (name.startsWith(storePrefix)) names.add(name);
  const ids: string[] = [];
  for (const name of names) {
    const raw = request.cookies[name];
    const value = raw ? unseal(settings, raw) : null;
    if (value && value.g === groupKey && isSessionKind(value.k)) ids.push(value.i);
  }
  await request.server.sessionStore.end(ids);
  for (const name of names) reply.clearCookie(name, { path: '/', httpOnly: true, sameSite: 'lax', secure: settings.secure });
}

/**
 * Remembers that this browser gave the right answer to one secret of a group. Throttling trusts
 * such a browser when strangers have used up a secret's hourly guesses: it proved it knows the
 * secret, so its tries cannot be guesses.
 */
export function setProof(request: FastifyRequest, reply: FastifyReply, groupKey: string, secret: SecretKind): void {
  // A proof with most of its life ahead is kept as it is: a buyer's every order need not seal a new one.
  const held = readSealed(request, 'proof', groupKey, proofDetail(secret));
  if (held && held.e - Date.now() > LIFETIME_MS.proof / 2) return;
  setSealed(reply, 'proof', groupKey, proofDetail(secret));
}

// 'store_GDWH01', not 'store-GDWH01': a cookie name must never spell a demo store password.
const proofDetail = (secret: SecretKind): string => secret.replace(/^store-/, 'store_');

/** The id of this browser's proof for a secret of a group, or null. */
export function proofId(request: FastifyRequest, groupKey: string, secret: SecretKind): string | null {
  return readSealed(request, 'proof', groupKey, proofDetail(secret))?.i ?? null;
}

/** Groups for which this browser proved it knows the group password. */
export function passwordProofs(request: FastifyRequest): string[] {
  const settings = request.server.sessionCookies;
  const start = `${settings.namePrefix}${PREFIX.proof}_`;
  return Object.keys(request.cookies)
    .filter((name) => name.startsWith(start) && name.endsWith('_password'))
    .map((name) => name.slice(start.length, -'_password'.length))
    .filter((key) => proofId(request, key, 'password') !== null);
}

const BROWSER_LIFETIME_MS = 365 * 24 * 3600_000;
const browserCookieName = (settings: CookieSettings) => `${settings.namePrefix}pb`;

/**
 * A random id that remembers this browser, so a group without a password shows a visitor the
 * orders placed from it (and nobody else's). It proves nothing about a person.
 */
export function browserId(request: FastifyRequest): string | null {
  const settings = request.server.sessionCookies;
  const raw = request.cookies[browserCookieName(settings)];
  const value = raw ? unseal(settings, raw) : null;
  return value && value.k === 'browser' && value.e > Date.now() ? value.i : null;
}

/** This browser's id, given a new one (and the cookie that keeps it) when it has none. */
export function ensureBrowserId(request: FastifyRequest, reply: FastifyReply): string {
  const known = browserId(request);
  if (known) return known;
  const settings = reply.server.sessionCookies;
  const id = randomBytes(16).toString('base64url');
  reply.setCookie(
    browserCookieName(settings),
    seal(settings, { k: 'browser', g: '', s: '', e: Date.now() + BROWSER_LIFETIME_MS, i: id }),
    {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: settings.secure,
      maxAge: Math.floor(BROWSER_LIFETIME_MS / 1000),
    },
  );
  return id;
}

/**
 * Whether the browser holds any valid group session or proof, of any group: the cheap question
 * asked before a request's body is read, so a busy secret check can refuse strangers early. A few
 * cookies at most are opened, so a request stuffed with cookies costs no more.
 */
export function holdsAnyTrust(request: FastifyRequest): boolean {
  const settings = request.server.sessionCookies;
  let opened = 0;
  for (const [name, raw] of Object.entries(request.cookies)) {
    if (!raw || !name.startsWith(settings.namePrefix)) continue;
    const kind = name.slice(settings.namePrefix.length, settings.namePrefix.length + 3);
    if (kind !== `${PREFIX.group}_` && kind !== `${PREFIX.proof}_`) continue;
    if (++opened > 4) return false;
    const value = unseal(settings, raw);
    if (!value || value.e <= Date.now()) continue;
    if (value.k === 'proof' || (value.k === 'group' && request.liveSessions?.has(value.i))) return true;
  }
  return false;
}
