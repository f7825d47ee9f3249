import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffRole } from '@portal/domain';
import type { Database } from '../db/database';
import { AppError } from '../errors/app-error';
import { seal, unseal } from './session-cookies';
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

/** Starts a staff session: a sealed cookie of its own, naming the account and its session epoch. */
export function startStaffSession(
  reply: FastifyReply,
  account: StaffAccount,
  times: StaffSessionTimes,
): { expiresAt: number; idleExpiresAt: number } {
  const now = Date.now();
  const expiresAt = now + times.absoluteMs;
  writeCookie(reply, {
    k: KIND,
    g: '',
    s: account.row.id,
    e: expiresAt,
    i: randomBytes(12).toString('base64url'),
    a: Math.min(expiresAt, now + times.idleMs),
    v: account.row.sessionEpoch,
  });
  return { expiresAt, idleExpiresAt: Math.min(expiresAt, now + times.idleMs) };
}

function writeCookie(reply: FastifyReply, value: Parameters<typeof seal>[1]): void {
  const settings = reply.server.sessionCookies;
  reply.setCookie(cookieName(reply), seal(settings, value), cookieOptions(settings.secure, value.e - Date.now()));
}

export function endStaffSession(reply: FastifyReply): void {
  const settings = reply.server.sessionCookies;
  reply.clearCookie(cookieName(reply), { path: '/', httpOnly: true, sameSite: 'strict', secure: settings.secure });
}

/**
 * The staff member of a valid session, or null: the cookie must be sealed by this server, not past
 * its idle or absolute end, and name an account that is still there with the same session epoch
 * (a password reset, a change of role or groups, or removal ends every session of the account).
 */
export async function readStaffSession(request: FastifyRequest, db: Database): Promise<StaffPrincipal | null> {
  const raw = request.cookies[cookieName(request)];
  if (!raw) return null;
  const value = unseal(request.server.sessionCookies, raw);
  const now = Date.now();
  if (!value || value.k !== KIND || value.e <= now || (value.a ?? 0) <= now || !value.s) return null;
  const account = await loadStaff(db, value.s);
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

/** The staff member of this request; the console's guard has set it on every route it covers. */
export function staffOf(request: FastifyRequest): StaffPrincipal {
  if (!request.staff) throw new AppError('UNAUTHORIZED', LOG_IN_TO_THE_CONSOLE);
  return request.staff;
}

export const VIEWER_CANNOT_CHANGE = 'A viewer can look at orders but not change them.';
export const ADMINS_ONLY = 'Only an admin can manage staff.';
export const NOT_YOUR_GROUP = (title: string) => `You do not work for ${title}.`;

/** Admins and reps change orders (a rep only in their groups, which every query is scoped to); viewers do not. */
export function assertMayChangeOrders(staff: StaffPrincipal): void {
  if (staff.role === 'viewer') throw new AppError('FORBIDDEN', VIEWER_CANNOT_CHANGE);
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
  const staff = await readStaffSession(request, db);
  return staff && staff.role !== 'viewer' && seesGroup(staff, groupKey) ? staff : null;
}
