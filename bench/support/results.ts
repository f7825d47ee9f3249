// Each benchmark records its figures against their targets here; run-all.ts prints them together.
import { appendFileSync } from 'node:fs';

export interface TargetResult {
  benchmark: string;
  measure: string;
  figure: string;
  target: string;
  met: boolean | null;
}

export function recordResult(result: TargetResult): void {
  const file = process.env.BENCH_RESULTS_FILE;
  if (file) appendFileSync(file, `${JSON.stringify(result)}\n`);
}
