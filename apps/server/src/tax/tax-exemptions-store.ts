import { createHash } from 'node:crypto';
import { aliasedTable, and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  CERTIFICATE_PDF_MAX_BYTES,
  CERTIFICATE_PDF_TOO_LARGE,
  exemptionFor,
  taxExemptionSchema,
  type AccountTaxExemption,
  type ConsoleTaxExemptionAddBody,
  type TaxExemption,
  type TaxExemptionCertificate,
  type UsState,
} from '@portal/domain';
import type { Database } from '../db/database';
import { billingAccounts, staff, taxCertificateFiles, taxExemptions } from '../db/schema';
import { AppError } from '../errors/app-error';
import { auditTaxChange, type TaxActor, type Tx } from './tax-actor';

export const NO_SUCH_ACCOUNT = 'No such billing account.';
export const NO_SUCH_CERTIFICATE = 'No such tax exemption certificate.';
export const NOT_A_PDF = "The certificate's file is not a PDF.";
export const ALREADY_WITHDRAWN = 'This certificate was withdrawn already.';
export const ALREADY_EXPIRED = (day: string) =>
  `Expires on: the certificate ran out on ${day}; put on file one that is good today.`;
export const ON_FILE_ALREADY = (number: string, state: string) => `${number} (${state}) is on file already.`;

/** The groups a staff member sees (null: every group). */
type Scope = string[] | null;

const withdrawer = aliasedTable(staff, 'withdrawer');

/** The account, if the staff member sees its group; 404 otherwise, as if it did not exist. */
async function accountInScope(db: Database | Tx, scope: Scope, accountId: string): Promise<{ id: string; groupKey: string }> {
  const [row] = await db
    .select({ id: billingAccounts.id, groupKey: billingAccounts.groupKey })
    .from(billingAccounts)
    .where(eq(billingAccounts.id, accountId));
  if (!row || (scope !== null && !scope.includes(row.groupKey))) throw new AppError('NOT_FOUND', NO_SUCH_ACCOUNT);
  return row;
}

/** Whether a 'YYYY-MM-DD' names a day of the calendar (not 2027-02-30). */
function isCalendarDay(day: string): boolean {
  const at = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === day;
}

const LABELS: Record<string, string> = {
  certificate_number: 'Certificate number',
  state: 'State',
  expires_on: 'Expires on',
};

/** The certificate's number, state and last day, checked by the domain's schema; 400 naming each field wrong. */
function checkedCertificate(body: ConsoleTaxExemptionAddBody): TaxExemption {
  const parsed = taxExemptionSchema.safeParse({
    certificate_number: body.certificate_number,
    state: body.state,
    expires_on: body.expires_on,
  });
  if (!parsed.success) {
    const sentences = parsed.error.issues.map(
      (issue) => `${LABELS[String(issue.path[0])] ?? 'The certificate'}: ${issue.message.trim().replace(/\.$/, '')}.`,
    );
    throw new AppError('INVALID_INPUT', [...new Set(sentences)].join(' '));
  }
  if (!isCalendarDay(parsed.data.expires_on)) throw new AppError('INVALID_INPUT', 'Expires on: not a day of the calendar.');
  return parsed.data;
}

