// GET /images/made/:group/:file: a picture of an item as it will be made. Every part of the address
// is either malformed (400) or something the group does not offer (404); nothing is ever drawn.
import fc from 'fast-check';
import { placementsFor } from '@portal/domain';
import type { BadRequest } from '../../test-support/fuzz/bad-request';
import { GROUPS, tenant } from '../../test-support/fuzz/groups';
import { describeBadInput } from '../../test-support/fuzz/run';
import { chars, tooLong, unknownGroup } from '../../test-support/fuzz/values';

const get = (label: string, url: string, statuses: readonly number[]): BadRequest => ({
  label,
  method: 'GET',
  url,
  headers: {},
  statuses,
});

/** A real item of a real group with what it offers: the base every generated address breaks one part of. */
const offers = GROUPS.flatMap((group) =>
  tenant(group)
    .catalogue.filter((item) => !item.restricted)
    .map((item) => ({
      group,
      item,
      logos: tenant(group).config.embroideries[item.type] ?? [],
      placements: placementsFor(item.type, {
        placements: tenant(group).config.logo_placements,
        placementTable: tenant(group).placementTable,
      }).options,
    })),
);
const offer = fc.constantFrom(...offers);
const withLogos = fc.constantFrom(...offers.filter((o) => o.logos.length > 0 && o.placements.length > 0));

const enc = encodeURIComponent;
const query = (pairs: [string, string][]) => pairs.map(([k, v]) => `${enc(k)}=${enc(v)}`).join('&');
const url = (group: string, file: string, pairs: [string, string][]) => `/images/made/${enc(group)}/${enc(file)}?${query(pairs)}`;

const requests = fc.oneof(
  {
    weight: 10,
    // A NUL in the path is refused before any route (400).
    arbitrary: unknownGroup.map((group) => get('unknown group', url(group, '1240.jpg', [['colour', 'Navy']]), [400, 404])),
  },
  {
    weight: 10,
    arbitrary: fc
      .record({
        o: offer,
        file: fc.oneof(
          chars(1, 60),
          chars(1, 40).map((c) => `${c}.jpg`),
          fc.constantFrom('..', '.jpg', '%2e%2e'),
        ),
      })
      .filter(({ o, file }) => !tenant(o.group).catalogue.some((item) => `${item.code}.jpg` === file && !item.restricted))
      .map(({ o, file }) => get('unknown item', url(o.group, file, [['colour', o.item.default_color]]), [404])),
  },
  {
    weight: 12,
    arbitrary: fc
      .record({ o: offer, colour: fc.oneof(chars(1, 40), fc.string({ minLength: 1, maxLength: 40 })) })
      .filter(({ o, colour }) => !o.item.colors.includes(colour))
      .map(({ o, colour }) => get('colour not offered', url(o.group, `${o.item.code}.jpg`, [['colour', colour]]), [404])),
  },
  {
    weight: 8,
    arbitrary: fc
      .record({ o: offer, colour: fc.oneof(tooLong(40), fc.constant('')) })
      .map(({ o, colour }) => get('malformed colour', url(o.group, `${o.item.code}.jpg`, [['colour', colour]]), [400, 414])),
  },
  {
    weight: 12,
    arbitrary: fc
      .record({ o: withLogos, logo: fc.oneof(chars(1, 60), fc.string({ minLength: 1, maxLength: 60 })), at: fc.nat() })
      .filter(({ o, logo }) => !o.logos.includes(logo))
      .map(({ o, logo, at }) =>
        get(
          'logo not offered',
          url(o.group, `${o.item.code}.jpg`, [
            ['colour', o.item.default_color],
            ['logo', logo],
            ['at', o.placements[at % o.placements.length]!],
          ]),
          [404],
        ),
      ),
  },
  {
    weight: 12,
    arbitrary: fc
      .record({ o: withLogos, at: fc.oneof(chars(1, 40), fc.constantFrom('N/A', 'Front Center-HATS', 'Left Chest', 'Yoke')) })
      .filter(({ o, at }) => !o.placements.includes(at))
      .map(({ o, at }) =>
        get(
          'placement not offered',
          url(o.group, `${o.item.code}.jpg`, [
            ['colour', o.item.default_color],
            ['logo', o.logos[0]!],
            ['at', at],
          ]),
          [404],
        ),
      ),
  },
  {
    weight: 8,
    arbitrary: fc
      .record({ o: offer, w: fc.oneof(chars(0, 8), fc.integer().map(String), fc.constantFrom('1e9', '160.0', '-160', '0x258')) })
      .filter(({ w }) => w !== '160' && w !== '600')
      .map(({ o, w }) =>
        get(
          'width not offered',
          url(o.group, `${o.item.code}.jpg`, [
            ['colour', o.item.default_color],
            ['w', w],
          ]),
          [400],
        ),
      ),
  },
  {
    weight: 8,
    arbitrary: fc
      .record({
        o: offer,
        extra: fc.oneof(
          fc
            .tuple(chars(1, 10), fc.string({ maxLength: 10 }))
            .filter(([k]) => !['colour', 'logo', 'at', 'logo2', 'at2', 'w'].includes(k)),
          fc.constantFrom<[string, string]>(['__proto__[x]', '1'], ['constructor', 'x'], ['colour', 'Navy'], ['colour', '']),
        ),
      })
      .map(({ o, extra }) =>
        get(
          'unknown or repeated parameter',
          url(o.group, `${o.item.code}.jpg`, [['colour', o.item.default_color], extra]),
          [400],
        ),
      ),
  },
  {
    weight: 6,
    arbitrary: withLogos.map((o) =>
      get(
        'a logo without its placement, or a second without a first',
        url(o.group, `${o.item.code}.jpg`, [
          ['colour', o.item.default_color],
          ['logo2', o.logos[0]!],
          ['at2', o.placements[0]!],
        ]),
        [400],
      ),
    ),
  },
  {
    weight: 4,
    arbitrary: fc
      .record({ group: fc.constantFrom(...GROUPS), bad: fc.constantFrom('%', '%Z', '%E0%A4%A', '%C0%AF', '%FF', '%ED%A0%80') })
      .map(({ group, bad }) => get('broken percent escape', `/images/made/${group}/1240${bad}.jpg?colour=Navy`, [400, 404])),
  },
);

describeBadInput('the made pictures', {
  wrongSecrets: false,
  routes: { 'GET /images/made/:group/:file': () => requests },
  fixed: [
    [
      'a path that climbs out of the pictures',
      (): BadRequest => get('climb', '/images/made/..%2F..%2Fpackages/secrets.json.jpg?colour=Navy', [404]),
    ],
    [
      'a group name over the parameter limit',
      (): BadRequest => get('overlong', `/images/made/${'x'.repeat(600)}/1240.jpg?colour=Navy`, [404, 414]),
    ],
  ],
});
