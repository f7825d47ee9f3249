import type { ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
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
