import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { consoleTaxSettingsAnswerSchema, consoleTaxSettingsSaveBodySchema } from '@portal/domain';
import type { AppContext } from '../../context/app-context';
import { errorResponses } from '../../errors/error-responses';
import { readTaxSettingsVersions, saveTaxSettings } from '../tax-settings-writes';
import { taxManager } from './tax-staff';

/** PUT /api/console/tax-settings: the contract is packages/domain/src/api/console/tax.ts. */
export function registerTaxSettingsSave(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().put(
    '/api/console/tax-settings',
    {
      schema: {
        tags: ['console'],
        summary: "Admins and accounts: saves the provider's sales-tax settings as the next version",
        body: consoleTaxSettingsSaveBodySchema,
        response: { 200: consoleTaxSettingsAnswerSchema, ...errorResponses },
      },
    },
    async (request) => {
      await saveTaxSettings(ctx.db, taxManager(request), request.body);
      return readTaxSettingsVersions(ctx.db);
    },
  );
}
