// The demo groups and their secrets, as the fuzz needs them: which groups have a password, every
// secret there is (to send where it is wrong), and the counts a wrong one adds to.
import { normalizeBypassCode } from '@portal/domain';
import { readDemoSecrets } from '@portal/tenants/server';
import { registry } from '@portal/testing/tenants';

/** inject's client address: every failed secret counts in this bucket. */
export const CLIENT = 'addr:127.0.0.1';
/** The counts one wrong answer adds: the client's, the client's for the group, and the secret's strangers'. */
export const failuresOf = (group: string | null, secret: string): string[] => [
  CLIENT,
  `${CLIENT}:${group ?? '*login'}`,
  `strangers:${group ?? '*login'}:${secret}`,
];

export const GROUPS = [...registry.groups.keys()];
export const tenant = (key: string) => registry.groups.get(key)!;
export const PASSWORD_GROUPS = GROUPS.filter((key) => tenant(key).secrets.password !== null);
export const OPEN_GROUPS = GROUPS.filter((key) => tenant(key).secrets.password === null);
const DEMO = readDemoSecrets();
export const demoOf = (key: string) => DEMO.find((d) => d.group === key)!;
export const GROUP_PASSWORDS = DEMO.flatMap((d) => (d.password ? [d.password] : []));
export const EVERY_PLAIN_SECRET = [
  ...new Set(
    DEMO.flatMap((d) => [
      ...(d.password ? [d.password] : []),
      d.admin,
      ...d.bypassCodes,
      ...d.storePasswords.map((s) => s.password),
    ]),
  ),
];
export const STORES_WITH_PASSWORD = DEMO.flatMap((d) => d.storePasswords.map((s) => ({ group: d.group, ...s })));

/** Whether `code` is one of the group's bypass codes, as the server compares them. */
export const isBypassCode = (group: string, code: string) =>
  demoOf(group).bypassCodes.includes(normalizeBypassCode(code).normalize('NFC'));
