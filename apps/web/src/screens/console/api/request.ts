import { redirect } from 'react-router';
import type { ConsoleAnswerOf, ConsoleRoute } from '@portal/domain';
import { callJson, type CallOptions } from '../../../core/api/api-client';
import { loginHref, wasSignedIn } from '../console-paths';
import { readAnswer } from './answer-contract';

// The console's one way to its server (packages/domain/src/api/console), through the app's one
// client: every call answers 401 once the staff session is gone, which sends the page back to the
// login. The files of this folder are its calls, one file per area.

/** How a call is made: by a route's loader (`fromLoader`) or, when not given, by the page itself. */
export type Caller = Pick<CallOptions, 'onUnauthorized' | 'signal'>;

type SessionEnded = () => void;
let sessionEnded: SessionEnded | null = null;

/** What to do when a page's own call finds no staff session (set by the console's layout while it is shown). */
export function onSessionEnded(handler: SessionEnded | null): void {
  sessionEnded = handler;
}

/**
 * A loader's calls: a 401 redirects to the login, and back to this address after it ('expired' once
 * this tab had a session); a navigation that is overtaken stops them.
 */
export function fromLoader(request: Request): Caller {
  return {
    signal: request.signal,
    onUnauthorized: () => {
      const url = new URL(request.url);
      throw redirect(loginHref(`${url.pathname}${url.search}`, wasSignedIn() ? 'expired' : undefined));
    },
  };
}

/** The caller deals with a 401 itself: a wrong password or code at the login, or logging out. */
export const OWN_401: Caller = { onUnauthorized: () => undefined };

const UNREACHABLE = 'The server could not be reached. Please try again.';

/**
 * Every answer is parsed with its contract (consoleAnswers) under Vite's dev server and Vitest: an
 * answer that left it fails its call, naming the route and the place. A production build leaves the
 * check and the schemas out (17 KB gzip on the console's first screen): the server already encodes
 * each answer with the same schemas, and its tests hold the routes to this table.
 */
const CHECKS_ANSWERS = import.meta.env.DEV || import.meta.env.MODE === 'test';

/** The `:names` of a route's path. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
type RouteParams<R extends ConsoleRoute> = ParamNames<R>;

export interface ConsoleCallOptions<R extends ConsoleRoute> {
  /** A value for each `:name` of the route's path. */
  params?: Record<RouteParams<R>, string | number>;
  /** The query, without its '?'; left off when empty. */
  query?: string;
  body?: unknown;
  file?: Blob;
  /** What a refusal without words, or no answer at all, says. */
  fallback?: string;
  caller?: Caller;
}

/** A route's options: `params` is required where its path has any. */
type OptionsOf<R extends ConsoleRoute> = [RouteParams<R>] extends [never]
  ? [options?: ConsoleCallOptions<R>]
  : [options: ConsoleCallOptions<R> & { params: Record<RouteParams<R>, string | number> }];

/** The address of a call: the route's path with its params filled in, and the query. */
function consoleAddress(route: ConsoleRoute, params: Record<string, string | number> = {}, query = ''): string {
  const path = route
    .slice(route.indexOf(' ') + 1)
    .replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
  return query ? `${path}?${query}` : path;
}

/** A console call by its route, e.g. `callConsole('GET /api/console/orders/:orderId', { params: { orderId } })`. */
export function callConsole<R extends ConsoleRoute>(route: R, ...[options = {}]: OptionsOf<R>): Promise<ConsoleAnswerOf<R>> {
  const { params, query, body, file, fallback, caller = {} } = options as ConsoleCallOptions<R>;
  return callJson<ConsoleAnswerOf<R>>(consoleAddress(route, params, query), {
    method: route.slice(0, route.indexOf(' ')) as NonNullable<CallOptions['method']>,
    body,
    file,
    fallback,
    unreachable: fallback ?? UNREACHABLE,
    onUnauthorized: caller.onUnauthorized ?? (() => sessionEnded?.()),
    signal: caller.signal,
    ...(CHECKS_ANSWERS ? { read: (data: unknown, status: number) => readAnswer(route, data, status) } : {}),
  });
}
