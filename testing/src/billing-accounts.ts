import pg from 'pg';

/**
 * Opens an account of the whole group for each group, on a database the server has migrated: an
 * order on account that no account would bill is refused (docs/billing.md#billing-accounts), and a
 * fresh PostgreSQL has none. No billing contact, so nothing is e-mailed.
 */
export async function openGroupAccounts(databaseUrl: string, groups: readonly string[]): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (const group of groups)
      await client.query(
        `insert into billing_accounts (group_key, store_code, name, accounting_name, address, terms, contacts, reminder_days)
         values ($1, '', $1, $1, '[]', 'net_30', '[]', '[0, 30, 60]') on conflict do nothing`,
        [group],
      );
  } finally {
    await client.end();
  }
}
