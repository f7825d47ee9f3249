import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleTaxSettingsAnswerSchema } from '@portal/domain';
import type { AppContext } from '../../context/app-context';
import { errorResponses } from '../../errors/error-responses';
import { readTaxSettingsVersions } from '../tax-settings-writes';

/** GET /api/console/tax-settings: the contract is packages/domain/src/api/console/tax.ts. */
export function registerTaxSettings(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/console/tax-settings',
    {
      schema: {
        tags: ['console'],
        summary: "The provider's sales-tax settings in force, and the earlier versions",
        response: { 200: consoleTaxSettingsAnswerSchema, ...errorResponses },
      },
    },
    async () => readTaxSettingsVersions(ctx.db),
  );
}
