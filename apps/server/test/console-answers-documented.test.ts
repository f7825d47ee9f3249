// The console's routes as the API's document describes them: each documents, status by status,
// the very schema the web client parses its answer with (consoleAnswers, which
// console-contracts.test.ts holds to the routes' real answers).
import { isDeepStrictEqual } from 'node:util';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { beforeAll, describe, expect, it } from 'vitest';
import { consoleAnswers, consoleBoardAnswerSchema } from '@portal/domain';
import { createOfferTestApp } from '../test-support/test-app';

interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: unknown }> }> }>>;
}

/** A schema as the API's document writes a response, through the same transform as the server's. */
function documented(route: string, status: string, schema: unknown, openapi: string): unknown {
  const { schema: transformed } = jsonSchemaTransform({
    schema: { response: { [status]: schema } },
    url: route.slice(route.indexOf(' ') + 1),
    route: {},
    openapiObject: { openapi },
  } as never) as { schema: { response: Record<string, unknown> } };
  return transformed.response[status];
}

/** 'GET /api/console/orders/{orderId}' as the server registers it: 'GET /api/console/orders/:orderId'. */
const routeOf = (method: string, path: string) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`;

describe('the console routes document the answers the web client parses', () => {
  let document: OpenApiDocument;

  beforeAll(async () => {
    const t = await createOfferTestApp('pglite');
    try {
      document = (await t.app.inject('/docs/json')).json();
    } finally {
      await t.close();
    }
  });

  it('lists every console route that answers JSON, and no other', () => {
    const answering = Object.entries(document.paths)
      .filter(([path]) => path.startsWith('/api/console/'))
      .flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([, operation]) => Object.keys(operation.responses).some((status) => status.startsWith('2')))
          .map(([method]) => routeOf(method, path)),
      );
    expect(answering.sort()).toEqual(Object.keys(consoleAnswers).sort());
  });

  it('declares, status by status, the schema the client parses the answer with', () => {
    for (const [route, answers] of Object.entries(consoleAnswers)) {
      const [method, path] = route.split(' ') as [string, string];
      const { responses } = document.paths[path.replace(/:(\w+)/g, '{$1}')]![method.toLowerCase()]!;
      const statuses = Object.keys(responses).filter((status) => status.startsWith('2'));
      expect(statuses, route).toEqual(Object.keys(answers));
      for (const [status, schema] of Object.entries(answers)) {
        const declared = responses[status]!.content?.['application/json']?.schema;
        expect(declared, `${route} ${status}`).toEqual(documented(route, status, schema, document.openapi));
      }
    }
    // The comparison tells schemas apart: the board's answer is not the order detail's.
    const board = document.paths['/api/console/orders']!.get!.responses['200']!.content!['application/json']!.schema;
    expect(
      isDeepStrictEqual(board, documented('GET /api/console/orders', '200', consoleBoardAnswerSchema, document.openapi)),
    ).toBe(true);
    expect(
      isDeepStrictEqual(
        board,
        documented('GET /api/console/orders', '200', consoleAnswers['GET /api/console/orders/:orderId'][200], document.openapi),
      ),
    ).toBe(false);
  });
});
