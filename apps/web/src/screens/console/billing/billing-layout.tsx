import { NavLink, Outlet } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { CONSOLE_PATHS } from '../console-paths';

interface BillingTab {
  label: string;
  to: string;
  /** Current on its own address only, not on the pages under it (the section's index). */
  end?: boolean;
}

/** The billing section's pages, in the order of their tabs: a page adds its line here and its route in app/router.tsx. */
const BILLING_TABS: readonly BillingTab[] = [
  { label: 'Accounts', to: CONSOLE_PATHS.billing, end: true },
  { label: 'Invoices', to: CONSOLE_PATHS.billingInvoices },
  { label: 'Awaiting a price', to: CONSOLE_PATHS.billingAwaitingPrice },
  { label: 'Aging', to: CONSOLE_PATHS.billingAging },
  { label: 'Exports', to: CONSOLE_PATHS.billingExports },
];

/** The section's tabs: links, since each page has its own address; the current one says so (aria-current). */
function BillingTabs() {
  return (
    <Box
      component="nav"
      aria-label="Billing"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 2, borderBottom: 1, borderColor: 'divider' }}
    >
      {BILLING_TABS.map((tab) => (
        <Button
          key={tab.to}
          component={NavLink}
          to={tab.to}
          end={tab.end}
          color="inherit"
          sx={{
            borderRadius: 0,
            borderBottom: 3,
            borderColor: 'transparent',
            mb: '-1px',
            '&.active': { borderColor: 'primary.main', fontWeight: 700 },
          }}
        >
          {tab.label}
        </Button>
      ))}
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
