import { Agent, request } from 'node:http';
import { percentile } from './stats';

export interface SteadyFigures {
  requests: number;
  errors: number;
  p50: number;
  p99: number;
}

/**
 * Requests sent at a steady rate, whatever the answers' speed (an open loop, as buyers arrive), each
 * timed to a fraction of a millisecond: the latency a buyer sees while the server is not saturated,
 * where a closed loop at full speed measures mostly the queue for the CPU. Runs until stopped.
 */
export function steadyLoad(
  url: string,
  ratePerSecond: number,
  headers: Record<string, string> = {},
): () => Promise<SteadyFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: 64 });
  const latencies: number[] = [];
  let errors = 0;
  let inFlight = 0;
  const send = () => {
    const started = performance.now();
    inFlight += 1;
    const done = (ok: boolean) => {
      inFlight -= 1;
      if (ok) latencies.push(performance.now() - started);
      else errors += 1;
    };
    request(url, { agent, headers }, (response) => {
      response.resume();
      response.on('end', () => done(response.statusCode === 200 || response.statusCode === 304));
    })
      .on('error', () => done(false))
      .end();
  };
  const tickMs = 10;
  const perTick = (ratePerSecond * tickMs) / 1000;
  let owed = 0;
  const timer = setInterval(() => {
    owed += perTick;
    for (; owed >= 1; owed -= 1) send();
  }, tickMs);
  return async () => {
    clearInterval(timer);
    while (inFlight > 0) await new Promise((resolve) => setTimeout(resolve, 5));
    agent.destroy();
    return { requests: latencies.length, errors, p50: percentile(latencies, 50), p99: percentile(latencies, 99) };
  };
}
