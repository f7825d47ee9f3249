import type { ReactNode } from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import type { ConsoleSpendReportAnswer, SpendTable } from '@portal/domain';
import { spendCsvHref, type SpendAsked } from './report-api';
import { moneyAxis } from './money-axis';
import { count, money } from '../console-format';
import { formatMonth } from './spend-format';

/** Bars a chart draws at most; the table beside it has every row. */
const CHART_BARS = 12;

interface Column<R> {
  label: string;
  value: (row: R) => string;
  numeric?: boolean;
}

/** A table of one breakdown: the chart's figures, readable by everyone (a caption, headers, numbers aligned). */
function FiguresTable<R>({
  caption,
  columns,
  rows,
  footer,
}: {
  caption: string;
  columns: Column<R>[];
  rows: R[];
  footer?: string[];
}) {
  return (
    // It scrolls: keyboard users reach it with Tab and scroll it with the arrow keys.
    <TableContainer sx={{ maxHeight: 420 }} tabIndex={0} role="region" aria-label={`${caption}, table`}>
      <Table size="small" stickyHeader>
        <caption style={{ captionSide: 'top', textAlign: 'left', padding: '0 0 8px' }}>{caption}</caption>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.label} align={c.numeric ? 'right' : 'left'} scope="col">
                {c.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={index}>
              {columns.map((c, i) =>
                i === 0 ? (
                  <TableCell key={c.label} component="th" scope="row">
                    {c.value(row)}
                  </TableCell>
                ) : (
                  <TableCell key={c.label} align={c.numeric ? 'right' : 'left'}>
                    {c.value(row)}
                  </TableCell>
                ),
              )}
            </TableRow>
          ))}
          {footer && (
            <TableRow>
              {footer.map((text, i) => (
                <TableCell key={i} align={i === 0 ? 'left' : 'right'} sx={{ fontWeight: 700 }}>
                  {text}
                </TableCell>
              ))}
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function Section({
  title,
  table,
  asked,
  chart,
  children,
}: {
  title: string;
  table: SpendTable;
  asked: SpendAsked;
  chart: ReactNode;
  children: ReactNode;
}) {
  const id = `spend-by-${table}`;
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 1.5, sm: 2 }, mb: 3 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id={id} variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {title}
        </Typography>
        <Button
          href={spendCsvHref(asked, table)}
          download
          size="small"
          variant="outlined"
          startIcon={<DownloadOutlined />}
          aria-label={`Download ${title.toLowerCase()} as CSV`}
        >
          Download CSV
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 3fr) minmax(0, 2fr)' }, gap: 2 }}>
        <Box role="img" aria-label={`${title}, chart; the same figures are in the table`} sx={{ minWidth: 0 }}>
          {chart}
        </Box>
        <Box sx={{ minWidth: 0 }}>{children}</Box>
      </Box>
    </Paper>
  );
}

const dollars = (cents: number) => cents / 100;

/**
 * A chart's money axis in dollars: round ticks from $0 past the largest bar, each labelled apart
 * from the others (money-axis.ts); anywhere else than a tick, the amount in full.
 */
function moneyAxisConfig(cents: readonly number[]) {
  const axis = moneyAxis(Math.max(0, ...cents));
  const labels = new Map(axis.ticks.map((t, i) => [t, axis.labels[i]!]));
  return {
    min: 0,
    max: dollars(axis.max),
    tickInterval: axis.ticks.map(dollars),
    valueFormatter: (v: number, context: { location: string }) => {
      const cents = Math.round(v * 100);
      return (context.location === 'tick' ? labels.get(cents) : undefined) ?? money(cents);
    },
  };
}
const spendSeries = (data: number[]) => [
  { data, label: 'Spend', valueFormatter: (v: number | null) => money(Math.round((v ?? 0) * 100)) },
];

/**
 * A chart's bar names: a band axis draws one bar per distinct name, so a name two groups share
 * ('No store', a PO) gets its group's title after it.
 */
function barNames<R extends { group_key: string }>(
  rows: readonly R[],
  name: (row: R) => string,
  titleOf: (key: string) => string,
) {
  const names = rows.map(name);
  return rows.map((row, i) =>
    names.indexOf(names[i]!) === names.lastIndexOf(names[i]!) ? names[i]! : `${names[i]!} (${titleOf(row.group_key)})`,
  );
}

/**
 * The report's breakdowns, each a chart with its table beside it and its CSV download. Summed over
 * several groups it adds a breakdown by group, and the store and PO tables name each row's group.
 */
