import { useMemo } from 'react';
import {
  Link as RouterLink,
  useLoaderData,
  useNavigation,
  useSearchParams,
  type LoaderFunctionArgs,
  type ShouldRevalidateFunctionArgs,
} from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ConsoleInvoicesAnswer } from '@portal/domain';
import { settle, type Settled } from '../../../core/api/api-client';
import { consoleInvoices } from '../api/billing';
import { fromLoader } from '../api/request';
import { count } from '../console-format';
import { CONSOLE_PATHS } from '../console-paths';
import { useStaff } from '../console-session';
import { INVOICE_FILTER_LABELS, invoiceFilterOf, matchesFilter, providerToday, type InvoiceFilter } from './invoice-standing';
import { InvoicesFilters } from './invoices-filters';
import { InvoicesList } from './invoices-list';
import { LoadError } from '../load-error';
import { BillingTab } from './billing-section';

/** The most invoices one answer holds (consoleInvoicesAnswerSchema): the newest. */
const ANSWER_LIMIT = 500;

/** The invoices the address asks for: its search and account go to the server, its status filter is the screen's. */
export function loader({ request }: LoaderFunctionArgs): Promise<Settled<ConsoleInvoicesAnswer>> {
  const params = new URL(request.url).searchParams;
  const q = params.get('q')?.trim();
  const account = params.get('account')?.trim();
  return settle(consoleInvoices({ q: q || undefined, account: account || undefined }, fromLoader(request)));
}

/** The status filter picks among the invoices read: changing it alone reads nothing again. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  const same = (name: string) => currentUrl.searchParams.get(name) === nextUrl.searchParams.get(name);
  if (currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search && same('q') && same('account'))
    return false;
  return defaultShouldRevalidate;
}

/** Nothing to list: no invoice yet, none the search finds, or none of the status chosen. */
function NoInvoices({ q, filter, onShowAll }: { q: string; filter: InvoiceFilter; onShowAll: () => void }) {
  const [title, text] =
    filter !== 'all'
      ? [`No invoice is ${INVOICE_FILTER_LABELS[filter].toLowerCase()}`, q ? `Among those the search ‘${q}’ finds.` : null]
      : q
        ? ['No invoice found', `No invoice or order number starts with ‘${q}’.`]
        : [
            'No invoices yet',
            'An invoice is issued when an order on account ships, or when it is placed for an account that invoices then.',
          ];
  return (
    <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
      <Typography component="h3" variant="h6">
        {title}
      </Typography>
      {text && <Typography color="text.secondary">{text}</Typography>}
      {filter !== 'all' && (
        <Button onClick={onShowAll} sx={{ mt: 1 }}>
          Show every status
        </Button>
      )}
    </Paper>
  );
}

/** How many are shown, said again to screen readers as the filter changes. */
function Shown({ shown, read }: { shown: number; read: number }) {
  const text = shown === read ? `${count(read)} invoice${read === 1 ? '' : 's'}` : `${count(shown)} of ${count(read)} invoices`;
  return (
    <Typography variant="body2" color="text.secondary" aria-live="polite" sx={{ mb: 1 }}>
      {text}
      {read >= ANSWER_LIMIT && ` (the newest ${count(ANSWER_LIMIT)}: search by number for an older one)`}
    </Typography>
  );
}

/** The invoices tab of Billing (docs/console.md#invoices): every invoice of the staff member's groups, newest first. */
function InvoicesScreen() {
  const loaded = useLoaderData<Settled<ConsoleInvoicesAnswer>>();
  const navigation = useNavigation();
  const [params, setParams] = useSearchParams();
  const today = providerToday(useStaff().time_zone);
  const q = params.get('q')?.trim() ?? '';
  const account = params.get('account');
  const filter = invoiceFilterOf(params.get('status'));
  const read = useMemo(() => (loaded.ok ? loaded.answer.invoices : []), [loaded]);
  const shown = useMemo(() => read.filter((invoice) => matchesFilter(invoice, filter, today)), [read, filter, today]);
  const searching = navigation.state === 'loading' && navigation.location.pathname === CONSOLE_PATHS.billingInvoices;
  const change = (patch: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(patch)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  return (
    <BillingTab id="billing-invoices" title="Invoices" heading="Invoices">
      <InvoicesFilters
        q={q}
        filter={filter}
        searching={searching}
        onSearch={(text) => change({ q: text })}
        onFilter={(next) => change({ status: next === 'all' ? null : next })}
      />
      {account && (
        <Alert
          severity="info"
          role="note"
          sx={{ mb: 2 }}
          action={
            <Button color="inherit" size="small" component={RouterLink} to={CONSOLE_PATHS.billingInvoices}>
              Every account
            </Button>
          }
        >
          Only the invoices of {read[0]?.account_name ?? 'one account'}.
        </Alert>
      )}
      {!loaded.ok && <LoadError error={loaded.error} />}
      {loaded.ok && <Shown shown={shown.length} read={read.length} />}
      {loaded.ok && shown.length === 0 && <NoInvoices q={q} filter={filter} onShowAll={() => change({ status: null })} />}
      {shown.length > 0 && <InvoicesList invoices={shown} today={today} />}
    </BillingTab>
  );
}

export const Component = InvoicesScreen;
