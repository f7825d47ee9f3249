// Checkouts for the create-order fuzz: valid ones, placed once before the run, and the ways to
// spoil their cart or make a line wrong for the catalogue.
import fc from 'fast-check';
import { PRODUCT_TYPES, type CartLine } from '@portal/domain';
import { checkoutBody, itemOf, linesFor } from '@portal/testing/carts';
import { asSent, isRecord, RawJson, without } from './bad-request';
import { GROUPS, tenant } from './groups';
import { anyJson, badInteger, badText, chars, deep, notString } from './values';

const REDROCK_LINES = [...linesFor('redrock', '1240', 3), ...linesFor('redrock', '1640', 2)];
/** Valid checkouts, each placed once before the run (so proven valid); the run only sends them spoilt. */
export const ORDER_BASES = {
  redrock: checkoutBody('redrock', REDROCK_LINES, { bypassPaypal: true, bypassCode: 'MANAGER' }),
  harbor: checkoutBody('harbor', linesFor('harbor', '1240', 12), { bypassPaypal: true, bypassCode: 'HPFD01' }),
  summit: checkoutBody('summit', linesFor('summit', '1640', 3)),
} as const;
export type BaseName = keyof typeof ORDER_BASES;
export const ON_ACCOUNT_BASES: BaseName[] = ['redrock', 'harbor'];

export interface OrderBase {
  name: BaseName;
  group: string;
  body: Record<string, unknown>;
  lines: CartLine[];
  asRecord: boolean;
}

const cartOf = (lines: readonly unknown[], asRecord: boolean) =>
  asRecord ? Object.fromEntries(lines.map((line, i) => [`line-${i}`, line])) : [...lines];
export const withCart = (base: OrderBase, lines: readonly unknown[]): Record<string, unknown> => ({
  ...base.body,
  cart: cartOf(lines, base.asRecord),
});

/** One of the valid checkouts, its cart as a list or as the browser's map of line key to line. */
export const orderBase = (names: readonly BaseName[] = ['redrock', 'harbor', 'summit']) =>
  fc.record({ name: fc.constantFrom(...names), asRecord: fc.boolean() }).map(({ name, asRecord }): OrderBase => {
    const valid = ORDER_BASES[name];
    return {
      name,
      group: valid.companyName,
      body: { ...valid, cart: cartOf(valid.cart, asRecord) },
      lines: valid.cart,
      asRecord,
    };
  });

const LINE_KEYS = ['type', 'name', 'price', 'quantity', 'size', 'color', 'code', 'placement', 'embroidery'] as const;

const badLineFields: Record<string, fc.Arbitrary<unknown>> = {
  quantity: badInteger(1, 10_000_000),
  price: badInteger(0),
  type: fc.oneof(
    notString,
    chars(0, 20).filter((s) => !(PRODUCT_TYPES as readonly string[]).includes(s)),
  ),
  name: badText(160),
  size: badText(40, { required: true }),
  color: badText(40, { required: true }),
  code: badText(40, { required: true }),
  placement: badText(40),
  embroidery: badText(60),
  secondEmbroidery: badText(60),
  secondPlacement: badText(40),
};

/** A cart line the schema refuses, in a cart otherwise fine. */
const badLine = (line: CartLine): fc.Arbitrary<[string, unknown]> =>
  fc.oneof(
    fc
      .constantFrom(...Object.keys(badLineFields))
      .chain((field) => badLineFields[field]!.map((value): [string, unknown] => [`line ${field}`, { ...line, [field]: value }])),
    fc
      .record({
        key: fc.oneof(fc.constantFrom('total', 'unitPrice', 'lineTotal', 'discount', 'paid', 'constructor'), chars(1, 10)),
        value: anyJson,
      })
      .filter(({ key }) => !Object.hasOwn(badLineFields, key) && !(LINE_KEYS as readonly string[]).includes(key))
      .map(({ key, value }): [string, unknown] => [`line with made-up ${key}`, { ...line, [key]: value }]),
    fc.constantFrom(...LINE_KEYS).map((key): [string, unknown] => [`line without ${key}`, without(line, key)]),
    anyJson.map((value): [string, unknown] => ['line that is not a line', value]),
    anyJson.map((value): [string, unknown] => [
      'line with __proto__',
      new RawJson(`{"__proto__":${JSON.stringify(value)},${JSON.stringify(line).slice(1)}`),
    ]),
  );

