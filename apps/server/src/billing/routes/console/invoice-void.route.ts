import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleCreditNoteAnswerSchema, consoleInvoiceParamsSchema, consoleVoidInvoiceBodySchema } from '@portal/domain';
import { errorResponses } from '../../../errors/error-responses';
import type { AppContext } from '../../../context/app-context';
import { findInvoice } from '../../ledger-store';
import { creditNoteAnswer } from '../../invoice-detail';
import { issueCreditNote } from '../../money-changes';
import { billingManager } from './billing-staff';

/** POST /api/console/billing/invoices/:invoiceId/void: the contract is packages/domain/src/api/console/billing-invoices.ts. */
export function registerInvoiceVoid(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/console/billing/invoices/:invoiceId/void',
    {
      schema: {
        tags: ['billing'],
        summary: 'Admins and accounts: voids an invoice with a credit note of all it has left',
        params: consoleInvoiceParamsSchema,
        body: consoleVoidInvoiceBodySchema,
        response: { 201: consoleCreditNoteAnswerSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const actor = billingManager(request);
      const { invoice } = await findInvoice(ctx.db, actor.scope, request.params.invoiceId);
      const note = await issueCreditNote(ctx.db, ctx, actor, {
        invoiceId: invoice.id,
        accountId: invoice.accountId,
        credit: 'void',
        reason: request.body.reason,
      });
      ctx.wakeOutbox();
      return reply.code(201).send(await creditNoteAnswer(ctx.db, actor.scope, note));
    },
  );
}
