export { loadTenants, inspectTenants, formatProblem, TenantDataError } from './load-tenants';
export { TENANTS_ROOT, GENERATED_IMAGES_DIR } from './paths';
export type { Tenant, TenantRegistry, TenantProblem } from './load-tenants';
export { hashSecret, matchSecret, matchSecretAsync, SecretMatcher, verifySecret } from './secrets';
export { toStorefront } from './storefront';
export { readDemoSecrets } from './demo-secrets';
export type { DemoSecrets } from './demo-secrets';
