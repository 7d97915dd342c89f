import { readFileSync } from 'node:fs';
import postgres from 'postgres';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

/** CPU seconds (user + system) a process has used so far; 0 once it is gone. */
export function cpuSeconds(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/** The server processes of every connection to one PostgreSQL database (the instances' pools). */
export async function postgresBackends(adminUrl: string, database: string): Promise<number[]> {
  const sql = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  try {
    const rows = await sql<{ pid: number }[]>`SELECT pid FROM pg_stat_activity WHERE datname = ${database}`;
    return rows.map((row) => row.pid);
  } finally {
    await sql.end();
  }
}

/** CPU seconds used by groups of processes between two moments. */
export class CpuMeter {
  readonly #groups: Record<string, readonly number[]>;
  readonly #start: Record<string, number>;
  constructor(groups: Record<string, readonly number[]>) {
    this.#groups = groups;
    this.#start = this.#now();
  }
  #now(): Record<string, number> {
    const totals: Record<string, number> = {};
    for (const [name, pids] of Object.entries(this.#groups))
      totals[name] = pids.reduce((sum, pid) => sum + cpuSeconds(pid), 0);
    return totals;
  }
  /** CPU seconds of each group since the meter was made. */
  used(): Record<string, number> {
    const now = this.#now();
    return Object.fromEntries(Object.entries(now).map(([name, total]) => [name, total - (this.#start[name] ?? 0)]));
  }
}
