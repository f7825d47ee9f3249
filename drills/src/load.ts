import { post, type Exchange } from './http';
import { sleep } from './util';

/** One create-order request of a load run: its key and body are kept, so it can be retried as it was. */
export interface LoadRequest {
  key: string;
  body: unknown;
  answers: Exchange[];
}

export interface LoadRun {
  requests: LoadRequest[];
  /** Sends `count` more requests at once, beside the workers; resolves when all are answered or failed. */
  burst(count: number): Promise<void>;
  /** Stops the workers after their request in flight and waits for them. */
  stop(): Promise<void>;
}

/**
 * `workers` clients each posting orders on account one after another, each with its own
 * Idempotency-Key, until stopped. `target()` names the server to post to at that moment.
 */
export function startLoad(options: {
  workers: number;
  target: () => string;
  body: (n: number) => unknown;
  keyPrefix: string;
  timeoutMs?: number;
  /** Pause after each answer, and after a failure (5xx or no answer). */
  pauseMs?: number;
  failurePauseMs?: number;
}): LoadRun {
  const requests: LoadRequest[] = [];
  let stopped = false;
  let n = 0;
  const send = async () => {
    const i = n++;
    const request: LoadRequest = {
      key: `${options.keyPrefix}-${String(i).padStart(6, '0')}`,
      body: options.body(i),
      answers: [],
    };
    requests.push(request);
    const answer = await post(
      `${options.target()}/v1/create-order`,
      request.body,
      { 'idempotency-key': request.key },
      options.timeoutMs,
    );
    request.answers.push(answer);
    return answer;
  };
  const worker = async () => {
    while (!stopped) {
      const answer = await send();
      // A refused connection comes back at once: do not spin.
      const failed = answer.status === null || answer.status >= 500;
      await sleep(failed ? (options.failurePauseMs ?? 50) : (options.pauseMs ?? 0));
    }
  };
  const running = Promise.all(Array.from({ length: options.workers }, worker));
  return {
    requests,
    async burst(count) {
      await Promise.all(Array.from({ length: count }, send));
    },
    async stop() {
      stopped = true;
      await running;
    },
  };
}

/** Sends a request again with its own key and body until it gets 200 or 201, or `attempts` run out. */
export async function retryUntilAnswered(base: string, request: LoadRequest, attempts = 20): Promise<Exchange> {
  let last: Exchange | undefined;
  for (let i = 0; i < attempts; i++) {
    last = await post(`${base}/v1/create-order`, request.body, { 'idempotency-key': request.key });
    request.answers.push(last);
    if (last.status === 200 || last.status === 201) return last;
    await sleep(250);
  }
  return last!;
}

export const acknowledged = (request: LoadRequest) => request.answers.find((a) => a.status === 201 || a.status === 200);
