// Validates the tenants folder (or another one given as the first argument) and names
// each file and field that is wrong. Exit 0 when every group loads, 1 otherwise.
import { resolve } from 'node:path';
import { formatProblem, inspectTenants, TENANTS_ROOT } from '../src/server/load-tenants';

const root = process.argv[2] ? resolve(process.env.INIT_CWD ?? process.cwd(), process.argv[2]) : TENANTS_ROOT;
const { registry, problems } = inspectTenants(root);
if (!registry) {
  console.error(`${problems.length} problem(s) in ${root}:`);
  for (const problem of problems) console.error(formatProblem(problem));
  process.exit(1);
}
let stores = 0;
let items = 0;
for (const tenant of registry.groups.values()) {
  stores += tenant.config.stores.length;
  items += tenant.catalogue.length;
}
console.log(`${registry.groups.size} groups valid in ${root}: ${stores} stores, ${items} catalogue entries across groups.`);
