import { afterEach, vi } from 'vitest';

export interface Answer {
  status?: number;
  body?: unknown;
}

/** The server as a table of calls: 'GET /v1/storefront/cedar' → its answer, or a function of the request body. */
export type Routes = Record<string, Answer | ((body: unknown) => Answer | Promise<Answer>)>;

/** Replaces fetch with the table; a call it does not list is a 404. Returns the mock to read the calls made. */
export function mockServer(routes: Routes) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const route = routes[`${init?.method ?? 'GET'} ${path}`];
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const answer = typeof route === 'function' ? await route(body) : (route ?? { status: 404, body: { message: 'Not found' } });
    return new Response(JSON.stringify(answer.body ?? null), {
      status: answer.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
});
