import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { consoleTitle } from '../console-session';
import { Facts, type Fact } from '../console-table';

/** One titled part of a billing page, a region named by its title (a level under the page's heading). */
export function BillingSection({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 1.5, sm: 2.5 }, mb: 2, minWidth: 0 }}>
      <Typography id={id} variant="h6" component="h3" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** Term and value pairs, the term above its value on a phone. */
export function FactList({ items }: { items: readonly Fact[] }) {
  return (
    <Facts
      items={items}
      columns={{ xs: '1fr', sm: 'minmax(7rem, auto) 1fr' }}
      sx={{
        columnGap: 2,
        rowGap: { xs: 0.25, sm: 0.75 },
        '& dt': { mt: { xs: 0.75, sm: 0 } },
        '& > div:first-of-type dt': { mt: 0 },
      }}
    />
  );
}

interface BillingTabProps {
  /** The heading's id, which names the section. */
  id: string;
  /** The page's title, before the console's name. */
  title: string;
  heading: string;
  /** Beside the heading: what may be done here ('Open an account', 'Download CSV'). */
  action?: ReactNode;
  /** Between the heading and the words that say what the tab is: 'As of Nov 27, 2026'. */
  above?: ReactNode;
  /** What the tab shows, in a sentence or two. */
  intro?: ReactNode;
  /** For staff who may only read: what they cannot do here, and who can. */
  readOnly?: string | null;
  children: ReactNode;
}

/** A tab of Billing: a section named by its heading, what the tab is, and, to those who only read, what they may not do. */
export function BillingTab({ id, title, heading, action, above, intro, readOnly, children }: BillingTabProps) {
  return (
    <Box component="section" aria-labelledby={id}>
      <title>{consoleTitle(title)}</title>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 2,
          mb: intro || above ? 1 : 2,
        }}
      >
        <Typography id={id} variant="h5" component="h2">
          {heading}
        </Typography>
        {action}
      </Box>
      {above}
      {intro && (
        <Typography color="text.secondary" sx={{ mb: 2, maxWidth: '75ch' }}>
          {intro}
        </Typography>
      )}
      {readOnly && (
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          {readOnly}
        </Alert>
      )}
      {children}
    </Box>
  );
}
