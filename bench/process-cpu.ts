import { readFileSync } from 'node:fs';

/**
 * CPU seconds (user + system) a process of this machine has used so far, from /proc; null when
 * it cannot be read (another machine's process, one that ended, or no /proc). CPU time moves far
 * less with the machine's load than wall time, so benches compare it between runs.
 */
export function processCpuSeconds(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // After the command's closing parenthesis: utime and stime are fields 14 and 15 of stat,
    // 12 and 13 counted from there; USER_HZ is 100 on Linux.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}
