// CPU time of processes from /proc, to say where the time of a load run went.
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

function cpuMs(pid: number, withReaped = false): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the whole line, 12 and 13 after the command; cutime and
    // cstime (children ended and waited for) follow.
    const own = Number(fields[11]) + Number(fields[12]);
    const reaped = withReaped ? Number(fields[13]) + Number(fields[14]) : 0;
    return ((own + reaped) * 1000) / TICKS_PER_SECOND;
  } catch {
    return 0; // the process ended
  }
}

/** CPU milliseconds used so far by one process. */
export const processCpuMs = (pid: number): number => cpuMs(pid);

/**
 * CPU milliseconds used so far by every process whose command is `name` (PostgreSQL's backends),
 * with those that ended meanwhile: a backend's time moves to its parent's count when it is reaped
 * (pgbench's connections, which close as it ends; autovacuum workers).
 */
export function commandCpuMs(name: string): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === name) total += cpuMs(Number(entry), true);
    } catch {
      // gone meanwhile
    }
  }
  return total;
}
