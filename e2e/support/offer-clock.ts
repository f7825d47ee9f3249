import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { TestInfo } from '@playwright/test';
import { OFFER_CLOCK_FILES } from './ports';

/** How long after the moment a journey sets the clock: clear of the server's 200 ms reading of the file. */
const PAST_BY_MS = 60_000;

const fileOf = (testInfo: TestInfo) => OFFER_CLOCK_FILES[testInfo.project.name as keyof typeof OFFER_CLOCK_FILES];

/** How far the project's server's offer clock runs ahead of the real one, in milliseconds. */
export const offerClockLead = (testInfo: TestInfo): number => Number(readFileSync(fileOf(testInfo), 'utf8').trim() || '0');

/**
 * Moves the offer clock of this project's server a minute past `moment` (a version set for that
 * time goes live at the server's next poll, within about 2 s).
 *
 * The rule for every journey: the clock only ever moves forward. Other journeys publish "now" on the
 * same server at the same time; moving it back would make their versions, live since, "to come"
 * again (the server also ignores a smaller number). So it never moves when it is past the moment
 * already, and every journey works with moments relative to the clock it reads, never the wall's.
 */
export function moveOfferClockPast(testInfo: TestInfo, moment: number): void {
  const file = fileOf(testInfo);
  const lead = Math.max(offerClockLead(testInfo), moment + PAST_BY_MS - Date.now());
  // Written whole then renamed, so the server never reads half a number.
  writeFileSync(`${file}.next`, String(Math.round(lead)));
  renameSync(`${file}.next`, file);
}
