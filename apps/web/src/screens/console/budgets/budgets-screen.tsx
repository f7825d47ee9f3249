import { useState } from 'react';
import { Form, Link as RouterLink, useLoaderData, useNavigation, type LoaderFunctionArgs } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { calendarMonthWords, type BudgetRow, type ConsoleBudgetsAnswer, type ConsoleMeAnswer } from '@portal/domain';
import { ApiError } from '../../../core/api/api-client';
import { budgetsCsvHref, consoleBudgets, type BudgetsAsked } from '../api/budgets';
import { fromLoader } from '../api/request';
import { consoleMe } from '../api/session';
import { CONSOLE_PATHS } from '../console-paths';
import { consoleTitle } from '../console-session';
import { amountCell, Cards, ConsoleTable, Empty, Facts, usePhone } from '../console-table';
import { count, money, NONE } from '../console-format';
import { LoadError, unlessRefused } from '../load-error';

interface Loaded {
  asked: BudgetsAsked;
  /** The groups the staff member may choose from, by title. */
  choices: ConsoleMeAnswer['groups'];
  answer: ConsoleBudgetsAnswer | null;
  problem: { status: number; message: string } | null;
}

/** The budgets the address names (group, month): a group the staff member does not see, or none, is their first. */
export async function loader({ request }: LoaderFunctionArgs): Promise<Loaded> {
  const params = new URL(request.url).searchParams;
  const caller = fromLoader(request);
  const month = params.get('month') ?? '';
  const me = await consoleMe(caller);
  const named = params.get('group');
  const group = me.groups.find((g) => g.key === named)?.key ?? me.groups[0]?.key ?? '';
  const asked = { group, month };
  if (!group) return { asked, choices: [], answer: null, problem: null };
  try {
    const answer = await consoleBudgets(asked, caller);
    return { asked: { group, month: answer.month }, choices: me.groups, answer, problem: null };
  } catch (error) {
    // A 401 is the login's redirect, which goes on.
    if (!(error instanceof ApiError)) throw error;
    return { asked, choices: me.groups, answer: null, problem: { status: error.status, message: error.message } };
  }
}

/** The group and month asked, sent as the address's parameters. */
function BudgetsForm({ choices, asked, busy }: Pick<Loaded, 'choices' | 'asked'> & { busy: boolean }) {
  const [group, setGroup] = useState(asked.group);
  return (
    <Paper
      component={Form}
      method="get"
      variant="outlined"
      sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 3 }}
      aria-label="Which budgets"
    >
      <TextField
        select
        name="group"
        label="Group"
        size="small"
        value={group}
        onChange={(event) => setGroup(event.target.value)}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 240, flex: '1 1 240px' }}
      >
        {choices.map((g) => (
          <option key={g.key} value={g.key}>
            {g.title}
          </option>
        ))}
      </TextField>
      <TextField
        key={asked.month}
        type="month"
        name="month"
        label="Month"
        size="small"
        defaultValue={asked.month}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <Button type="submit" variant="contained" disabled={busy}>
        Show budgets
      </Button>
      <Typography variant="body2" sx={{ color: 'text.secondary', flexBasis: '100%' }}>
        Calendar months in the provider&apos;s time zone. Spent: placed orders that count, paid or on account, not cancelled.
        Waiting: orders waiting for approval, held against the budget until decided.
      </Typography>
    </Paper>
  );
}

/** A store past its budget: what is left is below zero, said in red as well as by its sign. */
const OVER = { color: 'error.main', fontWeight: 600 } as const;
const budgetText = (cents: number | null) => (cents === null ? 'No budget' : money(cents));
const leftText = (cents: number | null) => (cents === null ? NONE : money(cents));

/** The month's rows summed: each column over the rows that have a figure in it (a budget, what is left). */
function totals(rows: readonly BudgetRow[]) {
  const sum = (pick: (row: BudgetRow) => number | null) => rows.reduce((total, row) => total + (pick(row) ?? 0), 0);
  const budgeted = rows.some((row) => row.budget_cents !== null);
  return {
    budget: budgeted ? sum((r) => r.budget_cents) : null,
    spent: sum((r) => r.spent_cents),
    committed: sum((r) => r.committed_cents),
    left: budgeted ? sum((r) => r.left_cents) : null,
    orders: sum((r) => r.orders),
  };
}

const footerCell = { color: 'text.primary', fontSize: '0.875rem', fontWeight: 700, borderBottom: 0 } as const;

