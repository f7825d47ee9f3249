import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CLOCK_FILE_READ_MS, fileClock, realClock, realMomentOf } from './offer-clock';

const DAY = 86_400_000;

describe('the offer clock', () => {
  const file = () => join(mkdtempSync(join(tmpdir(), 'offer-clock-')), 'lead');

  it('is the real clock by default', () => {
    const before = Date.now();
    const now = realClock.now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('runs ahead by the milliseconds in its file, read again at most every 200 ms', () => {
    const path = file();
    let real = 1_000_000;
    const clock = fileClock(path, () => real);
    expect(clock.now().getTime()).toBe(real); // no file yet: no lead
    writeFileSync(path, `${DAY}\n`);
    real += CLOCK_FILE_READ_MS - 1;
    expect(clock.now().getTime()).toBe(real); // not read again yet
    real += 1;
    expect(clock.now().getTime()).toBe(real + DAY);
  });

  it('never goes back: a smaller lead, an empty or a missing file keep the one read before', () => {
    const path = file();
    let real = 5_000_000;
    const clock = fileClock(path, () => real);
    writeFileSync(path, String(2 * DAY));
    expect(clock.now().getTime()).toBe(real + 2 * DAY);
    for (const write of [() => writeFileSync(path, String(DAY)), () => writeFileSync(path, ''), () => rmSync(path)]) {
      write();
      real += CLOCK_FILE_READ_MS;
      expect(clock.now().getTime()).toBe(real + 2 * DAY);
    }
  });

  it('refuses a file that holds no milliseconds, naming it', () => {
    const path = file();
    writeFileSync(path, '2026-12-01T09:00:00Z');
    expect(() => fileClock(path).now()).toThrow(/holds '2026-12-01T09:00:00Z', not milliseconds/);
    writeFileSync(path, '-5');
    expect(() => fileClock(path).now()).toThrow(/not milliseconds/);
  });

  it("gives a version's moment back in real time, less the clock's lead", () => {
    const path = file();
    writeFileSync(path, String(DAY));
    const clock = fileClock(path);
    const liveAt = new Date(clock.now().getTime() - 60_000);
    const real = realMomentOf(clock, liveAt).getTime();
    expect(Math.abs(real - (Date.now() - 60_000))).toBeLessThan(1_000);
    const moment = new Date(Date.now() - 5_000);
    expect(realMomentOf(realClock, moment)).toEqual(moment);
  });
});
