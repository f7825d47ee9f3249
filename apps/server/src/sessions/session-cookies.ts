import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';

export type SessionKind = 'group' | 'admin' | 'store';

const LIFETIME_MS: Record<SessionKind, number> = { group: 12 * 3600_000, admin: 2 * 3600_000, store: 12 * 3600_000 };
const PREFIX: Record<SessionKind, string> = { group: 'pg', admin: 'pa', store: 'ps' };

function cookieName(kind: SessionKind, groupKey: string, storeCode?: string): string {
  return [PREFIX[kind], groupKey, ...(storeCode ? [storeCode] : [])].join('_');
}

// The signed value repeats what the name says, so a value copied under another name is refused.
function cookieValue(kind: SessionKind, groupKey: string, storeCode: string | undefined, expires: number): string {
  return [kind, groupKey, storeCode ?? '', expires].join('|');
}

export function setSession(reply: FastifyReply, kind: SessionKind, groupKey: string, secure: boolean, storeCode?: string): void {
  const expires = Date.now() + LIFETIME_MS[kind];
  reply.setCookie(cookieName(kind, groupKey, storeCode), cookieValue(kind, groupKey, storeCode, expires), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure,
    signed: true,
    maxAge: Math.floor(LIFETIME_MS[kind] / 1000),
  });
}

export function hasSession(request: FastifyRequest, kind: SessionKind, groupKey: string, storeCode?: string): boolean {
  const raw = request.cookies[cookieName(kind, groupKey, storeCode)];
  if (!raw) return false;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return false;
  const [k, key, code, expires] = unsigned.value.split('|');
  return k === kind && key === groupKey && code === (storeCode ?? '') && Number(expires) > Date.now();
}

/** The groups whose admin session this browser holds. */
export function adminGroups(request: FastifyRequest): string[] {
  return Object.keys(request.cookies)
    .filter((name) => name.startsWith(`${PREFIX.admin}_`))
    .map((name) => name.slice(PREFIX.admin.length + 1))
    .filter((key) => hasSession(request, 'admin', key));
}
