import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context/app-context';
import { guardConsole } from '../../sessions/console-guard';
import { registerOfferDraftDiscard } from './offer-draft-discard.route';
import { registerOfferGroup } from './offer-group.route';
import { registerOfferGroups } from './offer-groups.route';
import { registerOfferItemSave } from './offer-item-save.route';
import { registerOfferItems } from './offer-items.route';
import { registerOfferPublish } from './offer-publish.route';
import { registerOfferRollback } from './offer-rollback.route';
import { registerOfferWithdraw } from './offer-withdraw.route';
import { registerOfferSettings } from './offer-settings.route';
import { registerOfferSettingsSave } from './offer-settings-save.route';
import { registerOfferStoreSave } from './offer-store-save.route';
import { registerOfferStoreRemove } from './offer-store-remove.route';
import { registerOfferGroupPassword } from './offer-group-password.route';
import { registerOfferAdminPassword } from './offer-admin-password.route';
import { registerOfferStorePassword } from './offer-store-password.route';
import { registerOfferBypassCodes } from './offer-bypass-codes.route';
import { registerOfferPriceFile } from './offer-price-file.route';
import { registerOfferPriceImport } from './offer-price-import.route';
import { registerOfferUpload } from './offer-upload.route';
import { registerOfferLogos } from './offer-logos.route';
import { registerOfferLogosSave } from './offer-logos-save.route';
import { registerOfferSpending } from './offer-spending.route';
import { registerOfferSpendingSave } from './offer-spending-save.route';
import { registerOfferBypassCodeTrail } from './offer-bypass-code-trail.route';

/**
 * The console's calls on the groups' offer under /api/console/offer (docs/catalogue.md), behind the
 * console's guard: everyone reads the groups they see; admins and the groups' reps draft and publish.
 */
export async function registerOfferRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await app.register(async (guarded) => {
    guardConsole(guarded, ctx);
    registerOfferGroups(guarded, ctx);
    registerOfferGroup(guarded, ctx);
    registerOfferItems(guarded, ctx);
    registerOfferItemSave(guarded, ctx);
    registerOfferDraftDiscard(guarded, ctx);
    registerOfferPublish(guarded, ctx);
    registerOfferRollback(guarded, ctx);
    registerOfferWithdraw(guarded, ctx);
    registerOfferSettings(guarded, ctx);
    registerOfferSettingsSave(guarded, ctx);
    registerOfferStoreSave(guarded, ctx);
    registerOfferStoreRemove(guarded, ctx);
    registerOfferGroupPassword(guarded, ctx);
    registerOfferAdminPassword(guarded, ctx);
    registerOfferStorePassword(guarded, ctx);
    registerOfferBypassCodes(guarded, ctx);
    registerOfferPriceFile(guarded, ctx);
    registerOfferPriceImport(guarded, ctx);
    registerOfferLogos(guarded, ctx);
    registerOfferLogosSave(guarded, ctx);
    registerOfferSpending(guarded, ctx);
    registerOfferSpendingSave(guarded, ctx);
    registerOfferBypassCodeTrail(guarded, ctx);
    await registerOfferUpload(guarded, ctx);
  });
}
