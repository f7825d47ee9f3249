// Prices a 60-line cart from the largest group's catalogue again and again: the work
// create-order repeats for every order. Prints the median of 5 runs of 1 s each.
import { priceCart, type CartLine } from '@portal/domain';
import { loadTenants } from '@portal/tenants/server';
import { recordResult } from './support/results';

const registry = loadTenants();
const [key, tenant] = [...registry.groups].sort((a, b) => b[1].catalogue.length - a[1].catalogue.length)[0]!;
const catalogue = new Map(tenant.catalogue.map((item) => [item.code, item]));
const items = tenant.catalogue.filter((item) => !item.restricted);
const lines: CartLine[] = Array.from({ length: 60 }, (_, i) => {
  const item = items[(i * 7) % items.length]!;
  const sizes = Object.keys(item.sizes);
  return {
    type: item.type,
    name: item.name,
    price: 0,
    quantity: 12 + i,
    size: sizes[i % sizes.length]!,
    color: item.colors[i % item.colors.length]!,
    code: item.code,
    placement: 'Left Chest',
    embroidery: '',
  };
});

const runs: number[] = [];
for (let run = 0; run < 5; run += 1) {
  let calls = 0;
  const end = performance.now() + 1000;
  while (performance.now() < end) {
    for (let i = 0; i < 100; i += 1) priceCart(lines, catalogue);
    calls += 100;
  }
  runs.push(calls);
}
runs.sort((a, b) => a - b);
const median = runs[2]!;
recordResult({
  benchmark: 'pricing',
  measure: `priceCart, ${lines.length}-line cart`,
  figure: `${median.toLocaleString('en-US')} carts/s (${(1e6 / median).toFixed(0)} µs each)`,
  target: '',
  met: null,
});
console.log('| benchmark | group | lines | carts/s (median of 5) | µs per cart |');
console.log('| --- | --- | --- | --- | --- |');
console.log(
  `| priceCart | ${key} (${tenant.catalogue.length} items) | ${lines.length} | ${median.toLocaleString('en-US')} | ${(1e6 / median).toFixed(1)} |`,
);
