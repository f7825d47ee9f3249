import { and, eq, isNull, lt } from 'drizzle-orm';
import type { GroupSecrets } from '@portal/domain';
import type { Database } from '../db/database';
import { sessions } from '../db/schema';

/**
 * A secret changed by a version ends the buyers' sessions it opened before the version went live:
 * a password is changed because it got out. Every instance runs this when it takes the version in;
 * the sessions begun before `liveAt` are the same rows for each, so running it twice ends nothing
 * more, and a session opened with the new secret is never ended. Answers whether a secret changed.
 */
export async function endSessionsOfChangedSecrets(
  db: Database,
  groupKey: string,
  before: GroupSecrets,
  after: GroupSecrets,
  liveAt: Date,
): Promise<boolean> {
  const end = (kind: 'group' | 'admin' | 'store', storeCode?: string) =>
    db
      .update(sessions)
      .set({ endedAt: new Date() })
      .where(
        and(
          eq(sessions.groupKey, groupKey),
          eq(sessions.kind, kind),
          isNull(sessions.endedAt),
          lt(sessions.createdAt, liveAt),
          ...(storeCode === undefined ? [] : [eq(sessions.storeCode, storeCode)]),
        ),
      );
  let changed = false;
  if (before.password !== after.password) {
    await end('group');
    changed = true;
  }
  if (before.admin_password !== after.admin_password) {
    await end('admin');
    changed = true;
  }
  for (const code of new Set([...Object.keys(before.store_passwords), ...Object.keys(after.store_passwords)]))
    if (before.store_passwords[code] !== after.store_passwords[code]) {
      await end('store', code);
      changed = true;
    }
  return changed;
}
