import { Form, useLoaderData, useNavigation, type LoaderFunctionArgs } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ConsoleMeAnswer, ConsoleSpendReportAnswer } from '@portal/domain';
import { consoleTitle, useStaff } from '../console-session';
import { reportMe, spendReport, type SpendAsked } from './report-api';
import { SpendSections } from './spend-sections';
import { count, money } from './spend-format';

interface Loaded {
  asked: Partial<SpendAsked>;
  report: ConsoleSpendReportAnswer | null;
  problem: string | null;
}

/**
 * The report the address names (group, from, to), for the first group the staff member sees when
 * it names none. The console's layout has checked the session already (and sends a 401 to the login).
 */
export async function loader({ request }: LoaderFunctionArgs): Promise<Loaded> {
  const params = new URL(request.url).searchParams;
  try {
    const group = params.get('group') ?? (await reportMe()).groups[0]?.key;
    if (!group) return { asked: {}, report: null, problem: 'You do not work for any group yet.' };
    const report = await spendReport({ group, from: params.get('from') ?? '', to: params.get('to') ?? '' });
    return { asked: { group, from: report.from, to: report.to }, report, problem: null };
  } catch (error) {
    const asked = { group: params.get('group') ?? undefined, from: params.get('from') ?? '', to: params.get('to') ?? '' };
    return { asked, report: null, problem: error instanceof Error ? error.message : 'The report could not be loaded.' };
  }
}

function ReportForm({ me, asked, busy }: { me: ConsoleMeAnswer; asked: Partial<SpendAsked>; busy: boolean }) {
  return (
    <Paper
      component={Form}
      method="get"
      variant="outlined"
      sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}
      aria-label="Report settings"
    >
      <TextField
        select
        name="group"
        label="Group"
        size="small"
        defaultValue={asked.group ?? ''}
        key={asked.group}
        sx={{ minWidth: 240, flex: '1 1 240px' }}
      >
        {me.groups.map((g) => (
          <MenuItem key={g.key} value={g.key}>
            {g.title}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        type="month"
        name="from"
        label="From month"
        size="small"
        defaultValue={asked.from}
        key={`from-${asked.from}`}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        type="month"
        name="to"
        label="To month"
        size="small"
        defaultValue={asked.to}
        key={`to-${asked.to}`}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button type="submit" variant="contained" disabled={busy}>
        Show report
      </Button>
      <Typography variant="body2" sx={{ color: 'text.secondary', flexBasis: '100%' }}>
        Whole months in the provider&apos;s time zone, up to five years. Placed orders, paid or on account, without cancelled
        ones.
      </Typography>
    </Paper>
  );
}

/** The spend report of one group (docs/console.md#spend-report): four breakdowns, each a chart, a table and a CSV. */
function SpendReportScreen() {
  const me = useStaff();
  const { asked, report, problem } = useLoaderData<Loaded>();
  const busy = useNavigation().state === 'loading';
  return (
    <Box sx={{ maxWidth: 1400, mx: 'auto' }}>
      <title>{consoleTitle('Spend report')}</title>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Spend report
      </Typography>
      <ReportForm me={me} asked={asked} busy={busy} />
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      {report && (
        <>
          <Typography variant="h5" component="p" sx={{ mb: 3 }} aria-live="polite">
            {report.group.title}: <strong>{money(report.total_cents)}</strong> over {count(report.orders)} orders, {report.from}{' '}
            to {report.to}
          </Typography>
          <SpendSections report={report} asked={{ group: report.group.key, from: report.from, to: report.to }} />
        </>
      )}
    </Box>
  );
}

export const Component = SpendReportScreen;
