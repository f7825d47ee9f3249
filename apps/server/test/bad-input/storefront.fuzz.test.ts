// GET /v1/storefront/:group: unknown groups, queries, broken percent escapes, paths below a group.
import fc from 'fast-check';
import { registry } from '@portal/testing/tenants';
import type { BadRequest } from '../../test-support/fuzz/bad-request';
import { GROUPS } from '../../test-support/fuzz/groups';
import { describeBadInput } from '../../test-support/fuzz/run';
import { chars } from '../../test-support/fuzz/values';

const get = (label: string, url: string, statuses: readonly number[]): BadRequest => ({
  label,
  method: 'GET',
  url,
  headers: {},
  statuses,
});
const storefrontUrl = (name: string) => `/v1/storefront/${encodeURIComponent(name)}`;
const name = fc
  .oneof(
    chars(1, 60),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }),
    fc.constantFrom(
      'Summit',
      'SUMMIT',
      ' summit',
      'summit ',
      '__proto__',
      'constructor',
      'toString',
      'hasOwnProperty',
      '..',
      '.',
      'summit.json',
      '*',
      'summit\u0000',
    ),
  )
  .filter((n) => !registry.groups.has(n));
const storefrontRequests = fc.oneof(
  {
    weight: 40,
    arbitrary: name.map((n) => {
      const url = storefrontUrl(n);
      return get('unknown group', url, url.length - '/v1/storefront/'.length > 100 ? [400, 404, 414] : [404]);
    }),
  },
  {
    weight: 10,
    arbitrary: fc
      .record({
        n: chars(1, 30).filter((n) => !registry.groups.has(n)),
        query: fc.oneof(
          fc
            .array(fc.tuple(chars(1, 10), fc.string({ maxLength: 10 })), { minLength: 1, maxLength: 4 })
            .map((pairs) => new URLSearchParams(pairs).toString()),
          fc.constantFrom(
            '__proto__[admin]=1',
            'constructor[prototype][x]=1',
            'tenant=summit',
            'tenant[]=summit',
            'a=%',
            '&&&',
            '==',
          ),
        ),
      })
      .map(({ n, query }) => get('unknown group with a query', `${storefrontUrl(n)}?${query}`, [404])),
  },
  {
    weight: 6,
    arbitrary: fc
      .record({
        prefix: fc.constantFrom('', 'summit', 'x'),
        bad: fc.constantFrom('%', '%Z', '%E0%A4%A', '%C0%AF', '%FF', '%ED%A0%80', '%u0041'),
      })
      .map(({ prefix, bad }) => get('broken percent escape', `/v1/storefront/${prefix}${bad}`, [400])),
  },
  {
    weight: 4,
    arbitrary: fc
      .record({
        key: fc.constantFrom(...GROUPS),
        rest: fc.constantFrom('x', '..', '%2e%2e', 'secrets.json', '../../etc/passwd'),
      })
      .map(({ key, rest }) => get('path below a group', `/v1/storefront/${key}/${rest}`, [404])),
  },
  { weight: 3, arbitrary: chars(101, 400).map((n) => get('overlong group', storefrontUrl(n), [400, 404, 414])) },
);

describeBadInput('the storefront', {
  wrongSecrets: false,
  routes: { 'GET /v1/storefront/:tenant': () => storefrontRequests },
  fixed: [
    [
      'a storefront URL with a broken percent escape',
      (): BadRequest => ({ label: 'broken escape', method: 'GET', url: '/v1/storefront/%E0%A4%A', headers: {}, statuses: [400] }),
    ],
    [
      'a storefront group name over 100 characters',
      (): BadRequest => ({
        label: 'overlong name',
        method: 'GET',
        url: `/v1/storefront/${'x'.repeat(101)}`,
        headers: {},
        statuses: [400, 404, 414],
      }),
    ],
  ],
});
