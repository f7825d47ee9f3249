import type { FastifyReply, FastifyRequest } from 'fastify';
import { mayChangeOrders, mayManageBilling, type StaffRole } from '@portal/domain';
import type { Database } from '../db/database';
import { AppError } from '../errors/app-error';
import { seal, unseal } from './session-cookies';
import { sessionHandle } from './session-store';
import { loadStaff, type StaffAccount } from '../staff/staff-store';

/** How long a staff session lasts: `idleMs` unless used (each use moves it on), `absoluteMs` at most. */
export interface StaffSessionTimes {
  idleMs: number;
  absoluteMs: number;
}

/** docs/decisions/020: half an hour idle, a working day at most. */
export const DEFAULT_STAFF_SESSION: StaffSessionTimes = { idleMs: 30 * 60_000, absoluteMs: 12 * 3600_000 };

export const LOG_IN_TO_THE_CONSOLE = 'Log in to the console.';

/** The staff member a request comes from, as every console route sees them. */
export interface StaffPrincipal {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  /** A rep's groups; null for admins and viewers, who see every group. */
  scope: string[] | null;
  account: StaffAccount;
  /** When the session ends at the latest and, unless used, when it ends; ms since 1970. */
  expiresAt: number;
  idleExpiresAt: number;
  /** This session's handle in the store (not its id: a handle opens nothing). */
  sessionHandle: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the console's guard on every /api/console route but login and logout. */
    staff?: StaffPrincipal;
  }
}

const KIND = 'staff';
const cookieName = (from: FastifyRequest | FastifyReply) => `${from.server.sessionCookies.namePrefix}pst`;

function cookieOptions(secure: boolean, maxAgeMs: number) {
  // Strict: the console is never reached by a link from another site with its session.
  return { path: '/', httpOnly: true, sameSite: 'strict' as const, secure, maxAge: Math.max(1, Math.floor(maxAgeMs / 1000)) };
}

/**
 * Starts a staff session: a row in the session store (with the browser and address the staff
 * member's list of sessions shows) and a sealed cookie of its own naming it, the account and its
 * session epoch.
 */
export async function startStaffSession(
  request: FastifyRequest,
  reply: FastifyReply,
  account: StaffAccount,
  times: StaffSessionTimes,
): Promise<{ expiresAt: number; idleExpiresAt: number }> {
  const now = Date.now();
  const expiresAt = now + times.absoluteMs;
  const id = await reply.server.sessionStore.start({
    kind: KIND,
    staffId: account.row.id,
    expiresAt: new Date(expiresAt),
    userAgent: request.headers['user-agent'],
    address: request.ip,
  });
  writeCookie(reply, {
    k: KIND,
    g: '',
    s: account.row.id,
    e: expiresAt,
    i: id,
    a: Math.min(expiresAt, now + times.idleMs),
    v: account.row.sessionEpoch,
  });
  return { expiresAt, idleExpiresAt: Math.min(expiresAt, now + times.idleMs) };
}

function writeCookie(reply: FastifyReply, value: Parameters<typeof seal>[1]): void {
  const settings = reply.server.sessionCookies;
  reply.setCookie(cookieName(reply), seal(settings, value), cookieOptions(settings.secure, value.e - Date.now()));
}

/** Ends this browser's staff session, for every copy of its cookie, and clears the cookie. */
export async function endStaffSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  const settings = reply.server.sessionCookies;
  const raw = request.cookies[cookieName(request)];
  const value = raw ? unseal(settings, raw) : null;
  if (value && value.k === KIND) await reply.server.sessionStore.end([value.i]);
  reply.clearCookie(cookieName(reply), { path: '/', httpOnly: true, sameSite: 'strict', secure: settings.secure });
}

/**
 * The staff member of a valid session, or null: the cookie must be sealed by this server, not past
 * its idle or absolute end, name a session the store holds live (not logged out or ended by its
 * owner or an admin), and an account that is still there with the same session epoch (a password
 * reset, a change of role or groups, or removal ends every session of the account). The session
 * and the account are read in one statement, fresh on every request: nothing is cached.
 */
export async function readStaffSession(request: FastifyRequest): Promise<StaffPrincipal | null> {
  const raw = request.cookies[cookieName(request)];
  if (!raw) return null;
  const value = unseal(request.server.sessionCookies, raw);
  const now = Date.now();
  if (!value || value.k !== KIND || value.e <= now || (value.a ?? 0) <= now || !value.s) return null;
  const account = await request.server.sessionStore.liveStaffAccount(value.i, value.s);
  if (!account || account.row.sessionEpoch !== value.v) return null;
  return {
    id: account.row.id,
    email: account.row.email,
    name: account.row.name,
    role: account.row.role,
    scope: account.row.role === 'rep' ? account.groups : null,
    account,
    expiresAt: value.e,
    idleExpiresAt: value.a ?? now,
    sessionHandle: sessionHandle(value.i),
  };
}

/** Moves the idle end of the session on: each use of the console keeps it alive, up to its absolute end. */
export function refreshStaffSession(request: FastifyRequest, reply: FastifyReply, times: StaffSessionTimes): void {
  const raw = request.cookies[cookieName(request)];
  const value = raw ? unseal(request.server.sessionCookies, raw) : null;
  const staff = request.staff;
  if (!value || !staff) return;
  const idleExpiresAt = Math.min(value.e, Date.now() + times.idleMs);
  writeCookie(reply, { ...value, a: idleExpiresAt });
  staff.idleExpiresAt = idleExpiresAt;
}

