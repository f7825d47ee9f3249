import { useMemo } from 'react';
import {
  Link as RouterLink,
  useLoaderData,
  useParams,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ArrowBack from '@mui/icons-material/ArrowBack';
import type { AgingRow, ConsoleAccountLedgerAnswer, ConsoleTaxExemptionsAnswer } from '@portal/domain';
import { settle, type Settled } from '../../../core/api/api-client';
import { consoleAccountLedger, consoleAging, consoleTaxExemptions } from '../api/billing';
import { fromLoader } from '../api/request';
import { CONSOLE_PATHS } from '../console-paths';
import { consoleTitle, useStaff } from '../console-session';
import { AccountStatements } from './account-statement';
import { BillingSection } from './billing-section';
import { CreditHoldNotice, HoldLiftDialog } from './credit-hold-notice';
import { ledgerOf, todayIn } from './ledger-money';
import { LedgerCreditNotes, LedgerInvoices } from './ledger-invoices';
import { AccountFacts, LedgerFigures } from './ledger-overview';
import { LedgerPayments } from './ledger-payments';
import { AllocateDialog, ReverseDialog, TakeBackDialog } from './payment-change-dialogs';
import { RecordPaymentDialog } from './record-payment-dialog';
import { AddCertificateDialog, WithdrawCertificateDialog } from './tax-exemption-dialogs';
import { ExpiredExemptionWarnings, TaxExemptionsSection } from './tax-exemptions';
import { useLedgerChanges, type LedgerChanges } from './use-ledger-changes';
import { LoadError, unlessRefused } from '../load-error';
import { Notice } from '../notice';

/**
 * What the account's page reads: its ledger, its row of the aging, which says whether it is on
 * credit hold, and its tax exemption certificates.
 */
export interface AccountPageData {
  ledger: Settled<ConsoleAccountLedgerAnswer>;
  hold: Settled<AgingRow | null>;
  exemptions: Settled<ConsoleTaxExemptionsAnswer>;
}

/**
 * The account the address names, with its money and its credit hold; read again after each change.
 * The ledger carries no hold: the aging of every account in scope does, and the page finds its row.
 */
export async function loader({ request, params }: LoaderFunctionArgs): Promise<AccountPageData> {
  const accountId = params.accountId ?? '';
  const [ledger, aging, exemptions] = await Promise.all([
    settle(consoleAccountLedger(accountId, fromLoader(request))),
    settle(consoleAging(fromLoader(request))),
    settle(consoleTaxExemptions(accountId, fromLoader(request))),
  ]);
  const hold: AccountPageData['hold'] = aging.ok
    ? { ok: true, answer: aging.answer.accounts.find((row) => row.account.id === accountId) ?? null }
    : aging;
  return { ledger, hold, exemptions };
}

/** The statement's month is the statement section's to read: choosing one reads nothing else again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search) {
    const rest = (url: URL) => {
      const params = new URLSearchParams(url.search);
      params.delete('month');
      return params.toString();
    };
    if (rest(currentUrl) === rest(nextUrl)) return false;
  }
  return defaultShouldRevalidate;
}

function BackToAccounts() {
  return (
    <Button component={RouterLink} to={CONSOLE_PATHS.billing} startIcon={<ArrowBack />} sx={{ mb: 1, ml: -1 }}>
      Back to accounts
    </Button>
  );
}

/** The dialog the page has open, for the change it is about. */
function LedgerDialogs({
  changes,
  ledger,
  today,
}: {
  changes: LedgerChanges;
  ledger: ConsoleAccountLedgerAnswer;
  today: string;
}) {
  const domainLedger = useMemo(() => ledgerOf(ledger), [ledger]);
  const { dialog } = changes;
  if (!dialog) return null;
  switch (dialog.kind) {
    case 'record':
      return <RecordPaymentDialog changes={changes} ledger={ledger} domainLedger={domainLedger} today={today} />;
    case 'allocate':
      return <AllocateDialog changes={changes} payment={dialog.payment} ledger={ledger} domainLedger={domainLedger} />;
    case 'take-back':
      return <TakeBackDialog changes={changes} payment={dialog.payment} allocation={dialog.allocation} />;
    case 'reverse':
      return <ReverseDialog changes={changes} payment={dialog.payment} />;
    case 'lift-hold':
      return <HoldLiftDialog changes={changes} account={ledger.account} today={today} />;
    case 'add-certificate':
      return <AddCertificateDialog changes={changes} account={ledger.account} today={today} />;
    case 'withdraw-certificate':
      return <WithdrawCertificateDialog changes={changes} certificate={dialog.certificate} />;
  }
}

/** The account's page once read: its settings and credit hold, its figures, its invoices, payments, credit notes and statements. */
function LedgerView({
  ledger,
  hold,
  exemptions,
  changes,
}: {
  ledger: ConsoleAccountLedgerAnswer;
  hold: AccountPageData['hold'];
  exemptions: AccountPageData['exemptions'];
  changes: LedgerChanges;
}) {
  const me = useStaff();
  const canManage = me.can_manage_billing;
  const today = todayIn(me.time_zone);
  const { account } = ledger;
  return (
    <>
      <ExpiredExemptionWarnings exemptions={exemptions} />
      <AccountFacts account={account} />
      <CreditHoldNotice hold={hold} onLift={canManage ? () => changes.show({ kind: 'lift-hold' }) : null} />
      <LedgerFigures ledger={ledger} />
      <BillingSection id="ledger-invoices" title="Invoices">
        <LedgerInvoices invoices={ledger.invoices} account={account} />
      </BillingSection>
      <BillingSection id="ledger-payments" title="Payments">
        <LedgerPayments payments={ledger.payments} onChange={canManage ? changes.show : null} />
      </BillingSection>
      <BillingSection id="ledger-credit-notes" title="Credit notes">
        <LedgerCreditNotes creditNotes={ledger.credit_notes} invoices={ledger.invoices} />
      </BillingSection>
      <BillingSection id="ledger-statements" title="Statements">
        <AccountStatements account={account} today={today} canManage={canManage} stamp={ledger} />
      </BillingSection>
      <BillingSection id="ledger-tax-exemption" title="Tax exemption">
        <TaxExemptionsSection
          exemptions={exemptions}
          onAdd={canManage ? () => changes.show({ kind: 'add-certificate' }) : null}
          onWithdraw={canManage ? (certificate) => changes.show({ kind: 'withdraw-certificate', certificate }) : null}
        />
      </BillingSection>
      {canManage && <LedgerDialogs changes={changes} ledger={ledger} today={today} />}
    </>
  );
}

/** One account's page; what a change said stays with the account it was said of. */
function AccountLedgerPage() {
  const me = useStaff();
  const { ledger: loaded, hold, exemptions } = useLoaderData<AccountPageData>();
  const changes = useLedgerChanges();
  const name = loaded.ok ? loaded.answer.account.name : null;
  const storeOf = loaded.ok && loaded.answer.account.store_code ? `Store of ${loaded.answer.account.group_title}` : null;
  return (
    <Box component="article" aria-labelledby="ledger-account">
      <title>{consoleTitle(name ? `${name} — Billing account` : 'Billing account')}</title>
      <BackToAccounts />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography id="ledger-account" variant="h5" component="h2" sx={{ overflowWrap: 'anywhere' }}>
            {name ?? 'Billing account'}
          </Typography>
          {storeOf && <Typography color="text.secondary">{storeOf}</Typography>}
        </Box>
        {loaded.ok && me.can_manage_billing && (
          <Button
            variant="contained"
            startIcon={<AddOutlined />}
            aria-haspopup="dialog"
            onClick={() => changes.show({ kind: 'record' })}
          >
            Record a payment
          </Button>
        )}
      </Box>
      {loaded.ok && !me.can_manage_billing && (
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          You can read this account here; payments, credit holds, sending statements and tax exemption certificates need an admin
          or the accounts role.
        </Alert>
      )}
      <Notice text={changes.done} onClose={changes.clearDone} focus="when-lost" />
      {loaded.ok ? (
        <LedgerView ledger={loaded.answer} hold={hold} exemptions={exemptions} changes={changes} />
      ) : (
        <LoadError error={loaded.error} retryWhen={unlessRefused} />
      )}
    </Box>
  );
}

/**
 * A billing account's page (docs/console.md#a-billing-account): everyone reads, admins and the
 * accounts role record and allocate payments, lift a credit hold and send a statement.
 */
function AccountLedgerScreen() {
  const { accountId = '' } = useParams();
  return <AccountLedgerPage key={accountId} />;
}

export const Component = AccountLedgerScreen;
