import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { calendarMonthWords, type OfferBypassCodesAnswer } from '@portal/domain';
import { Cards, ConsoleTable, Empty, Facts, usePhone } from '../console-table';
import { count, money, NONE, useConsoleTimes } from '../console-format';

type Trail = OfferBypassCodesAnswer['codes'][number];

const capText = (cents: number | null) => (cents === null ? 'No cap' : money(cents));

/**
 * Each bypass code of the published version (docs/approvals.md#bypass-codes): its caps, what orders
 * placed with it came to this month, and when it was last used. Read from the orders by the code's
 * key: the code itself is never kept.
 */
export function CodeTrailSection({ trail }: { trail: OfferBypassCodesAnswer }) {
  const times = useConsoleTimes();
  const phone = usePhone();
  const month = calendarMonthWords(trail.month);
  const lastUsed = (row: Trail) => (row.last_used_at === null ? 'Never' : times.dateTime(row.last_used_at));
  return (
    <Box component="section" aria-labelledby="code-trail-heading" sx={{ mt: 5, maxWidth: 1100 }}>
      <Typography id="code-trail-heading" variant="h5" component="h2" sx={{ mb: 0.5 }}>
        Bypass codes in use
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        The published codes: their caps, the orders placed with each in {month} (without cancelled ones), and when each was last
        used.
      </Typography>
      {trail.codes.length === 0 ? (
        <Empty>The group has no bypass codes.</Empty>
      ) : phone ? (
        <Cards label="Bypass codes in use" rows={trail.codes} rowKey={(row) => row.key}>
          {(row) => (
            <>
              <Typography sx={{ fontWeight: 600, mb: 0.5, overflowWrap: 'anywhere' }}>{row.label}</Typography>
              <Facts
                items={[
                  ['Per order', capText(row.per_order_cents)],
                  ['Per month', capText(row.monthly_cents)],
                  ['Works', row.when],
                  [`Orders in ${month}`, `${count(row.month_orders)} for ${money(row.month_amount_cents)}`],
                  ['Last used', lastUsed(row)],
                ]}
              />
            </>
          )}
        </Cards>
      ) : (
        <ConsoleTable
          label="Bypass codes in use"
          inSection
          rows={trail.codes}
          rowKey={(row) => row.key}
          columns={[
            { header: 'Code', rowHeader: true, cell: (row) => row.label },
            { header: 'Per order', kind: 'money', cell: (row) => capText(row.per_order_cents) },
            { header: 'Per month', kind: 'money', cell: (row) => capText(row.monthly_cents) },
            { header: 'Works', cell: (row) => row.when },
            { header: `Orders in ${month}`, kind: 'money', cell: (row) => count(row.month_orders) },
            { header: 'Amount', kind: 'money', cell: (row) => money(row.month_amount_cents) },
            { header: 'Last used', kind: 'nowrap', cell: (row) => (row.last_used_at === null ? NONE : lastUsed(row)) },
          ]}
        />
      )}
    </Box>
  );
}
