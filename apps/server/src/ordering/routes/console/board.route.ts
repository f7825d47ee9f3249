import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  CONSOLE_BOARD_COUNT_CAP,
  CONSOLE_BOARD_PAGE_SIZE,
  consoleBoardAnswerSchema,
  consoleBoardQuerySchema,
} from '@portal/domain';
import { errorResponses } from '../../../errors/error-responses';
import { findTenant, type AppContext } from '../../../context/app-context';
import { AppError } from '../../../errors/app-error';
import { boardFilterOf, countBoard, readBoardCursor } from '../../../order-store/board-query';
import { findBoardPage } from '../../board-store';
import { NOT_YOUR_GROUP, seesGroup, staffOf } from '../../../sessions/staff-session';

/** GET /api/console/orders: the contract is packages/domain/src/api/console/board.ts. */
export function registerConsoleBoard(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/console/orders',
    {
      schema: {
        tags: ['console'],
        summary: 'The board: the orders of the groups this staff member sees, newest first or sorted, filtered and searched',
        querystring: consoleBoardQuerySchema,
        response: { 200: consoleBoardAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      const query = request.query;
      if (query.group !== undefined) {
        const tenant = findTenant(ctx.registry, query.group);
        if (!seesGroup(staff, query.group)) throw new AppError('FORBIDDEN', NOT_YOUR_GROUP(tenant.config.title));
      }
      const limit = query.limit ?? CONSOLE_BOARD_PAGE_SIZE;
      const filter = boardFilterOf(ctx.registry, staff.scope, query, ctx.timeZone);
      const sort = { by: query.sort ?? 'placed', dir: query.dir ?? 'desc' } as const;
      const [page, total] = await Promise.all([
        findBoardPage(ctx.db, ctx.registry, {
          ...filter,
          sort,
          after: query.cursor ? readBoardCursor(query.cursor, sort) : null,
          limit,
        }),
        countBoard(ctx.db, filter, CONSOLE_BOARD_COUNT_CAP),
      ]);
      return {
        rows: page.rows,
        total: Math.min(total, CONSOLE_BOARD_COUNT_CAP),
        total_capped: total > CONSOLE_BOARD_COUNT_CAP,
        next_cursor: page.next,
      };
    },
  );
}
