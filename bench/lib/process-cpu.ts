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

/**
 * CPU time (ms, user + system) used so far by the PostgreSQL backends connected to `database` (their command line
 * reads `postgres: <cluster>: <user> <database> <client> <state>`): the bench's own queries, without what other
 * databases on the same server cost at the same time. PostgreSQL's shared processes (WAL writer, checkpointer) are
 * not in it. Undefined where /proc is not there.
 */
export function cpuOfPostgresBackends(database: string): number | undefined {
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((entry) => /^\d+$/.test(entry));
  } catch {
    return undefined;
  }
  let ms = 0;
  for (const pid of pids) {
    try {
      const words = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split(/[\s\0]+/);
      if (words[0] !== 'postgres:' || !words.includes(database)) continue;
      ms += cpuOfPid(Number(pid));
    } catch {
      // The process exited while we read it.
    }
  }
  return ms;
}
