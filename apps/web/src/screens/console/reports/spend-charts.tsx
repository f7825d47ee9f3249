import { BarChart } from '@mui/x-charts/BarChart';
import { money } from '../console-format';
import { moneyAxis } from './money-axis';

/** Bars a chart draws at most; the table beside it has every row. */
export const CHART_BARS = 12;

export const dollars = (cents: number) => cents / 100;

/**
 * A chart's money axis in dollars: round ticks from $0 past the largest bar, each labelled apart
 * from the others (money-axis.ts); anywhere else than a tick, the amount in full.
 */
export function moneyAxisConfig(cents: readonly number[]) {
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
export const spendSeries = (data: number[]) => [
  { data, label: 'Spend', valueFormatter: (v: number | null) => money(Math.round((v ?? 0) * 100)) },
];

/**
 * A chart's bar names: a band axis draws one bar per distinct name, so a name two groups share
 * ('No store', a PO) gets its group's title after it.
 */
export function barNames<R extends { group_key: string }>(
  rows: readonly R[],
  name: (row: R) => string,
  titleOf: (key: string) => string,
) {
  const names = rows.map(name);
  return rows.map((row, i) =>
    names.indexOf(names[i]!) === names.lastIndexOf(names[i]!) ? names[i]! : `${names[i]!} (${titleOf(row.group_key)})`,
  );
}

/** Spend across named bars, largest first, one bar a row: stores, groups, categories, POs. */
export function HorizontalBars({ names, cents, nameWidth }: { names: string[]; cents: number[]; nameWidth: number }) {
  return (
    <BarChart
      height={Math.max(220, names.length * 32 + 60)}
      hideLegend
      layout="horizontal"
      yAxis={[{ scaleType: 'band', data: names, width: nameWidth }]}
      xAxis={[moneyAxisConfig(cents)]}
      series={spendSeries(cents.map(dollars))}
    />
  );
}
