import { readFileSync } from 'node:fs';

/**
 * The moment the offer takes as now: which version is live, which is still to come, when a publish
 * "now" goes live (docs/decisions/028). The real clock everywhere but in the browser tests, whose
 * servers read a clock they move forward (fileClock) to prove a publish set for later.
 */
export interface OfferClock {
  now(): Date;
}

export const realClock: OfferClock = { now: () => new Date() };

/** How often a file clock reads its file again: a publish comes due within this of the file's change. */
export const CLOCK_FILE_READ_MS = 200;

/**
 * A clock ahead of the real one by the milliseconds written in `path` (a whole number, 0 or more;
 * a missing or empty file is 0). Read again at most every CLOCK_FILE_READ_MS. It never goes back:
 * a smaller number than one read before is ignored, since versions that went live would come back
 * as still to come. For tests only: the configuration refuses it in production.
 */
export function fileClock(path: string, realNow: () => number = Date.now): OfferClock {
  let lead = 0;
  let readAt = -Infinity;
  const read = (): number => {
    let text: string;
    try {
      text = readFileSync(path, 'utf8').trim();
    } catch {
      return 0;
    }
    if (text === '') return 0;
    if (!/^\d{1,15}$/.test(text)) throw new Error(`The offer clock file ${path} holds '${text.slice(0, 40)}', not milliseconds.`);
    return Number(text);
  };
  return {
    now() {
      const real = realNow();
      if (real - readAt >= CLOCK_FILE_READ_MS) {
        lead = Math.max(lead, read());
        readAt = real;
      }
      return new Date(real + lead);
    },
  };
}

/**
 * The real moment of an offer's moment: buyers' sessions are stamped by the real clock, so a
 * version's live_at is compared with them less the clock's lead over the real one (none for the
 * real clock).
 */
export function realMomentOf(clock: OfferClock, moment: Date): Date {
  const real = Date.now();
  return new Date(Math.min(real, moment.getTime() - (clock.now().getTime() - real)));
}