export function SpendSections({ report, asked }: { report: ConsoleSpendReportAnswer; asked: SpendAsked }) {
  const several = report.group === null;
  const titles = new Map(report.groups.map((g) => [g.key, g.title]));
  const titleOf = (key: string) => titles.get(key) ?? key;
  const groupColumn = several ? [{ label: 'Group', value: (r: { group_key: string }) => titleOf(r.group_key) }] : [];
  const groups = report.by_group.slice(0, CHART_BARS);
  const stores = report.by_store.slice(0, CHART_BARS);
  const storeName = (r: ConsoleSpendReportAnswer['by_store'][number]) => r.store_name ?? (r.store_code || 'No store');
  const categories = report.by_category.slice(0, CHART_BARS);
  const pos = report.by_po.filter((p) => p.po !== null).slice(0, 10);
  return (
    <>
      <Section
        title="Spend by month"
        table="month"
        asked={asked}
        chart={
          <BarChart
            height={300}
            hideLegend
            xAxis={[{ scaleType: 'band', data: report.by_month.map((m) => formatMonth(m.month)) }]}
            yAxis={[{ ...moneyAxisConfig(report.by_month.map((m) => m.total_cents)), width: 56 }]}
            series={spendSeries(report.by_month.map((m) => dollars(m.total_cents)))}
          />
        }
      >
        <FiguresTable
          caption="Spend by month"
          columns={[
            { label: 'Month', value: (r) => formatMonth(r.month) },
            { label: 'Orders', value: (r) => count(r.orders), numeric: true },
            { label: 'Spend', value: (r) => money(r.total_cents), numeric: true },
          ]}
          rows={report.by_month}
          footer={['Total', count(report.orders), money(report.total_cents)]}
        />
      </Section>
      {several && (
        <Section
          title="Spend by group"
          table="group"
          asked={asked}
          chart={
            <BarChart
              height={Math.max(220, groups.length * 32 + 60)}
              hideLegend
              layout="horizontal"
              yAxis={[{ scaleType: 'band', data: groups.map((g) => g.title), width: 170 }]}
              xAxis={[moneyAxisConfig(groups.map((g) => g.total_cents))]}
              series={spendSeries(groups.map((g) => dollars(g.total_cents)))}
            />
          }
        >
          <FiguresTable
            caption="Spend by group"
            columns={[
              { label: 'Group', value: (r) => r.title },
              { label: 'Orders', value: (r) => count(r.orders), numeric: true },
              { label: 'Spend', value: (r) => money(r.total_cents), numeric: true },
            ]}
            rows={report.by_group}
            footer={['Total', count(report.orders), money(report.total_cents)]}
          />
        </Section>
      )}
      <Section
        title="Spend by store"
        table="store"
        asked={asked}
        chart={
          <BarChart
            height={Math.max(220, stores.length * 32 + 60)}
            hideLegend
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: barNames(stores, storeName, titleOf), width: 150 }]}
            xAxis={[moneyAxisConfig(stores.map((s) => s.total_cents))]}
            series={spendSeries(stores.map((s) => dollars(s.total_cents)))}
          />
        }
      >
        <FiguresTable
          caption="Spend by store"
          columns={[
            { label: 'Store', value: storeName },
            ...groupColumn,
            { label: 'Orders', value: (r) => count(r.orders), numeric: true },
            { label: 'Spend', value: (r) => money(r.total_cents), numeric: true },
          ]}
          rows={report.by_store}
        />
      </Section>
      <Section
        title="Spend by category"
        table="category"
        asked={asked}
        chart={
          <BarChart
            height={Math.max(220, categories.length * 32 + 60)}
            hideLegend
            layout="horizontal"
            yAxis={[{ scaleType: 'band', data: categories.map((c) => c.label), width: 130 }]}
            xAxis={[moneyAxisConfig(categories.map((c) => c.total_cents))]}
            series={spendSeries(categories.map((c) => dollars(c.total_cents)))}
          />
        }
      >
        <FiguresTable
          caption="Spend by category"
          columns={[
            { label: 'Category', value: (r) => r.label },
            { label: 'Units', value: (r) => count(r.units), numeric: true },
            { label: 'Spend', value: (r) => money(r.total_cents), numeric: true },
          ]}
          rows={report.by_category}
        />
      </Section>
      <Section
        title="Spend by PO"
        table="po"
        asked={asked}
        chart={
          pos.length > 0 ? (
            <BarChart
              height={Math.max(220, pos.length * 32 + 60)}
              hideLegend
              layout="horizontal"
              yAxis={[{ scaleType: 'band', data: barNames(pos, (p) => p.po ?? '', titleOf), width: 110 }]}
              xAxis={[moneyAxisConfig(pos.map((p) => p.total_cents))]}
              series={spendSeries(pos.map((p) => dollars(p.total_cents)))}
            />
          ) : (
            <Typography sx={{ color: 'text.secondary' }}>No line has a PO in these months.</Typography>
          )
        }
      >
        <FiguresTable
          caption={
            report.po_count > report.by_po.filter((p) => p.po !== null).length
              ? `The ${report.by_po.length} largest of ${count(report.po_count)} POs; the CSV has every one`
              : 'Spend by PO'
          }
          columns={[
            { label: 'PO', value: (r) => r.po ?? 'No PO' },
            ...groupColumn,
            { label: 'Orders', value: (r) => count(r.orders), numeric: true },
            { label: 'Spend', value: (r) => money(r.total_cents), numeric: true },
          ]}
          rows={report.by_po}
          footer={
            report.other_pos_cents > 0 ? ['Other POs', ...(several ? [''] : []), '', money(report.other_pos_cents)] : undefined
          }
        />
      </Section>
    </>
  );
}
