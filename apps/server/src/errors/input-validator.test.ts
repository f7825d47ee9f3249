import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import * as domain from '@portal/domain';
import { fieldLabel } from '@portal/domain';
import { registerErrorHandler } from './error-handler';
import { validatorCompiler } from './input-validator';

// The validator's own wording, which no answer may carry.
const ZOD_WORDING = /expected|Too big|Too small|Invalid input|Invalid string|Unrecognized key|<=|>=/;

type Schema = z.core.$ZodType;
const def = (schema: Schema) => schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;

/** The schema inside optional, default, nullable and pipe wrappers. */
function unwrap(schema: Schema): Schema {
  for (;;) {
    const inner = def(schema);
    if (['optional', 'default', 'prefault', 'nullable', 'readonly', 'nonoptional', 'catch'].includes(inner.type))
      schema = inner.innerType as Schema;
    else if (inner.type === 'pipe') schema = inner.in as Schema;
    else return schema;
  }
}

interface StringField {
  path: (string | number)[];
  schema: Schema;
}

/** Every string field of a body schema, into nested objects and the first entry of lists. */
function stringFields(schema: Schema, path: (string | number)[] = []): StringField[] {
  const inner = unwrap(schema);
  const { type } = def(inner);
  if (type === 'object')
    return Object.entries(def(inner).shape as Record<string, Schema>).flatMap(([key, field]) =>
      stringFields(field, [...path, key]),
    );
  if (type === 'array') return stringFields(def(inner).element as Schema, [...path, 0]);
  if (type === 'union') return stringFields((def(inner).options as Schema[])[0]!, path);
  if (type === 'string') return path.length > 0 ? [{ path, schema: inner }] : [];
  return [];
}

/** A value of each required field's kind, so the answer is about the field under test. */
function filler(schema: Schema): unknown {
  const inner = unwrap(schema);
  const { type } = def(inner);
  if (type === 'object')
    return Object.fromEntries(
      Object.entries(def(inner).shape as Record<string, Schema>)
        .filter(([, field]) => !['optional', 'default'].includes(def(field).type))
        .map(([key, field]) => [key, filler(field)]),
    );
  if (type === 'array') return [filler(def(inner).element as Schema)];
  if (type === 'union') return filler((def(inner).options as Schema[])[0]!);
  if (type === 'number' || type === 'int') return 1;
  if (type === 'boolean') return false;
  if (type === 'enum') return Object.values(def(inner).entries as Record<string, unknown>)[0];
  if (type === 'literal') return (def(inner).values as unknown[])[0];
  const format = def(inner).format;
  if (format === 'email') return 'jane.okafor@example.com';
  if (format === 'uuid' || format === 'guid') return '00000000-0000-4000-8000-000000000000';
  if (format === 'date') return '2027-01-06';
  return 'a';
}

/** The shortest length the field refuses, found by halving (a format may refuse every length). */
function tooLong(field: Schema): number {
  const refuses = (length: number) => !z.safeParse(field, 'a'.repeat(length)).success;
  let high = 1;
  while (!refuses(high) && high < 16_000_000) high *= 2;
  let low = Math.floor(high / 2);
  while (low + 1 < high) {
    const middle = Math.floor((low + high) / 2);
    if (refuses(middle)) high = middle;
    else low = middle;
  }
  return high;
}

function setAt(body: unknown, path: (string | number)[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  if (typeof head === 'number') {
    const list = Array.isArray(body) ? [...(body as unknown[])] : [];
    list[head] = setAt(list[head], rest, value);
    return list;
  }
  const record = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  return { ...record, [head]: setAt(record[head], rest, value) };
}

const bodySchemas = (Object.entries(domain) as [string, unknown][]).filter(
  (entry): entry is [string, Schema] => entry[0].endsWith('BodySchema') && typeof entry[1] === 'object',
);
const cases = bodySchemas.flatMap(([name, schema]) =>
  stringFields(schema).map((field) => ({ name, schema, field, label: `${name} ${field.path.join('.')}` })),
);

describe('a too-long text in any request body', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify({ bodyLimit: 64 * 1024 * 1024 });
    app.setValidatorCompiler(validatorCompiler);
    registerErrorHandler(app);
    for (const [name, schema] of bodySchemas) app.post(`/${name}`, { schema: { body: schema } }, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(async () => app.close());

  it('covers the body schemas of the contracts', () => {
    expect(bodySchemas.length).toBeGreaterThan(30);
    expect(cases.length).toBeGreaterThan(80);
  });

  it.each(cases)('$label gets a 400 in plain English naming the field', async ({ name, schema, field }) => {
    const body = setAt(filler(schema), field.path, 'a'.repeat(tooLong(field.schema)));
    const response = await app.inject({ method: 'POST', url: `/${name}`, payload: body as object });
    expect(response.statusCode).toBe(400);
    const { message } = response.json<{ message: string }>();
    expect(message).not.toMatch(ZOD_WORDING);
    expect(message).toContain(fieldLabel(field.path));
  });
});

describe('the sentences of a refused body', () => {
  let app: FastifyInstance;
  const schema = z.strictObject({
    last_name: z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(80)),
    email: z.optional(z.email()),
    quantity: z.optional(z.int().check(z.gte(1), z.lte(10_000))),
    to: z.optional(z.enum(['received', 'shipped'])),
    address: z.optional(z.array(z.string().check(z.maxLength(120))).check(z.maxLength(4))),
  });
  const send = async (payload: object) => {
    const response = await app.inject({ method: 'POST', url: '/', payload });
    expect(response.statusCode).toBe(400);
    return response.json<{ message: string; code: string }>();
  };
  beforeAll(async () => {
    app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    registerErrorHandler(app);
    app.post('/', { schema: { body: schema } }, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(async () => app.close());

  it('names the field by its label, in words', async () => {
    expect(await send({ last_name: 'x'.repeat(313) })).toEqual({
      message: 'Last name can be at most 80 characters.',
      code: 'INVALID_INPUT',
    });
    expect((await send({ last_name: 'Okafor', email: 'jane' })).message).toBe('Enter an e-mail address for E-mail.');
    expect((await send({ last_name: 'Okafor', quantity: 10_001 })).message).toBe('Quantity can be at most 10,000.');
    expect((await send({ last_name: 'Okafor', quantity: 1.5 })).message).toBe('Quantity must be a whole number.');
    expect((await send({ last_name: 'Okafor', to: 'lost' })).message).toBe("Status must be one of 'received', 'shipped'.");
    expect((await send({ last_name: 'Okafor', address: ['a', 'b'.repeat(121)] })).message).toBe(
      'Address (entry 2) can be at most 120 characters.',
    );
  });

  it('keeps the words a schema wrote, after the label', async () => {
    expect((await send({ last_name: '  ' })).message).toBe('Last name is required.');
  });

  it('says what is missing, of the wrong kind or not a field at all', async () => {
    expect((await send({})).message).toBe('Last name is required.');
    expect((await send({ last_name: 7 })).message).toBe('Last name must be text.');
    expect((await send({ last_name: 'Okafor', total: 1 })).message).toBe("'total' is not a field this request takes.");
  });
});
