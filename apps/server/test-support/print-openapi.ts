// Prints the API's OpenAPI document as the server answers it at /docs/json, so a change that
// should leave the API alone (a move, a rename) can be compared byte for byte:
//   npx tsx apps/server/test-support/print-openapi.ts > before.json
import { createTestApp } from './test-app';

const t = await createTestApp('pglite');
try {
  const response = await t.app.inject('/docs/json');
  process.stdout.write(response.body);
} finally {
  await t.close();
}
