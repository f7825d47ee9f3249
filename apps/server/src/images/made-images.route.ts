import type { FastifyInstance } from 'fastify';
import { madeImageQuerySchema, type MadeImageQuery } from '@portal/domain';
import type { MadeImages } from './made-images';

/**
 * GET /images/made/{group}/{code}.jpg?colour=…&logo=…&at=…&w=…: an item as it will be made
 * (docs/product.md#pictures). A bad parameter is 400, anything the group does not offer 404, too
 * many pictures being drawn 503; never a placeholder, so a crafted address is seen for what it is.
 */
export function registerMadeImagesRoute(app: FastifyInstance, made: MadeImages): void {
  app.get<{ Params: { group: string; file: string }; Querystring: MadeImageQuery }>(
    '/images/made/:group/:file',
    { schema: { querystring: madeImageQuerySchema, hide: true } },
    async (request, reply) => {
      const plan = made.plan(request.params.group, request.params.file, request.query);
      void reply.header('cache-control', 'public, max-age=86400').header('etag', plan.etag);
      if (request.headers['if-none-match'] === plan.etag) return reply.code(304).send();
      const body = await made.picture(plan);
      return reply.type('image/jpeg').send(body);
    },
  );
}
