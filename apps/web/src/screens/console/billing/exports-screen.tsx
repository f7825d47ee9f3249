import { useEffect, useState, type FormEvent } from 'react';
import { useLoaderData, useNavigation, useSearchParams, type LoaderFunctionArgs } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import type { ConsoleAccountingSummary } from '@portal/domain';
import { settle, type Settled } from '../../../core/api/api-client';
import { consoleAccountingSummary, type DayRange } from '../api/billing';
import { fromLoader } from '../api/request';
import { consoleMe } from '../api/session';
import { CONSOLE_PATHS } from '../console-paths';
import { ACCOUNTING_FILE_HELP, accountingDownloads, lastMonth, rangeHolds, rangeOf } from './accounting-files';
import { LoadError } from '../load-error';
import { BillingTab } from './billing-section';
import { SmallDayField } from '../console-fields';

interface ExportsLoad {
  /** The range asked for: the address's, or last month in the provider's calendar. */
  range: DayRange;
  summary: Settled<ConsoleAccountingSummary>;
}

/** What the range of the address holds; without one, last month's, which needs the provider's time zone first. */
export async function loader({ request }: LoaderFunctionArgs): Promise<ExportsLoad> {
  const caller = fromLoader(request);
  const asked = rangeOf(new URL(request.url).searchParams);
  if (asked) return { range: asked, summary: await settle(consoleAccountingSummary(asked, caller)) };
  const me = await settle(consoleMe(caller));
  if (!me.ok) return { range: lastMonth('UTC'), summary: me };
  const range = lastMonth(me.answer.time_zone);
  return { range, summary: await settle(consoleAccountingSummary(range, caller)) };
}

/** The range's two days; the server says what is wrong with a range (upside down, over a year). */
function RangeForm({ range, reading }: { range: DayRange; reading: boolean }) {
  const [, setParams] = useSearchParams();
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [missing, setMissing] = useState(false);
  // Back and forward change the address: the fields show the range of the page shown.
  useEffect(() => {
    setFrom(range.from);
    setTo(range.to);
  }, [range.from, range.to]);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setMissing(!from || !to);
    if (from && to) setParams({ from, to }, { preventScrollReset: true });
  };
  const fieldProblem = (value: string) => (missing && !value ? 'Choose a day.' : undefined);
  return (
    <Box
      component="form"
      noValidate
      aria-label="Range"
      onSubmit={submit}
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 2 }}
    >
      {(
        [
          ['From', from, setFrom],
          ['To', to, setTo],
        ] as const
      ).map(([label, value, set]) => (
        <SmallDayField
          key={label}
          label={label}
          required
          value={value}
          onChange={set}
          problem={fieldProblem(value)}
          sx={{ width: { xs: '100%', sm: 190 } }}
        />
      ))}
      <Button
        type="submit"
        variant="contained"
        aria-busy={reading}
        startIcon={reading ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
        sx={{ height: 40 }}
      >
        Show the files
      </Button>
    </Box>
  );
}

/** A card per kind of file: its download links, what it holds in the range and what it is for. */
function Downloads({ summary }: { summary: ConsoleAccountingSummary }) {
  return (
    <Box
      component="ul"
      aria-label="Files"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {accountingDownloads(summary).map((download) => (
        <Paper component="li" variant="outlined" key={download.file} sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 1 }}>
            {download.links.map((link) => (
              <Button
                key={link.href}
                href={link.href}
                download
                variant="outlined"
                size="small"
                startIcon={<DownloadOutlined />}
                sx={{ textAlign: 'left', justifyContent: 'flex-start' }}
              >
                {link.label}
              </Button>
            ))}
          </Box>
          <Typography sx={{ fontWeight: 600 }}>
            {download.holds}
            {download.empty && (
              <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
                : the file holds its heading only
              </Box>
            )}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {ACCOUNTING_FILE_HELP[download.file]}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}

/** The Exports tab of Billing (docs/console.md#exports): the accounting program's files of a range of days. */
function ExportsScreen() {
  const { range, summary } = useLoaderData<ExportsLoad>();
  const navigation = useNavigation();
  const reading = navigation.state === 'loading' && navigation.location.pathname === CONSOLE_PATHS.billingExports;
  return (
    <BillingTab
      id="billing-exports"
      title="Accounting exports"
      heading="Exports"
      intro="The invoices and credit notes issued, and the payments received, from one day to another (both included, at most a year), as files for the accounting program to import."
    >
      <RangeForm range={range} reading={reading} />
      {!summary.ok && (
        // A range the server refuses (400) is the form's to change: asking again would say the same.
        <LoadError error={summary.error} retryWhen={(status) => status !== 400} sx={{ mb: 2 }} />
      )}
      {summary.ok && (
        <>
          <Typography role="status" sx={{ mb: 2 }}>
            {rangeHolds(summary.answer)}
          </Typography>
          <Downloads summary={summary.answer} />
        </>
      )}
    </BillingTab>
  );
}

export const Component = ExportsScreen;
