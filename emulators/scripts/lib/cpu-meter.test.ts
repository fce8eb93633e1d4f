import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { parseStat, treeCpuSeconds } from './cpu-meter';

describe('parseStat', () => {
  it('reads the parent and the four times after a command name with spaces and parentheses', () => {
    const line = '4242 (node (worker) x) S 17 4242 17 0 -1 4194560 100 0 0 0 250 30 12 8 20 0 11 0 900 1 2 3';
    expect(parseStat(4242, line)).toEqual({ pid: 4242, ppid: 17, ticks: 250 + 30 + 12 + 8 });
  });

  it('refuses a line it cannot read', () => {
    expect(parseStat(1, '1 (init) S')).toBeNull();
  });
});

describe('treeCpuSeconds', () => {
  it('charges a finished child’s busy second to its parent', () => {
    const before = treeCpuSeconds();
    expect(before).not.toBeNull();
    // A second of CPU in a child process, waited for: it lands in this process's cutime. The child counts its
    // own CPU time, not the clock's, so a busy machine that gives it less of a core only makes it take longer.
    const child = spawnSync(process.execPath, ['-e', 'while (process.cpuUsage().user < 1e6);']);
    expect(child.status).toBe(0);
    const spent = treeCpuSeconds()! - before!;
    expect(spent).toBeGreaterThan(0.5);
    expect(spent).toBeLessThan(30);
    // A second of CPU takes ten of the clock's on a machine shared tenfold: the timeout only bounds a hang.
  }, 60_000);

  it('knows no process that does not exist', () => {
    expect(treeCpuSeconds(2 ** 31 - 1)).toBeNull();
  });
});
