import { formatPrice } from '@portal/domain';
import { Notice } from '../../common/notice';
import type { BuyerAccount } from './invoices-api';

/** Someone to call about an account: the group's account reps, or the provider's desk. */
export interface Contact {
  name: string;
  phone: string;
}

/** 'Celia Navarro at (555) 015-9034', each number a link a phone can call, joined with 'or'. */
function CallList({ contacts }: { contacts: readonly Contact[] }) {
  return contacts.map((contact, index) => (
    <span key={`${contact.name} ${contact.phone}`}>
      {index > 0 && ' or '}
      {contact.name} at{' '}
      <a href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`} className="invoices-phone">
        {contact.phone}
      </a>
    </span>
  ));
}

/** What is left of the credit limit, and of what limit, or that there is none. */
function CreditLeft({ account }: { account: BuyerAccount }) {
  if (account.credit_left_cents === null || account.credit_limit_cents === null)
    return <span className="invoices-figure">No credit limit</span>;
  return (
    <>
      <span className="invoices-figure">{formatPrice(account.credit_left_cents)}</span>{' '}
      <span className="invoices-limit">of {formatPrice(account.credit_limit_cents)}</span>
    </>
  );
}

/**
 * The group's billing accounts: each one's balance and what it may still order on account, and,
 * when it is on credit hold, whom to call (the server refuses orders on account meanwhile).
 */
export function BillingAccounts({
  accounts,
  title,
  contacts,
}: {
  accounts: readonly BuyerAccount[];
  title: string;
  contacts: readonly Contact[];
}) {
  return (
    <section aria-labelledby="invoices-accounts-heading" className="invoices-section">
      <h2 id="invoices-accounts-heading" className="heading">
        Accounts
      </h2>
      {accounts.length === 0 ? (
        <p className="panel invoices-empty">{title} has no billing account yet.</p>
      ) : (
        <ul className="bare-list invoices-accounts">
          {accounts.map((account) => (
            <li key={account.id} className="invoices-account" aria-labelledby={`account-${account.id}`}>
              <h3 id={`account-${account.id}`} className="invoices-account-name">
                {account.name}
              </h3>
              <p className="small invoices-account-terms">
                {account.store_name ? `${account.store_name}, ` : ''}
                {account.terms}
              </p>
              <dl className="invoices-figures">
                <div>
                  <dt>Balance</dt>
                  <dd>
                    <span className="invoices-figure">{formatPrice(account.balance_cents)}</span>
                  </dd>
                </div>
                <div>
                  <dt>Credit left</dt>
                  <dd>
                    <CreditLeft account={account} />
                  </dd>
                </div>
              </dl>
              {account.on_hold && (
                <Notice role="none" severity="warning" title="On hold" className="invoices-hold">
                  <p>
                    Orders on account for {account.name} are on hold until the account is settled. Call{' '}
                    <CallList contacts={contacts} />.
                  </p>
                </Notice>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
