// Renders every product, logo and provider picture into generated/images (npm run build).
// Pictures whose artwork has not changed since the last run are left alone.
import { availableParallelism } from 'node:os';
import { relative } from 'node:path';
import { planImages } from '../src/server/images/plan-images';
import { GENERATED_IMAGES_DIR, renderImages } from '../src/server/images/render-images';
import { formatProblem, loadTenants, TenantDataError, type TenantRegistry } from '../src/server/load-tenants';

function load(): TenantRegistry {
  try {
    return loadTenants();
  } catch (error) {
    if (!(error instanceof TenantDataError)) throw error;
    console.error(`Cannot generate images: ${error.problems.length} problem(s) in the tenant data:`);
    for (const problem of error.problems) console.error(formatProblem(problem));
    process.exit(1);
  }
}

const started = performance.now();
const plan = planImages(load());
const result = await renderImages(plan, GENERATED_IMAGES_DIR, { concurrency: availableParallelism() });
const seconds = ((performance.now() - started) / 1000).toFixed(1);
const removed = result.removed > 0 ? `, ${result.removed} stale removed` : '';
console.log(`${result.total} images (${result.rendered} rendered, ${result.upToDate} up to date${removed}) in ${seconds} s`);
console.log(`  into ${relative(process.cwd(), GENERATED_IMAGES_DIR) || '.'}`);
