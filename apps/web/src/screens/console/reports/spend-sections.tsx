import type { ReactNode } from 'react';
import { BarChart } from '@mui/x-charts/BarChart';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import type { ConsoleSpendReportAnswer, SpendTable } from '@portal/domain';
import { count, money } from '../console-format';
import { spendCsvHref, type SpendAsked } from '../api/reports';
import { barNames, CHART_BARS, dollars, HorizontalBars, moneyAxisConfig, spendSeries } from './spend-charts';
import { formatMonth } from './spend-format';
import { FiguresTable, type Column } from './spend-table';

type Report = ConsoleSpendReportAnswer;

/** What every breakdown is drawn from: the report, what was asked, and how a row names its group. */
interface BreakdownProps {
  report: Report;
  asked: SpendAsked;
  /** Summed over several groups: the store and PO rows name their group. */
  several: boolean;
  titleOf: (groupKey: string) => string;
}

/** The group column of a breakdown summed over several groups, none for one group. */
const groupColumn = ({ several, titleOf }: BreakdownProps): Column<{ group_key: string }>[] =>
  several ? [{ label: 'Group', value: (r) => titleOf(r.group_key) }] : [];

const SPEND: Column<{ total_cents: number }> = { label: 'Spend', value: (r) => money(r.total_cents), numeric: true };

/** The columns a breakdown ends with: how many orders, and the spend. */
const ORDERS_AND_SPEND: Column<{ orders: number; total_cents: number }>[] = [
  { label: 'Orders', value: (r) => count(r.orders), numeric: true },
  SPEND,
];

type Apart = Pick<Report, 'goods_cents' | 'freight_cents' | 'tax_cents' | 'total_cents'>;

/** The columns a breakdown of orders ends with: how many, their goods, freight and tax apart, and the spend. */
const ORDERS_APART_AND_SPEND: Column<{ orders: number } & Apart>[] = [
  ORDERS_AND_SPEND[0]!,
  { label: 'Goods', value: (r) => money(r.goods_cents), numeric: true },
  { label: 'Freight', value: (r) => money(r.freight_cents), numeric: true },
  { label: 'Tax', value: (r) => money(r.tax_cents), numeric: true },
  SPEND,
];

/** The table's last row for a breakdown that adds up to the whole report. */
const totalRow = (report: Report) => [
  'Total',
  count(report.orders),
  ...[report.goods_cents, report.freight_cents, report.tax_cents, report.total_cents].map(money),
];

/** One breakdown: its title and CSV download, its chart and, beside it, the same figures as a table. */
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

/** Spend month by month, with the whole period's total. */
function ByMonth({ report, asked }: BreakdownProps) {
  return (
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
        columns={[{ label: 'Month', value: (r) => formatMonth(r.month) }, ...ORDERS_APART_AND_SPEND]}
        rows={report.by_month}
        footer={totalRow(report)}
      />
    </Section>
  );
}

/** Spend of each group, when the report sums several. */
function ByGroup({ report, asked }: BreakdownProps) {
  const groups = report.by_group.slice(0, CHART_BARS);
  return (
    <Section
      title="Spend by group"
      table="group"
      asked={asked}
      chart={<HorizontalBars names={groups.map((g) => g.title)} cents={groups.map((g) => g.total_cents)} nameWidth={170} />}
    >
      <FiguresTable
        caption="Spend by group"
        columns={[{ label: 'Group', value: (r) => r.title }, ...ORDERS_APART_AND_SPEND]}
        rows={report.by_group}
        footer={totalRow(report)}
      />
    </Section>
  );
}

const storeName = (r: Report['by_store'][number]) => r.store_name ?? (r.store_code || 'No store');

/** Spend of each store. */
function ByStore(props: BreakdownProps) {
  const { report, asked, titleOf } = props;
  const stores = report.by_store.slice(0, CHART_BARS);
  return (
    <Section
      title="Spend by store"
      table="store"
      asked={asked}
      chart={
        <HorizontalBars names={barNames(stores, storeName, titleOf)} cents={stores.map((s) => s.total_cents)} nameWidth={150} />
      }
    >
      <FiguresTable
        caption="Spend by store"
        columns={[{ label: 'Store', value: storeName }, ...groupColumn(props), ...ORDERS_APART_AND_SPEND]}
        rows={report.by_store}
      />
    </Section>
  );
}

/** Spend and units of each category of item. */
function ByCategory({ report, asked }: BreakdownProps) {
  const categories = report.by_category.slice(0, CHART_BARS);
  return (
    <Section
      title="Spend by category"
      table="category"
      asked={asked}
      chart={
        <HorizontalBars names={categories.map((c) => c.label)} cents={categories.map((c) => c.total_cents)} nameWidth={130} />
      }
    >
      <FiguresTable
        caption="Spend by category"
        columns={[
          { label: 'Category', value: (r) => r.label },
          { label: 'Units', value: (r) => count(r.units), numeric: true },
          SPEND,
        ]}
        rows={report.by_category}
      />
    </Section>
  );
}

/** Spend of the largest POs; the CSV has every one, the table says how many there are. */
function ByPo(props: BreakdownProps) {
  const { report, asked, several, titleOf } = props;
  const pos = report.by_po.filter((p) => p.po !== null).slice(0, 10);
  return (
    <Section
      title="Spend by PO"
      table="po"
      asked={asked}
      chart={
        pos.length > 0 ? (
          <HorizontalBars
            names={barNames(pos, (p) => p.po ?? '', titleOf)}
            cents={pos.map((p) => p.total_cents)}
            nameWidth={110}
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
        columns={[{ label: 'PO', value: (r) => r.po ?? 'No PO' }, ...groupColumn(props), ...ORDERS_AND_SPEND]}
        rows={report.by_po}
        footer={
          report.other_pos_cents > 0 ? ['Other POs', ...(several ? [''] : []), '', money(report.other_pos_cents)] : undefined
        }
      />
    </Section>
  );
}

/**
 * The report's breakdowns, each a chart with its table beside it and its CSV download. Summed over
 * several groups it adds a breakdown by group, and the store and PO tables name each row's group.
 */
export function SpendSections({ report, asked }: { report: Report; asked: SpendAsked }) {
  const titles = new Map(report.groups.map((g) => [g.key, g.title]));
  const props: BreakdownProps = { report, asked, several: report.group === null, titleOf: (key) => titles.get(key) ?? key };
  return (
    <>
      <ByMonth {...props} />
      {props.several && <ByGroup {...props} />}
      <ByStore {...props} />
      <ByCategory {...props} />
      <ByPo {...props} />
    </>
  );
}