/** The PDF's bytes, once they are a PDF within the limit. */
function checkedPdf(base64: string): Buffer {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw new AppError('INVALID_INPUT', NOT_A_PDF);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length > CERTIFICATE_PDF_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', CERTIFICATE_PDF_TOO_LARGE);
  if (bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw new AppError('INVALID_INPUT', NOT_A_PDF);
  return bytes;
}

/** The id of a certificate's file: the first 32 hex digits of the SHA-256 of its bytes, as the pictures'. */
export const certificateFileId = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex').slice(0, 32);

const certificateColumns = {
  id: taxExemptions.id,
  accountId: taxExemptions.accountId,
  certificateNumber: taxExemptions.certificateNumber,
  state: taxExemptions.state,
  expiresOn: taxExemptions.expiresOn,
  fileId: taxExemptions.fileId,
  fileName: taxCertificateFiles.fileName,
  createdAt: taxExemptions.createdAt,
  addedBy: staff.email,
  withdrawnAt: taxExemptions.withdrawnAt,
  withdrawnBy: withdrawer.email,
};

function certificates(db: Database | Tx) {
  return db
    .select(certificateColumns)
    .from(taxExemptions)
    .leftJoin(taxCertificateFiles, eq(taxCertificateFiles.id, taxExemptions.fileId))
    .leftJoin(staff, eq(staff.id, taxExemptions.createdBy))
    .leftJoin(withdrawer, eq(withdrawer.id, taxExemptions.withdrawnBy));
}

type CertificateRow = Awaited<ReturnType<ReturnType<typeof certificates>['where']>>[number];

function toCertificate(row: CertificateRow, today: string): TaxExemptionCertificate {
  return {
    id: row.id,
    account_id: row.accountId,
    certificate_number: row.certificateNumber,
    state: row.state,
    expires_on: row.expiresOn,
    expired: row.expiresOn < today,
    has_file: row.fileId !== null,
    file_name: row.fileName ?? null,
    added_by: row.addedBy ?? 'system',
    added_at: row.createdAt.getTime(),
    withdrawn_at: row.withdrawnAt?.getTime() ?? null,
    withdrawn_by: row.withdrawnAt ? (row.withdrawnBy ?? 'system') : null,
  };
}

async function oneCertificate(db: Database | Tx, accountId: string, exemptionId: string, today: string) {
  const [row] = await certificates(db).where(and(eq(taxExemptions.id, exemptionId), eq(taxExemptions.accountId, accountId)));
  if (!row) throw new AppError('NOT_FOUND', NO_SUCH_CERTIFICATE);
  return toCertificate(row, today);
}

/** An account's certificates: the open ones by state and last day, then the withdrawn, newest first. */
export async function listTaxExemptions(
  db: Database,
  scope: Scope,
  accountId: string,
  today: string,
): Promise<TaxExemptionCertificate[]> {
  await accountInScope(db, scope, accountId);
  const rows = await certificates(db)
    .where(eq(taxExemptions.accountId, accountId))
    .orderBy(
      sql`${taxExemptions.withdrawnAt} is not null`,
      asc(taxExemptions.state),
      sql`${taxExemptions.expiresOn} desc`,
      sql`${taxExemptions.withdrawnAt} desc`,
    );
  return rows.map((row) => toCertificate(row, today));
}

/**
 * Puts a certificate on file with its PDF (kept by the hash of its bytes, written once), audited
 * and notified in one transaction. 400 naming the field wrong, 409 when the same number is on file
 * for the state, 413 over 5 MB.
 */
export async function addTaxExemption(
  db: Database,
  actor: TaxActor,
  scope: Scope,
  accountId: string,
  body: ConsoleTaxExemptionAddBody,
  today: string,
): Promise<TaxExemptionCertificate> {
  const certificate = checkedCertificate(body);
  if (certificate.expires_on < today) throw new AppError('INVALID_INPUT', ALREADY_EXPIRED(certificate.expires_on));
  const pdf = checkedPdf(body.pdf_base64);
  const fileId = certificateFileId(pdf);
  return db.transaction(async (tx) => {
    const account = await accountInScope(tx, scope, accountId);
    const [same] = await tx
      .select({ id: taxExemptions.id })
      .from(taxExemptions)
      .where(
        and(
          eq(taxExemptions.accountId, accountId),
          eq(taxExemptions.state, certificate.state),
          eq(taxExemptions.certificateNumber, certificate.certificate_number),
          isNull(taxExemptions.withdrawnAt),
        ),
      );
    if (same) throw new AppError('CONFLICT', ON_FILE_ALREADY(certificate.certificate_number, certificate.state));
    await tx
      .insert(taxCertificateFiles)
      .values({ id: fileId, bytes: pdf, fileName: body.file_name, uploadedBy: actor.staffId })
      .onConflictDoNothing();
    const [row] = await tx
      .insert(taxExemptions)
      .values({
        accountId,
        certificateNumber: certificate.certificate_number,
        state: certificate.state,
        expiresOn: certificate.expires_on,
        fileId,
        createdBy: actor.staffId,
        createdAt: new Date(),
      })
      .returning({ id: taxExemptions.id });
    await auditTaxChange(tx, actor, {
      accountId,
      groupKey: account.groupKey,
      action: 'tax_exemption_added',
      subjectId: row!.id,
      before: null,
      after: { ...certificate, file_id: fileId, file_name: body.file_name },
    });
    return oneCertificate(tx, accountId, row!.id, today);
  });
}

/** Takes a certificate off (once: 409 after), audited with the reason and notified; orders placed since are taxed. */
export async function withdrawTaxExemption(
  db: Database,
  actor: TaxActor,
  scope: Scope,
  ids: { accountId: string; exemptionId: string },
  reason: string,
  today: string,
): Promise<TaxExemptionCertificate> {
  return db.transaction(async (tx) => {
    const account = await accountInScope(tx, scope, ids.accountId);
    const before = await oneCertificate(tx, ids.accountId, ids.exemptionId, today);
    const [withdrawn] = await tx
      .update(taxExemptions)
      .set({ withdrawnAt: new Date(), withdrawnBy: actor.staffId })
      .where(and(eq(taxExemptions.id, ids.exemptionId), isNull(taxExemptions.withdrawnAt)))
      .returning({ at: taxExemptions.withdrawnAt });
    if (!withdrawn) throw new AppError('CONFLICT', ALREADY_WITHDRAWN);
    await auditTaxChange(tx, actor, {
      accountId: ids.accountId,
      groupKey: account.groupKey,
      action: 'tax_exemption_withdrawn',
      subjectId: ids.exemptionId,
      before: { certificate_number: before.certificate_number, state: before.state, expires_on: before.expires_on },
      after: { withdrawn_at: withdrawn.at?.toISOString() ?? null, reason },
    });
    return oneCertificate(tx, ids.accountId, ids.exemptionId, today);
  });
}

/** A certificate's PDF, or 404 when the account is not seen, the certificate not its, or it has none. */
export async function taxCertificateFile(
  db: Database,
  scope: Scope,
  ids: { accountId: string; exemptionId: string },
): Promise<{ bytes: Buffer; fileName: string }> {
  await accountInScope(db, scope, ids.accountId);
  const [row] = await db
    .select({ bytes: taxCertificateFiles.bytes, fileName: taxCertificateFiles.fileName })
    .from(taxExemptions)
    .innerJoin(taxCertificateFiles, eq(taxCertificateFiles.id, taxExemptions.fileId))
    .where(and(eq(taxExemptions.id, ids.exemptionId), eq(taxExemptions.accountId, ids.accountId)));
  if (!row) throw new AppError('NOT_FOUND', NO_SUCH_CERTIFICATE);
  return row;
}

/**
 * Per account, the certificate that speaks for it in each state where it has one open: a good one,
 * or the latest run out (`expired`), which is what staff are told about. Withdrawn ones do not count.
 */
export async function accountTaxExemptions(
  db: Database,
  accountIds: readonly string[],
  today: string,
): Promise<Map<string, AccountTaxExemption[]>> {
  const byAccount = new Map<string, AccountTaxExemption[]>();
  if (accountIds.length === 0) return byAccount;
  const rows = await db
    .select({
      accountId: taxExemptions.accountId,
      certificate_number: taxExemptions.certificateNumber,
      state: taxExemptions.state,
      expires_on: taxExemptions.expiresOn,
    })
    .from(taxExemptions)
    .where(and(inArray(taxExemptions.accountId, [...accountIds]), isNull(taxExemptions.withdrawnAt)));
  const grouped = new Map<string, TaxExemption[]>();
  for (const { accountId, ...exemption } of rows)
    grouped.set(accountId, [...(grouped.get(accountId) ?? []), { ...exemption, state: exemption.state as UsState }]);
  for (const [accountId, exemptions] of grouped) {
    const states = [...new Set(exemptions.map((e) => e.state))].sort();
    byAccount.set(
      accountId,
      states.flatMap((state) => {
        const found = exemptionFor(exemptions, state, today);
        if (!found) return [];
        const [exemption, expired] = 'applies' in found ? [found.applies, false] : [found.expired, true];
        return [{ ...exemption, expired }];
      }),
    );
  }
  return byAccount;
}

/** Puts the demo's certificates on file for the accounts named, unless one of the number is there (audited as 'system'). */
export async function ensureTaxExemptions(
  db: Database,
  actor: TaxActor,
  certificates: readonly (TaxExemption & { accountId: string; groupKey: string })[],
): Promise<number> {
  let added = 0;
  for (const certificate of certificates)
    await db.transaction(async (tx) => {
      const [same] = await tx
        .select({ id: taxExemptions.id })
        .from(taxExemptions)
        .where(
          and(
            eq(taxExemptions.accountId, certificate.accountId),
            eq(taxExemptions.certificateNumber, certificate.certificate_number),
          ),
        );
      if (same) return;
      const [row] = await tx
        .insert(taxExemptions)
        .values({
          accountId: certificate.accountId,
          certificateNumber: certificate.certificate_number,
          state: certificate.state,
          expiresOn: certificate.expires_on,
        })
        .returning({ id: taxExemptions.id });
      await auditTaxChange(tx, actor, {
        accountId: certificate.accountId,
        groupKey: certificate.groupKey,
        action: 'tax_exemption_added',
        subjectId: row!.id,
        before: null,
        after: {
          certificate_number: certificate.certificate_number,
          state: certificate.state,
          expires_on: certificate.expires_on,
        },
      });
      added += 1;
    });
  return added;
}
