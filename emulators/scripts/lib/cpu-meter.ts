/**
 * The CPU time a process tree has used (docs/testing.md, "Budgets"): what `npm test` charges each stage,
 * machine-independent enough to budget and blind to other work on the machine (a CPU hog beside the run
 * costs it wall time, not CPU time).
 *
 * From Linux's /proc: a process's own user and system time, plus the time of the children it has
 * waited for (cutime, cstime), which carry their own waited-for children in turn. The tree's time is
 * the root's four fields plus the four of every live descendant; a child that ends is counted through
 * its parent's cutime once reaped, so the total only grows. Elsewhere (no /proc) it reads null.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

/** Clock ticks per second of /proc's times (USER_HZ; 100 on every Linux we run). */
const TICKS = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

interface ProcStat {
  pid: number;
  ppid: number;
  /** utime + stime + cutime + cstime, in ticks. */
  ticks: number;
}

/** Parses /proc/{pid}/stat; the command name (field 2) may hold spaces and parentheses, so fields are read after its last ')'. */
export function parseStat(pid: number, line: string): ProcStat | null {
  const fields = line.slice(line.lastIndexOf(')') + 2).split(' ');
  // After the name: state(3) ppid(4) … utime(14) stime(15) cutime(16) cstime(17), so index = field - 3.
  const [ppid, utime, stime, cutime, cstime] = [1, 11, 12, 13, 14].map((index) => Number(fields[index]));
  if ([ppid, utime, stime, cutime, cstime].some((value) => value === undefined || !Number.isFinite(value))) return null;
  return { pid, ppid: ppid!, ticks: utime! + stime! + cutime! + cstime! };
}

function readStats(): ProcStat[] {
  const stats: ProcStat[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = parseStat(Number(entry), readFileSync(`/proc/${entry}/stat`, 'utf8'));
      if (stat) stats.push(stat);
    } catch {
      // Ended while we read: its time is in its parent's cutime once reaped.
    }
  }
  return stats;
}

/** The CPU seconds used so far by `root` (this process by default) and everything below it; null without /proc. */
export function treeCpuSeconds(root: number = process.pid): number | null {
  let stats: ProcStat[];
  try {
    stats = readStats();
  } catch {
    return null;
  }
  const children = new Map<number, ProcStat[]>();
  for (const stat of stats) children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), stat]);
  const top = stats.find((stat) => stat.pid === root);
  if (!top) return null;
  let ticks = 0;
  const stack = [top];
  while (stack.length) {
    const stat = stack.pop()!;
    ticks += stat.ticks;
    stack.push(...(children.get(stat.pid) ?? []));
  }
  return ticks / TICKS;
}
