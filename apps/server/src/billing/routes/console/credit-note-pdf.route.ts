import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleCreditNoteParamsSchema } from '@portal/domain';
import { errorResponses } from '../../../errors/error-responses';
import type { AppContext } from '../../../context/app-context';
import type { CreditNoteSnapshot } from '@portal/domain';
import { findCreditNote } from '../../invoice-detail';
import { staffOf } from '../../../sessions/staff-session';
import { sendPdf } from '../../../documents/pdf-reply';

/** GET /api/console/billing/credit-notes/:creditNoteId/pdf: the contract is packages/domain/src/api/console/billing-invoices.ts. */
export function registerCreditNotePdf(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/console/billing/credit-notes/:creditNoteId/pdf',
    {
      schema: {
        tags: ['billing'],
        summary: "A credit note's PDF",
        description: 'application/pdf, drawn from the credit note as it was issued.',
        params: consoleCreditNoteParamsSchema,
        response: errorResponses,
      },
    },
    async (request, reply) => {
      const note = await findCreditNote(ctx.db, staffOf(request).scope, request.params.creditNoteId);
      return sendPdf(reply, `${note.number}.pdf`, await ctx.documents.creditNotePdf(note.snapshot as CreditNoteSnapshot));
    },
  );
}
