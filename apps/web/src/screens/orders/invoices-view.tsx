import { useStorefront } from '../../core/group';
import { Notice } from '../../common/notice';
import { BillingAccounts } from './billing-accounts';
import { InvoicesList } from './invoices-list';
import { LoadFailed, Loading, LogInToSee } from './orders-states';
import { StatementsList } from './statements-list';
import { useInvoices } from './use-invoices';

interface InvoicesViewProps {
  /** Admin mode is on: in a group without a password, the invoices are shown now. */
  admin: boolean;
  /** Changes after a login, to ask again. */
  asked: number;
  onLogIn: () => void;
  showError: (error: unknown) => void;
}

/** Today in the browser's calendar, 'YYYY-MM-DD': what 'n days overdue' counts to. */
function browserToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * The orders screen's Invoices view (docs/product.md#invoices): the group's billing accounts, its
 * invoices and its monthly statements, each document with its PDF. Loaded only when opened, so the
 * orders screen's first load does not carry it (decision 025's budget).
 */
export function InvoicesView({ admin, asked, onLogIn, showError }: InvoicesViewProps) {
  const storefront = useStorefront();
  const group = storefront.key;
  const { load, retry } = useInvoices(group, admin, asked, showError);

  if (load.kind === 'loading') return <Loading what="invoices" />;
  if (load.kind === 'admin-only')
    return (
      <Notice role="status" severity="info" className="invoices-notice">
        <p>{load.message} Staff unlock admin mode with the Admin button above.</p>
      </Notice>
    );
  if (load.kind === 'unauthorized')
    return (
      <LogInToSee what="invoices" onLogIn={onLogIn}>
        The invoices of {storefront.title} are shown only after you log in with your group&apos;s password.
      </LogInToSee>
    );
  if (load.kind === 'failed') return <LoadFailed what="invoices" onRetry={retry} />;

  const { accounts, invoices, statements } = load.answer;
  // Whom a hold sends the buyer to: the group's account reps, or the provider's desk (as the server's hold message does).
  const contacts =
    storefront.account_reps.length > 0
      ? storefront.account_reps
      : [{ name: storefront.provider.name, phone: storefront.provider.main_phone }];
  return (
    <div className="invoices">
      <BillingAccounts accounts={accounts} title={storefront.title} contacts={contacts} />
      <InvoicesList invoices={invoices} group={group} today={browserToday()} manyAccounts={accounts.length > 1} />
      <StatementsList statements={statements} group={group} />
    </div>
  );
}
