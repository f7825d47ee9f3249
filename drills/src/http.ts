import { checkoutBody, linesFor } from '@portal/testing/carts';
import { errorText } from './util';

/** One HTTP exchange as the client saw it; status null when no answer came (refused, reset, timed out). */
export interface Exchange {
  status: number | null;
  body: Record<string, unknown> | null;
  headers: Headers | null;
  error: string | null;
  startedAt: number;
  ms: number;
}

export async function call(
  method: 'GET' | 'POST',
  url: string,
  options: { body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
): Promise<Exchange> {
  const startedAt = Date.now();
  try {
    const response = await fetch(url, {
      method,
      headers: { ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    });
    const text = await response.text();
    let body: Record<string, unknown> | null = null;
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : null;
    } catch {
      body = { text };
    }
    return { status: response.status, body, headers: response.headers, error: null, startedAt, ms: Date.now() - startedAt };
  } catch (error) {
    return { status: null, body: null, headers: null, error: errorText(error), startedAt, ms: Date.now() - startedAt };
  }
}

/** Demo passwords of the groups the drills order for: a group with a password takes orders only from its session. */
const GROUP_PASSWORDS: Record<string, string> = { redrock: 'redrock-demo', summit: 'summit-demo' };
const sessions = new Map<string, Promise<string>>();

/** The Cookie header of a browser logged in to `group` at the server of `url`, asked once per server. */
function sessionFor(url: string, group: string): Promise<string> {
  const key = `${new URL(url).origin} ${group}`;
  let session = sessions.get(key);
  if (!session) {
    session = call('POST', `${new URL(url).origin}/v1/login`, { body: { password: GROUP_PASSWORDS[group] } }).then((answer) => {
      // A server that is down answers the order itself as it would: no session is kept from a failed login.
      if (answer.status !== 200) sessions.delete(key);
      return answer.status === 200 ? cookiesOf(answer) : '';
    });
    sessions.set(key, session);
  }
  return session;
}

/**
 * Forgets the sessions asked of the server at `url`: sessions are rows of its database, so a server
 * started on a port another drill's server had (another database) knows none of them.
 */
export function forgetSessions(url: string): void {
  const origin = new URL(url).origin;
  for (const key of sessions.keys()) if (key.startsWith(`${origin} `)) sessions.delete(key);
}

/** Orders and captures go as a logged-in buyer of their group would send them; other calls as given. */
export async function post(url: string, body: unknown, headers: Record<string, string> = {}, timeoutMs?: number) {
  const group = (body as { companyName?: unknown } | null)?.companyName;
  const ordering = /\/v1\/(create|capture)-order$/.test(url) && typeof group === 'string' && group in GROUP_PASSWORDS;
  const cookie = ordering && headers.cookie === undefined ? await sessionFor(url, group) : '';
  const withSession = cookie ? { ...headers, cookie } : headers;
  return call('POST', url, { body, headers: withSession, ...(timeoutMs ? { timeoutMs } : {}) });
}

/** `{ message, code }` with a message fit for a person: what every error answer must be. */
export function isClearError(exchange: Exchange): boolean {
  const message = exchange.body?.['message'];
  const code = exchange.body?.['code'];
  return typeof message === 'string' && message.length >= 10 && typeof code === 'string' && code.length > 0;
}

export const orderNumberOf = (exchange: Exchange) => String(exchange.body?.['order_number'] ?? '');
export const seqOf = (orderNumber: string) => Number(orderNumber.replace(/^CB-/, ''));

/** The cookies a response set, as a Cookie header. */
export const cookiesOf = (exchange: Exchange) =>
  (exchange.headers?.getSetCookie() ?? []).map((cookie) => cookie.split(';')[0]).join('; ');

/** Red Rock orders on account with a bypass code: no PayPal, e-mails queued at once. */
export const ON_ACCOUNT_GROUP = 'redrock';
export function onAccountOrder(firstName: string, quantity = 2) {
  return checkoutBody(ON_ACCOUNT_GROUP, linesFor(ON_ACCOUNT_GROUP, '1640', quantity), {
    bypassPaypal: true,
    bypassCode: 'MANAGER',
    store: 'RRFD01',
    first_name: firstName,
  });
}
export const ON_ACCOUNT_PASSWORD = GROUP_PASSWORDS[ON_ACCOUNT_GROUP]!;

/** Summit pays with PayPal. */
export const PAYPAL_GROUP = 'summit';
export function paypalOrder(firstName: string, quantity = 3) {
  return checkoutBody(PAYPAL_GROUP, linesFor(PAYPAL_GROUP, '1640', quantity), { first_name: firstName });
}
