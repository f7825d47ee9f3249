// npm run tenants:check -- --database
// Checks the groups as the database the server opens holds them (PGlite under DATA_DIR, or
// DATABASE_URL), by the rules `tenants:check` applies to the files: every group's live version, and
// each draft as publishing it would. Exit 1 when a live version does not hold; a draft that would
// not publish is reported, as work in progress. Stop the server first when the data is in PGlite.
import { fileURLToPath } from 'node:url';
import { formatProblem, groupWarnings, inspectDocuments, inspectGroupDocument, type GroupDocument } from '@portal/tenants/server';
import { loadConfig } from './config/env';
import { openDatabase } from './db/database';
import { groupDrafts } from './db/schema';
import { liveProvider, liveVersions, versionDocuments } from './offer/offer-versions';

async function main(): Promise<number> {
  const config = loadConfig(process.env, {
    webDistDir: fileURLToPath(new URL('../../web/dist', import.meta.url)),
    dataDir: fileURLToPath(new URL('../../../data', import.meta.url)),
  });
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: `${config.dataDir}/pglite` });
  try {
    const versions = await liveVersions(database.db);
    if (versions.length === 0) {
      console.log('The database holds no group yet: the server loads packages/tenants into it when it first starts.');
      return 0;
    }
    const provider = await liveProvider(database.db);
    const { registry, problems } = inspectDocuments(provider?.document, await versionDocuments(database.db, versions));
    // Warnings stop nothing: they are printed, as `tenants:check` prints them for the files.
    const warnings = [...(registry?.groups ?? [])].flatMap(([key, tenant]) =>
      groupWarnings(tenant.config).map((warning) => formatProblem({ file: `${key}/group`, ...warning })),
    );
    const drafts = await database.db.select().from(groupDrafts);
    for (const draft of drafts) {
      const { tenant, problems: wrong } = inspectGroupDocument(draft.groupKey, draft.document as GroupDocument);
      if (wrong.length > 0) {
        console.log(`The draft of ${draft.groupKey} would not publish yet:`);
        for (const problem of wrong) console.log(formatProblem(problem));
      }
      if (tenant)
        for (const warning of groupWarnings(tenant.config))
          warnings.push(formatProblem({ file: `${draft.groupKey}/draft`, ...warning }));
    }
    if (warnings.length > 0) {
      console.log(`${warnings.length} warning(s), which do not stop a publish:`);
      for (const warning of warnings) console.log(warning);
    }
    if (problems.length > 0) {
      console.error(`${problems.length} problem(s) in the live versions in the database:`);
      for (const problem of problems) console.error(formatProblem(problem));
      return 1;
    }
    console.log(`${versions.length} groups valid in the database (${database.kind}), ${drafts.length} draft(s).`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
