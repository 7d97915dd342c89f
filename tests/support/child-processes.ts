import { readdirSync, readFileSync } from 'node:fs';

/** A process as Linux's /proc shows it. */
export interface ProcessInfo {
  readonly pid: number;
  readonly argv: readonly string[];
  readonly env: Readonly<Record<string, string>>;
}

/** The parent's pid from /proc/{pid}/stat, whose second field (the name) may hold spaces and parentheses. */
function parentOf(stat: string): number {
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
}

const nulSeparated = (text: string) => text.split('\0').filter(Boolean);

/**
 * The running children of a process (Linux only), with their arguments and environment: how the
 * supervision tests find the server a script started, to kill it. A child that ends while it is
 * read is left out.
 */
export function childProcesses(parent: number): ProcessInfo[] {
  const children: ProcessInfo[] = [];
  for (const name of readdirSync('/proc').filter((entry) => /^\d+$/.test(entry))) {
    try {
      if (parentOf(readFileSync(`/proc/${name}/stat`, 'utf8')) !== parent) continue;
      const argv = nulSeparated(readFileSync(`/proc/${name}/cmdline`, 'utf8'));
      const env = Object.fromEntries(
        nulSeparated(readFileSync(`/proc/${name}/environ`, 'utf8')).map((entry) => {
          const equals = entry.indexOf('=');
          return [entry.slice(0, equals), entry.slice(equals + 1)];
        }),
      );
      children.push({ pid: Number(name), argv, env });
    } catch {
      // The process ended between listing and reading.
    }
  }
  return children;
}
