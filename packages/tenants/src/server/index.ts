export { loadTenants, inspectTenants, formatProblem, TenantDataError } from './load-tenants';
export { TENANTS_ROOT, GENERATED_IMAGES_DIR } from './paths';
export type { Tenant, TenantRegistry, TenantProblem } from './load-tenants';
export {
  hashSecret,
  hashSecretAsync,
  matchSecret,
  matchSecretAsync,
  SecretChecksBusyError,
  SecretMatcher,
  verifySecret,
} from './secrets';
export { toStorefront } from './storefront';
export { readDemoSecrets, readDemoStaffSecrets } from './demo-secrets';
export { readDemoStaff } from './demo-staff';
export type { SecretMatcherOptions } from './secrets';
export type { DemoSecrets, DemoStaffSecret } from './demo-secrets';
export type { DemoStaffMember } from './demo-staff';
export { madeSvg, type MadeItem, type MadeLogo, type MadePictures } from './images/artwork';
export { imageSvg, planImages, type PlannedImage } from './images/plan-images';
export { renderPlannedImage } from './images/render-images';
export { renderJpeg } from './images/render-made';
export { readDemoBillingAccounts } from './demo-billing-accounts';
export { readDemoTaxSettings } from './demo-tax-settings';
export { readDemoTaxExemptions, type DemoTaxExemption } from './demo-tax-exemptions';
export { documentOf, inspectDocuments, inspectGroupDocument, type GroupDocument } from './group-document';
export { unbilledOrdersProblem } from './billing-coverage';
export { groupWarnings, type GroupWarning } from './group-warnings';