export const badCart = (base: OrderBase): fc.Arbitrary<[string, unknown]> =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: badLine(base.lines[0]!).map(([label, line]): [string, unknown] => [
        label,
        withCart(base, [line, ...base.lines.slice(1)]).cart,
      ]),
    },
    {
      weight: 2,
      arbitrary: anyJson
        .filter((v) => {
          const sent = asSent(v);
          return !(Array.isArray(sent) && sent.length === 0) && !(isRecord(sent) && Object.keys(sent).length === 0);
        })
        .map((v): [string, unknown] => ['cart of arbitrary JSON', v]),
    },
    { weight: 1, arbitrary: deep.map((d): [string, unknown] => ['deeply nested cart', d]) },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 501, max: 520 })
        .map((n): [string, unknown] => ['cart of over 500 lines', Array.from({ length: n }, () => base.lines[0])]),
    },
    {
      weight: 1,
      arbitrary: fc
        .integer({ min: 401, max: 600 })
        .map((n): [string, unknown] => ['cart key over 400 characters', { ['k'.repeat(n)]: base.lines[0] }]),
    },
  );

/** A line of the base made wrong for the catalogue while the schema takes it: 422. */
export function wrongForCatalogue(base: OrderBase): fc.Arbitrary<[string, CartLine]> {
  const line = base.lines[0]!;
  const group = tenant(base.group);
  const item = itemOf(base.group, line.code);
  const codes = new Set(group.catalogue.map((i) => i.code));
  const otherCodes = [...new Set(GROUPS.flatMap((key) => tenant(key).catalogue.map((i) => i.code)))].filter((c) => !codes.has(c));
  const restricted = group.catalogue.filter((i) => i.restricted).map((i) => i.code);
  const logos = group.config.embroideries[item.type] ?? [];
  return fc.oneof(
    chars(1, 40)
      .filter((code) => !codes.has(code))
      .map((code): [string, CartLine] => ['unknown item code', { ...line, code }]),
    ...(otherCodes.length
      ? [fc.constantFrom(...otherCodes).map((code): [string, CartLine] => ["another group's item", { ...line, code }])]
      : []),
    ...(restricted.length
      ? [fc.constantFrom(...restricted).map((code): [string, CartLine] => ['restricted item', { ...line, code }])]
      : []),
    chars(1, 40)
      .filter((color) => !item.colors.includes(color))
      .map((color): [string, CartLine] => ['colour the item lacks', { ...line, color }]),
    fc
      .oneof(chars(1, 40), fc.constantFrom('__proto__', 'constructor', 'toString', '9XLarge'))
      .filter((size) => !Object.hasOwn(item.sizes, size))
      .map((size): [string, CartLine] => ['size the item lacks', { ...line, size }]),
    chars(1, 60)
      .filter((logo) => !logos.includes(logo))
      .map((embroidery): [string, CartLine] => ['logo not offered', { ...line, embroidery }]),
    chars(0, 40)
      .filter((placement) => !group.config.logo_placements.includes(placement))
      .map((placement): [string, CartLine] => ['placement not offered', { ...line, placement }]),
    fc
      .constantFrom(...PRODUCT_TYPES)
      .filter((type) => type !== item.type)
      .map((type): [string, CartLine] => ['line type not the item type', { ...line, type }]),
  );
}

export const unknownStore = (group: string) => {
  const stores = tenant(group).config.stores;
  return fc
    .oneof(
      chars(1, 160),
      fc.constantFrom(
        'NOPE01',
        'none',
        'NONE',
        '__proto__',
        ...GROUPS.flatMap((k) => tenant(k).config.stores.map((s) => s.code)),
      ),
    )
    .filter((store) => {
      const chosen = store.trim();
      return chosen !== '' && chosen !== 'None' && !stores.some((s) => s.code === chosen || s.name === chosen);
    });
};
