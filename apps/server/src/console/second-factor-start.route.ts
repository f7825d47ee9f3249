import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleSecondFactorStartAnswerSchema } from '@portal/domain';
import { errorResponses } from '../errors/error-responses';
import type { AppContext } from '../context/app-context';
import { holdEnrolment } from '../sessions/staff-session';
import { newTotpEnrolment } from '../staff/second-factor';
import { enrollingStaff } from './enrolling-staff';

/** POST /api/console/second-factor/start: the contract is packages/domain/src/api/console/second-factor.ts. */
export function registerConsoleSecondFactorStart(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/console/second-factor/start',
    {
      schema: {
        tags: ['console'],
        summary: 'A new TOTP key to add to an authenticator app, as a QR code and as text',
        response: { 200: consoleSecondFactorStartAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { account } = await enrollingStaff(ctx, request);
      const enrolment = await newTotpEnrolment(account.row.email);
      holdEnrolment(reply, account.row.id, enrolment.secret);
      return { secret: enrolment.secret, otpauth_url: enrolment.otpauthUrl, qr_svg: enrolment.qrSvg };
    },
  );
}
