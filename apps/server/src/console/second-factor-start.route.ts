import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleSecondFactorStartAnswerSchema, consoleSecondFactorStartBodySchema } from '@portal/domain';
import { errorResponses } from '../errors/error-responses';
import type { AppContext } from '../context/app-context';
import { holdEnrolment } from '../sessions/staff-session';
import { newTotpEnrolment } from '../staff/second-factor';
import { checkItIsThem, enrollingStaff } from './enrolling-staff';

/** POST /api/console/second-factor/start: the contract is packages/domain/src/api/console/second-factor.ts. */
export function registerConsoleSecondFactorStart(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/console/second-factor/start',
    {
      schema: {
        tags: ['console'],
        summary: 'A new TOTP key to add to an authenticator app, as a QR code and as text',
        description:
          'From a session, asks again for the password and, when a factor is on, a code of it (400 when missing, 401 when wrong, throttled as a login is); a login that is enrolling sends no body.',
        body: consoleSecondFactorStartBodySchema,
        response: { 200: consoleSecondFactorStartAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { account, session } = await enrollingStaff(ctx, request);
      if (session) await checkItIsThem(ctx, request, account, request.body ?? {}, true);
      const enrolment = await newTotpEnrolment(account.row.email);
      holdEnrolment(reply, account.row.id, enrolment.secret);
      return { secret: enrolment.secret, otpauth_url: enrolment.otpauthUrl, qr_svg: enrolment.qrSvg };
    },
  );
}
