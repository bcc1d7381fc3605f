import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../apps/server/src/db/database';

/** Linux's clock ticks per second (USER_HZ), the unit of /proc's CPU times. */
export const USER_HZ = 100;

/** The ids of every process of this machine, from /proc; none where it cannot be read. */
export function processIds(): string[] {
  try {
    return readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return [];
  }
}

/**
 * The fields of /proc/<pid>/stat after the command's closing parenthesis (the command may hold
 * spaces): state is [0], the process group [2], utime and stime [11] and [12], the children's
 * [13] and [14]. Null when it cannot be read (another machine's process, one that ended, no /proc).
 */
export function procStatFields(pid: number | string): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return null;
  }
}

/**
 * CPU seconds (user + system) a process of this machine has used so far, from /proc; null when
 * it cannot be read. CPU time moves far less with the machine's load than wall time, so benches
 * compare it between runs.
 */
export function processCpuSeconds(pid: number): number | null {
  const fields = procStatFields(pid);
  return fields ? (Number(fields[11]) + Number(fields[12])) / USER_HZ : null;
}

/**
 * CPU seconds used so far by each PostgreSQL backend of this database: the database's share of
 * the work. Empty on PGlite (it runs in the bench's own process) or PostgreSQL on another host.
 */
export async function backendCpuSeconds(database: Database): Promise<Map<number, number>> {
  const cpu = new Map<number, number>();
  if (database.driver !== 'postgres') return cpu;
  const backends = await queryRows<{ pid: number }>(
    database.db,
    sql`select pid from pg_stat_activity where datname = current_database()`,
  );
  for (const { pid } of backends) {
    const seconds = processCpuSeconds(pid);
    if (seconds !== null) cpu.set(pid, seconds);
  }
  return cpu;
}

/** The backends' CPU milliseconds between two readings (a backend started since counts from 0). */
export function cpuMsBetween(
  before: Map<number, number>,
  after: Map<number, number>,
): number | null {
  if (after.size === 0) return null;
  let seconds = 0;
  for (const [pid, used] of after) seconds += used - (before.get(pid) ?? 0);
  return seconds * 1000;
}
