import { Link as RouterLink, Outlet, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CONSOLE_PATHS } from '../console-paths';

interface BillingTab {
  label: string;
  to: string;
  /** Current on its own address only, not on the pages under it (the section's index)… */
  end?: boolean;
  /** …but for the pages under this one, which open from the tab. */
  also?: string;
}

/** The billing section's pages, in the order of their tabs: a page adds its line here and its route in app/router.tsx. */
const BILLING_TABS: readonly BillingTab[] = [
  { label: 'Accounts', to: CONSOLE_PATHS.billing, end: true, also: CONSOLE_PATHS.billingAccount('') },
  { label: 'Invoices', to: CONSOLE_PATHS.billingInvoices },
  { label: 'Awaiting a price', to: CONSOLE_PATHS.billingAwaitingPrice },
  { label: 'Aging', to: CONSOLE_PATHS.billingAging },
  { label: 'Exports', to: CONSOLE_PATHS.billingExports },
  { label: 'Payments', to: CONSOLE_PATHS.billingPayments },
];

/** Whether the tab is the page shown, or the one it opened from. */
function isCurrent(tab: BillingTab, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (tab.also && path.startsWith(tab.also)) return true;
  return tab.end ? path === tab.to : path === tab.to || path.startsWith(`${tab.to}/`);
}

/** The section's tabs: links, since each page has its own address; the current one says so (aria-current). */
function BillingTabs() {
  const { pathname } = useLocation();
  return (
    <Box
      component="nav"
      aria-label="Billing"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {BILLING_TABS.map((tab) => {
        const current = isCurrent(tab, pathname);
        return (
          <Button
            key={tab.to}
            component={RouterLink}
            to={tab.to}
            aria-current={current ? 'page' : undefined}
            color="inherit"
            sx={{
              borderRadius: 0,
              borderBottom: 3,
              borderColor: current ? 'primary.main' : 'transparent',
              mb: '-1px',
              fontWeight: current ? 700 : undefined,
            }}
          >
            {tab.label}
          </Button>
        );
      })}
    </Box>
  );
}

/** The billing section (docs/console.md#billing): its heading and tabs, then the page of the tab. */
function BillingLayout() {
  return (
    <Box sx={{ maxWidth: 1400 }}>
      <Typography variant="h4" component="h1" sx={{ mb: 1 }}>
        Billing
      </Typography>
      <BillingTabs />
      <Outlet />
    </Box>
  );
}

export const Component = BillingLayout;
