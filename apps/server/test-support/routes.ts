import type { FastifyInstance, HTTPMethods } from 'fastify';

/** One route of the app as the router holds it: its address with `:params` and `*`, and its methods. */
export interface AppRoute {
  url: string;
  methods: HTTPMethods[];
}

const TREE_LINE = /^((?:[│ ] {3})*)[├└]── (.*?)(?: \(([A-Z, ]+)\))?$/;

/**
 * Every route of a built app, read from `printRoutes()`: the router's tree, where each line adds
 * its piece to the address of the line it hangs from and names the methods of a route that ends
 * there. Walking it, a test reaches routes nobody listed by hand, such as one added tomorrow.
 */
export function everyRoute(app: FastifyInstance): AppRoute[] {
  const routes: AppRoute[] = [];
  const pieces: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    const match = TREE_LINE.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    pieces.length = depth;
    pieces.push(match[2]!);
    if (match[3]) routes.push({ url: pieces.join(''), methods: match[3].split(', ') as HTTPMethods[] });
  }
  if (routes.length === 0) throw new Error(`no route read from:\n${app.printRoutes()}`);
  return routes;
}

const SAMPLE_PARAMS: Record<string, string> = {
  tenant: 'harbor',
  group: 'harbor',
  file: '1240.jpg',
  kind: 'logo',
};

/** An address that reaches the route, with a sample value in each parameter (an unknown id for ids). */
export function sampleAddress(url: string): string {
  return url
    .replace(/:([A-Za-z]+)/g, (_, name: string) => SAMPLE_PARAMS[name] ?? '00000000-0000-4000-8000-000000000000')
    .replace(/\*$/, 'sample.jpg');
}