// ---- the steps of a login with a second factor ----

const PENDING_KIND = 'staff-pending';
const PENDING_MS = 5 * 60_000;
const ENROL_KIND = 'staff-enrol';
const ENROL_MS = 10 * 60_000;
const pendingCookie = (from: FastifyRequest | FastifyReply) => `${from.server.sessionCookies.namePrefix}pstp`;
const enrolCookie = (from: FastifyRequest | FastifyReply) => `${from.server.sessionCookies.namePrefix}pste`;

function setShortCookie(reply: FastifyReply, name: string, value: Parameters<typeof seal>[1]): void {
  const settings = reply.server.sessionCookies;
  reply.setCookie(name, seal(settings, value), cookieOptions(settings.secure, value.e - Date.now()));
}

function clearShortCookie(reply: FastifyReply, name: string): void {
  reply.clearCookie(name, { path: '/', httpOnly: true, sameSite: 'strict', secure: reply.server.sessionCookies.secure });
}

/** The password was right and a code (or enrolment) comes next: a cookie of five minutes says whose. */
export function startPendingLogin(reply: FastifyReply, account: StaffAccount): void {
  setShortCookie(reply, pendingCookie(reply), {
    k: PENDING_KIND,
    g: '',
    s: account.row.id,
    e: Date.now() + PENDING_MS,
    i: '',
    v: account.row.sessionEpoch,
  });
}

/** The account of a login waiting for its second step, or null (none, expired, or the account changed since). */
export async function readPendingLogin(request: FastifyRequest, db: Database): Promise<StaffAccount | null> {
  const raw = request.cookies[pendingCookie(request)];
  const value = raw ? unseal(request.server.sessionCookies, raw) : null;
  if (!value || value.k !== PENDING_KIND || value.e <= Date.now() || !value.s) return null;
  const account = await loadStaff(db, value.s);
  return account && account.row.sessionEpoch === value.v ? account : null;
}

export const endPendingLogin = (reply: FastifyReply): void => clearShortCookie(reply, pendingCookie(reply));

/** Holds a TOTP key being enrolled until a code confirms it: sealed, so the browser cannot read or change it. */
export function holdEnrolment(reply: FastifyReply, staffId: string, secret: string): void {
  setShortCookie(reply, enrolCookie(reply), { k: ENROL_KIND, g: '', s: staffId, e: Date.now() + ENROL_MS, i: secret });
}

/** The key being enrolled by this staff member, or null. */
export function readEnrolment(request: FastifyRequest, staffId: string): string | null {
  const raw = request.cookies[enrolCookie(request)];
  const value = raw ? unseal(request.server.sessionCookies, raw) : null;
  return value && value.k === ENROL_KIND && value.s === staffId && value.e > Date.now() && value.i ? value.i : null;
}

export const endEnrolment = (reply: FastifyReply): void => clearShortCookie(reply, enrolCookie(reply));

/** The staff member of this request; the console's guard has set it on every route it covers. */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new AppError('UNAUTHORIZED', LOG_IN_TO_THE_CONSOLE);
  return request.staff;
}

export const VIEWER_CANNOT_CHANGE = 'A viewer can look at orders but not change them.';
export const ACCOUNTS_CANNOT_CHANGE = 'The accounts role looks at orders and bills them but does not change them.';
export const BILLING_STAFF_ONLY = 'Only an admin or the accounts role can change billing.';
export const ADMINS_ONLY = 'Only an admin can manage staff.';
export const NOT_YOUR_GROUP = (title: string) => `You do not work for ${title}.`;

/** Admins and reps change orders (a rep only in their groups, which every query is scoped to); viewers and accounts do not. */
export function assertMayChangeOrders(staff: Pick<StaffPrincipal, 'role'>): void {
  if (!mayChangeOrders(staff.role))
    throw new AppError('FORBIDDEN', staff.role === 'accounts' ? ACCOUNTS_CANNOT_CHANGE : VIEWER_CANNOT_CHANGE);
}

/** Admins and the accounts role change the money side; reps and viewers read it. */
export function assertMayManageBilling(staff: StaffPrincipal): void {
  if (!mayManageBilling(staff.role)) throw new AppError('FORBIDDEN', BILLING_STAFF_ONLY);
}

export function assertAdmin(staff: StaffPrincipal): void {
  if (staff.role !== 'admin') throw new AppError('FORBIDDEN', ADMINS_ONLY);
}

/** Whether the staff member sees this group's orders. */
export function seesGroup(staff: Pick<StaffPrincipal, 'scope'>, groupKey: string): boolean {
  return staff.scope === null || staff.scope.includes(groupKey);
}

/**
 * The staff member who may edit this group's orders on the buyer's orders screen (an admin, or a
 * rep of the group), or null: their session stands in for the shared admin password there.
 */
export async function staffEditingGroup(request: FastifyRequest, db: Database, groupKey: string): Promise<StaffPrincipal | null> {
  const staff = await readStaffSession(request);
  return staff && mayChangeOrders(staff.role) && seesGroup(staff, groupKey) ? staff : null;
}
