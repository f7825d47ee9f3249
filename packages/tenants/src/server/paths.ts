import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

// Resolved through the package name so the paths hold from source and from a bundled server alike.
/** The folder holding provider.json, placements.json, catalogues/, price-lists/ and groups/. */
export const TENANTS_ROOT = dirname(createRequire(import.meta.url).resolve('@portal/tenants/package.json'));

/** Where the build writes the pictures (git-ignored; served as /images). */
export const GENERATED_IMAGES_DIR = join(TENANTS_ROOT, 'generated', 'images');
