import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's utime and stime (USER_HZ): 100 on every Linux this runs on. */
const TICKS_PER_SECOND = 100;

/**
 * CPU time (ms, user + system) used so far by every process whose command name is `name` (for example `postgres`:
 * the server and all its backends), read from /proc. Undefined where /proc is not there (not Linux). Processes that
 * exited between two readings take their time with them, so compare readings taken around a short run.
 */
export function cpuOfProcessesNamed(name: string): number | undefined {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return undefined;
  }
  let ticks = 0;
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (stat.slice(stat.indexOf('(') + 1, close) !== name) continue;
      // After "pid (comm) ", fields start at state (field 3); utime and stime are fields 14 and 15.
      const fields = stat.slice(close + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // The process exited while we read it.
    }
  }
  return (ticks / TICKS_PER_SECOND) * 1000;
}

/** This process's CPU time so far (ms, user + system, all its threads). */
export function ownCpu(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** CPU time (ms, user + system) used so far by the process `pid` (0 where /proc is not there or it has exited). */
export function cpuOfPid(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1000;
  } catch {
    return 0;
  }
}

/** Each PostgreSQL process's CPU so far (ms), and whether it is a backend connected to `database`. */
function postgresProcesses(database: string): Map<number, { ms: number; ours: boolean }> {
  const found = new Map<number, { ms: number; ours: boolean }>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return found;
  }
  for (const pid of pids) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      if (stat.slice(stat.indexOf('(') + 1, close) !== 'postgres') continue;
      const fields = stat.slice(close + 2).split(' ');
      // A backend's command line reads `postgres: <cluster>: <user> <database> <client> <state>`.
      const words = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\s\0]+/);
      found.set(Number(pid), {
        ms: ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1000,
        ours: words[0] === 'postgres:' && words.includes(database),
      });
    } catch {
      // The process exited while we read it.
    }
  }
  return found;
}

/**
 * The CPU PostgreSQL uses from now until `stop()`: all its processes (other databases' work on a shared server
 * included), and the backends connected to `database` alone. Polled, because a reading at the start and one at the
 * end lose all the CPU of a backend that exits in between (a pool closes connections idle for 10 s), and with it
 * the difference can even turn negative; a polled backend keeps what it had used at its last poll.
 */
export class PostgresCpuMeter {
  private readonly start = new Map<number, number>();
  private readonly last = new Map<number, { ms: number; ours: boolean }>();
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(
    private readonly database: string,
    everyMs = 500,
  ) {
    for (const [pid, { ms }] of postgresProcesses(database)) this.start.set(pid, ms);
    this.poll();
    this.timer = setInterval(() => this.poll(), everyMs);
  }

  private poll(): void {
    for (const [pid, reading] of postgresProcesses(this.database)) this.last.set(pid, reading);
  }

  /** Stops polling: the CPU (ms) used since the start by all of PostgreSQL and by the database's backends. */
  stop(): { all: number; backends: number } {
    this.poll();
    clearInterval(this.timer);
    let all = 0;
    let backends = 0;
    for (const [pid, { ms, ours }] of this.last) {
      const used = ms - (this.start.get(pid) ?? 0);
      all += used;
      if (ours) backends += used;
    }
    return { all, backends };
  }
}
