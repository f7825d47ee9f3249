export { loadTenants, inspectTenants, formatProblem, TenantDataError, TENANTS_ROOT } from './load-tenants';
export type { Tenant, TenantRegistry, TenantProblem } from './load-tenants';
export { hashSecret, matchSecret, verifySecret } from './secrets';
export { toStorefront } from './storefront';
export { readDemoSecrets } from './demo-secrets';
export type { DemoSecrets } from './demo-secrets';
