import fs from 'node:fs';

/**
 * CPU seconds the PostgreSQL server listening on `port` has used: its postmaster (found in
 * /proc by its command line; it runs as another user) with the children it has reaped
 * (backends that ended: the pool closes idle connections) plus its live children.
 */
export function postgresCpuSeconds(port: number): number | null {
  const procs = fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map(Number);
  const stats = new Map<number, string[]>();
  let postmaster: number | undefined;
  for (const pid of procs) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      stats.set(pid, stat.split(') ')[1]!.split(' '));
      if (postmaster === undefined && stat.includes('(postgres)')) {
        const cmd = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
        if (cmd.some((a, i) => (a === '-p' && cmd[i + 1] === String(port)) || a.includes(`-p ${port} `))) postmaster = pid;
      }
    } catch {
      /* gone */
    }
  }
  if (postmaster === undefined) return null;
  // Fields after the command: state, ppid, … utime (11), stime (12), cutime (13), cstime (14), in clock ticks.
  const own = stats.get(postmaster)!;
  let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
  for (const f of stats.values()) if (Number(f[1]) === postmaster) ticks += Number(f[11]) + Number(f[12]);
  return ticks / 100;
}
