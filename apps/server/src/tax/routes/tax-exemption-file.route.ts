import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleTaxExemptionParamsSchema } from '@portal/domain';
import type { AppContext } from '../../context/app-context';
import { sendPdf } from '../../documents/pdf-reply';
import { errorResponses } from '../../errors/error-responses';
import { staffOf } from '../../sessions/staff-session';
import { taxCertificateFile } from '../tax-exemptions-store';

/** GET …/tax-exemptions/:exemptionId/file: the certificate's PDF as it was uploaded. */
export function registerTaxExemptionFile(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/console/billing/accounts/:accountId/tax-exemptions/:exemptionId/file',
    {
      schema: {
        tags: ['billing'],
        summary: "A tax exemption certificate's PDF",
        description: 'application/pdf, as an attachment, never cached.',
        params: consoleTaxExemptionParamsSchema,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const file = await taxCertificateFile(ctx.db, staffOf(request).scope, request.params);
      return sendPdf(reply.header('cache-control', 'no-store'), file.fileName, file.bytes);
    },
  );
}
