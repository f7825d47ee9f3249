import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { TestInfo } from '@playwright/test';
import { parseMail, type ParsedMail } from '@portal/testing/smtp';
import { expect } from './fixtures';
import { OUTBOX_DIRS } from './ports';

// The e-mails a project's server wrote (its .eml outbox), read as a mail client would: the
// approval journeys follow the links an approver receives.

const addressed = (mail: ParsedMail, to: string): boolean =>
  [mail.to ?? []].flat().some((list) => list.value.some((entry) => entry.address?.toLowerCase() === to.toLowerCase()));

/** Every e-mail to `to` whose subject matches, oldest first. */
export async function mailsTo(testInfo: TestInfo, to: string, subject: RegExp): Promise<ParsedMail[]> {
  const dir = OUTBOX_DIRS[testInfo.project.name as keyof typeof OUTBOX_DIRS];
  let files: string[];
  try {
    files = readdirSync(dir).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  const sorted = files
    .map((name) => ({ path: join(dir, name), at: statSync(join(dir, name)).mtimeMs }))
    .sort((a, b) => a.at - b.at);
  const mails = await Promise.all(sorted.map(async ({ path }) => parseMail(readFileSync(path))));
  return mails.filter((mail) => addressed(mail, to) && subject.test(mail.subject ?? ''));
}

/** The newest e-mail to `to` whose subject matches, once the outbox has written it. */
export async function waitForMail(testInfo: TestInfo, to: string, subject: RegExp): Promise<ParsedMail> {
  let found: ParsedMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(testInfo, to, subject)).at(-1);
        return found?.subject ?? null;
      },
      { message: `an e-mail to ${to} matching ${subject}`, timeout: 15_000 },
    )
    .not.toBeNull();
  return found!;
}

/** The address of the e-mail's link whose text is `label` (its HTML part). */
export function linkIn(mail: ParsedMail, label: string): string {
  const html = typeof mail.html === 'string' ? mail.html : '';
  const links = [...html.matchAll(/<a\b[^>]*href="([^"]+)"[^>]*>([\s\S]*?)<\/a>/gi)];
  const link = links.find(([, , text]) => text!.replace(/<[^>]+>/g, '').trim() === label);
  if (!link) throw new Error(`no link '${label}' in the e-mail '${mail.subject ?? ''}'`);
  return link[1]!.replace(/&amp;/g, '&');
}
