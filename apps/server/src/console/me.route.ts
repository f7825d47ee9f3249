import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleMeAnswerSchema } from '@portal/domain';
import { errorResponses } from '../errors/error-responses';
import type { AppContext } from '../context/app-context';
import { staffOf } from '../sessions/staff-session';
import { meAnswer } from './me-answer';

/** GET /api/console/me: the contract is packages/domain/src/api/console/login.ts. */
export function registerConsoleMe(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/console/me',
    {
      schema: {
        tags: ['console'],
        summary: 'Who is logged in to the console, and what they may see and do',
        response: { 200: consoleMeAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      return meAnswer(ctx, staff.account, { expiresAt: staff.expiresAt, idleExpiresAt: staff.idleExpiresAt });
    },
  );
}