/** The table's last row: the stores added up. */
function TotalsRow({ rows }: { rows: readonly BudgetRow[] }) {
  const sum = totals(rows);
  const figure = (text: string, over = false) => (
    <TableCell align="right" sx={{ ...footerCell, ...amountCell, ...(over ? OVER : {}) }}>
      {text}
    </TableCell>
  );
  return (
    <TableFooter sx={{ bgcolor: 'grey.50' }}>
      <TableRow>
        <TableCell component="th" scope="row" sx={footerCell}>
          Total
        </TableCell>
        {figure(sum.budget === null ? NONE : money(sum.budget))}
        {figure(money(sum.spent))}
        {figure(money(sum.committed))}
        {figure(leftText(sum.left), sum.left !== null && sum.left < 0)}
        {figure(count(sum.orders))}
      </TableRow>
    </TableFooter>
  );
}

/** The month's stores: budget, spent, waiting, left and orders; a card each on a phone. */
function BudgetTable({ answer }: { answer: ConsoleBudgetsAnswer }) {
  const phone = usePhone();
  const label = `Budgets of ${answer.group.title}, ${calendarMonthWords(answer.month)}`;
  const over = (row: BudgetRow) => row.left_cents !== null && row.left_cents < 0;
  if (phone)
    return (
      <Cards label={label} rows={answer.rows} rowKey={(row) => row.store_code || 'no-store'}>
        {(row) => (
          <>
            <Typography sx={{ fontWeight: 600, mb: 0.5 }}>
              {row.store_name}
              {row.store_code && ` (${row.store_code})`}
            </Typography>
            <Facts
              items={[
                ['Budget', budgetText(row.budget_cents)],
                ['Spent', money(row.spent_cents)],
                ['Waiting for approval', money(row.committed_cents)],
                [
                  'Left',
                  <Box component="span" sx={over(row) ? OVER : undefined}>
                    {leftText(row.left_cents)}
                  </Box>,
                ],
                ['Orders', count(row.orders)],
              ]}
            />
          </>
        )}
      </Cards>
    );
  return (
    <ConsoleTable
      label={label}
      rows={answer.rows}
      rowKey={(row) => row.store_code || 'no-store'}
      minWidth={760}
      columns={[
        {
          header: 'Store',
          rowHeader: true,
          cell: (row) => (row.store_code ? `${row.store_name} (${row.store_code})` : row.store_name),
        },
        { header: 'Budget', kind: 'money', cell: (row) => budgetText(row.budget_cents) },
        { header: 'Spent', kind: 'money', cell: (row) => money(row.spent_cents) },
        { header: 'Waiting for approval', kind: 'money', cell: (row) => money(row.committed_cents) },
        {
          header: 'Left',
          kind: 'money',
          cell: (row) => (
            <Box component="span" sx={over(row) ? OVER : undefined}>
              {leftText(row.left_cents)}
            </Box>
          ),
        },
        { header: 'Orders', kind: 'money', cell: (row) => count(row.orders) },
      ]}
      footer={<TotalsRow rows={answer.rows} />}
    />
  );
}

/** What the page says of the month: its rows and CSV, or why there is nothing to show. */
function MonthOf({ answer, asked }: { answer: ConsoleBudgetsAnswer; asked: BudgetsAsked }) {
  const month = calendarMonthWords(answer.month);
  return (
    <>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, mb: 2 }}>
        <Typography variant="h5" component="h2" aria-live="polite">
          {answer.group.title}, {month}
        </Typography>
        {answer.rows.length > 0 && (
          <Button component="a" href={budgetsCsvHref(asked)} download startIcon={<DownloadOutlined />}>
            Download CSV
          </Button>
        )}
      </Box>
      {!answer.has_rules && (
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          {answer.group.title} has no spending rules: its orders count against no budget.{' '}
          <Link component={RouterLink} to={CONSOLE_PATHS.catalogueSettings(answer.group.key)}>
            Set them in its settings
          </Link>
          .
        </Alert>
      )}
      {answer.rows.length === 0 ? (
        <Empty>No store has a budget, and no order counted, in {month}.</Empty>
      ) : (
        <BudgetTable answer={answer} />
      )}
    </>
  );
}

/** A group's budgets by store for a month (docs/approvals.md#budgets), with its CSV. */
function BudgetsScreen() {
  const { asked, choices, answer, problem } = useLoaderData<Loaded>();
  const busy = useNavigation().state === 'loading';
  return (
    <Box sx={{ maxWidth: 1200, mx: 'auto' }}>
      <title>{consoleTitle('Budgets')}</title>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>
        Budgets
      </Typography>
      {choices.length === 0 && !problem && <Empty>You do not work for any group yet.</Empty>}
      {choices.length > 0 && <BudgetsForm key={asked.group} choices={choices} asked={asked} busy={busy} />}
      {problem && <LoadError error={problem} retryWhen={unlessRefused} sx={{ mb: 2 }} />}
      {answer && <MonthOf answer={answer} asked={asked} />}
    </Box>
  );
}

export const Component = BudgetsScreen;
