import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context/app-context';
import { registerTaxExemptionAdd } from './tax-exemption-add.route';
import { registerTaxExemptionFile } from './tax-exemption-file.route';
import { registerTaxExemptionWithdraw } from './tax-exemption-withdraw.route';
import { registerTaxExemptionsList } from './tax-exemptions-list.route';
import { registerTaxSettings } from './tax-settings.route';
import { registerTaxSettingsSave } from './tax-settings-save.route';

/**
 * The console's sales-tax calls (docs/billing.md#freight-and-sales-tax): the provider's settings
 * and each billing account's exemption certificates. The console registers these inside its guard;
 * everyone reads, admins and the accounts role change.
 */
export function registerTaxConsoleRoutes(guarded: FastifyInstance, ctx: AppContext): void {
  registerTaxSettings(guarded, ctx);
  registerTaxSettingsSave(guarded, ctx);
  registerTaxExemptionsList(guarded, ctx);
  registerTaxExemptionAdd(guarded, ctx);
  registerTaxExemptionWithdraw(guarded, ctx);
  registerTaxExemptionFile(guarded, ctx);
}
