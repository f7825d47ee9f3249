// Validates the tenants folder (or another one given as the first argument) and names
// each file and field that is wrong. Exit 0 when every group loads, 1 otherwise. Warnings (a store
// without an address) are printed and do not fail the check.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { groupWarnings } from '../src/server/group-warnings';
import { formatProblem, inspectTenants, TENANTS_ROOT } from '../src/server/load-tenants';
import { readDemoBillingAccounts } from '../src/server/demo-billing-accounts';
import { unbilledOrdersProblem } from '../src/server/billing-coverage';

const root = process.argv[2] ? resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2]) : TENANTS_ROOT;
const { registry, problems } = inspectTenants(root);
if (!registry) {
  console.error(`${problems.length} problem(s) in ${root}:`);
  for (const problem of problems) console.error(formatProblem(problem));
  process.exit(1);
}
// The demo opens the accounts of demo-billing-accounts.json: every group that takes orders on
// account needs one there, or its orders would be refused at checkout.
const accounts = existsSync(join(root, 'demo-billing-accounts.json')) ? readDemoBillingAccounts(root) : [];
const unbilled = [...registry.groups.values()].flatMap((tenant) => {
  const stores = accounts.filter((a) => a.group_key === tenant.config.key).map((a) => a.store_code);
  const problem = unbilledOrdersProblem(tenant.config, tenant.secrets, stores);
  return problem ? [`demo-billing-accounts.json: ${tenant.config.key}: ${problem}`] : [];
});
if (unbilled.length > 0) {
  console.error(`${unbilled.length} problem(s) in ${root}:`);
  for (const problem of unbilled) console.error(problem);
  process.exit(1);
}
let stores = 0;
let items = 0;
const warnings: string[] = [];
for (const [key, tenant] of registry.groups) {
  stores += tenant.config.stores.length;
  items += tenant.catalogue.length;
  for (const warning of groupWarnings(tenant.config))
    warnings.push(formatProblem({ file: `groups/${key}/group.json`, ...warning }));
}
if (warnings.length > 0) {
  console.log(`${warnings.length} warning(s), which do not stop a group loading:`);
  for (const warning of warnings) console.log(warning);
}
console.log(`${registry.groups.size} groups valid in ${root}: ${stores} stores, ${items} catalogue entries across groups.`);
