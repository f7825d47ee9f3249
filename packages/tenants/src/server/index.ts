export { loadTenants, inspectTenants, formatProblem, TenantDataError } from './load-tenants';
export { TENANTS_ROOT, GENERATED_IMAGES_DIR } from './paths';
export type { Tenant, TenantRegistry, TenantProblem } from './load-tenants';
export { hashSecret, matchSecret, matchSecretAsync, SecretChecksBusyError, SecretMatcher, verifySecret } from './secrets';
export { toStorefront } from './storefront';
export { readDemoSecrets } from './demo-secrets';
export type { SecretMatcherOptions } from './secrets';
export type { DemoSecrets } from './demo-secrets';
