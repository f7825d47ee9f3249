import { useState } from 'react';
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
import { ApiError } from '../../../core/api/api-client';
import { fromLoader } from '../api/request';
import { consoleMe } from '../api/session';
import { spendReport, type SpendAsked } from '../api/reports';
import { allGroupsLabel, chooseGroup } from './report-choice';
import { SpendSections } from './spend-sections';
import { count, money } from '../console-format';

interface Loaded {
  asked: SpendAsked;
  /** The groups the staff member may choose from, by title. */
  choices: ConsoleMeAnswer['groups'];
  report: ConsoleSpendReportAnswer | null;
  /** Why the report shows another group than the address named. */
  notice: string | null;
  problem: string | null;
}

/** The report the address names (group, from, to); a refusal is shown on the page, a 401 goes to the login. */
export async function loader({ request }: LoaderFunctionArgs): Promise<Loaded> {
  const params = new URL(request.url).searchParams;
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  let choices: ConsoleMeAnswer['groups'] = [];
  let asked: SpendAsked = { group: params.get('group') || null, from, to };
  let notice: string | null = null;
  const caller = fromLoader(request);
  try {
    const me = await consoleMe(caller);
    choices = me.groups;
    if (choices.length === 0) return { asked, choices, report: null, notice, problem: 'You do not work for any group yet.' };
    const chosen = chooseGroup(me, params.get('group') || null);
    notice = chosen.notice;
    asked = { ...asked, group: chosen.group };
    const report = await spendReport(asked, caller);
    return { asked: { group: chosen.group, from: report.from, to: report.to }, choices, report, notice, problem: null };
  } catch (error) {
    // A 401 is the login's redirect, which goes on.
    if (!(error instanceof ApiError)) throw error;
    return {
      asked,
      choices,
      report: null,
      notice,
      problem: error.message,
    };
  }
}

/** A month of the report's form, sent with it as the address's parameter `name`. */
function MonthField({ name, label, asked }: { name: 'from' | 'to'; label: string; asked: string }) {
  return (
    <TextField
      type="month"
      name={name}
      label={label}
      size="small"
      defaultValue={asked}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}

function ReportForm({
  me,
  choices,
  asked,
  busy,
}: {
  me: ConsoleMeAnswer;
  choices: ConsoleMeAnswer['groups'];
  asked: SpendAsked;
  busy: boolean;
}) {
  // Keyed by the group shown, so a new report starts the choice again from it.
  const [group, setGroup] = useState(asked.group ?? '');
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
        // All groups is the address without a group, not an empty one.
        name={group ? 'group' : undefined}
        label="Group"
        size="small"
        value={group}
        onChange={(event) => setGroup(event.target.value)}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 240, flex: '1 1 240px' }}
      >
        {choices.length > 1 && <MenuItem value="">{allGroupsLabel(me)}</MenuItem>}
        {choices.map((g) => (
          <MenuItem key={g.key} value={g.key}>
            {g.title}
          </MenuItem>
        ))}
      </TextField>
      {/* Keyed by the month asked, so a new report starts each field from it. */}
      <MonthField key={`from-${asked.from}`} name="from" label="From month" asked={asked.from} />
      <MonthField key={`to-${asked.to}`} name="to" label="To month" asked={asked.to} />
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

/**
 * The spend report of one group or of all the staff member's groups (docs/console.md#spend-report):
 * its breakdowns, each a chart, a table and a CSV.
 */
function SpendReportScreen() {
  const me = useStaff();
  const { asked, choices, report, notice, problem } = useLoaderData<Loaded>();
  const busy = useNavigation().state === 'loading';
  return (
    <Box sx={{ maxWidth: 1400, mx: 'auto' }}>
      <title>{consoleTitle('Spend report')}</title>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Spend report
      </Typography>
      <ReportForm key={asked.group ?? ''} me={me} choices={choices} asked={asked} busy={busy} />
      {notice && (
        <Alert severity="info" role="status" sx={{ mb: 2 }}>
          {notice}
        </Alert>
      )}
      {problem && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {problem}
        </Alert>
      )}
      {report && (
        <>
          <Typography variant="h5" component="p" sx={{ mb: 3 }} aria-live="polite">
            {report.group?.title ?? allGroupsLabel(me)}: <strong>{money(report.total_cents)}</strong> over {count(report.orders)}{' '}
            orders, {report.from} to {report.to}
          </Typography>
          <Typography variant="body1" sx={{ mt: -2, mb: 3 }}>
            Goods {money(report.goods_cents)}, freight {money(report.freight_cents)}, sales tax {money(report.tax_cents)}.
          </Typography>
          <SpendSections report={report} asked={{ group: report.group?.key ?? null, from: report.from, to: report.to }} />
        </>
      )}
    </Box>
  );
}

export const Component = SpendReportScreen;
