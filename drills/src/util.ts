export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls `check` until it holds; false when `timeoutMs` passed first. */
export async function until(check: () => Promise<boolean> | boolean, timeoutMs: number, everyMs = 100): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return true;
    if (Date.now() > deadline) return false;
    await sleep(everyMs);
  }
}

export const range = (n: number) => Array.from({ length: n }, (_, i) => i);

export function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

/** '3 × 201 + 1 × 503': how often each key occurs. */
export const tally = <T>(items: readonly T[], key: (item: T) => string): string =>
  [...countBy(items, key)].map(([value, n]) => `${n} × ${value}`).join(' + ');

export const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = (error as { cause?: unknown }).cause;
  const code = (cause as { code?: unknown } | undefined)?.code;
  return code ? `${error.message} (${String(code)})` : error.message;
}
