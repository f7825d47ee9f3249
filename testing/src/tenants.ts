import { loadTenants, type TenantRegistry } from '@portal/tenants/server';

/** The dealership groups as the server loads them, read once: what the builders and the tests order from. */
export const registry: TenantRegistry = loadTenants();
