import { parseArgs } from 'node:util';

/** A command line the script cannot take: the message says why, for stderr beside the usage. */
export class UsageError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'UsageError';
  }
}

/** The one path of a command line and which of the script's switches it set. */
export interface PathAndSwitches<Switch extends string> {
  path: string;
  switches: Record<Switch, boolean>;
}

/**
 * The one optional path a script takes (`node scripts/<name>.ts [path] [--switch]`), or `fallback`, and
 * which of its `switches` (boolean options such as `force`) are set. Read with node:util's
 * parseArgs, so another option (`--out x`) or a second path is refused rather than ignored.
 * @throws UsageError naming what it could not take.
 */
export function readPathAndSwitches<Switch extends string>(
  args: readonly string[],
  fallback: string,
  switches: readonly Switch[],
): PathAndSwitches<Switch> {
  let parsed: { values: Record<string, unknown>; positionals: string[] };
  try {
    const options = Object.fromEntries(switches.map((name) => [name, { type: 'boolean' as const, default: false }]));
    parsed = parseArgs({ args: [...args], allowPositionals: true, options });
  } catch (cause) {
    throw new UsageError((cause as Error).message, { cause });
  }
  const { values, positionals } = parsed;
  if (positionals.length > 1) throw new UsageError(`Unexpected argument '${positionals[1]}': one path at most.`);
  const set = Object.fromEntries(switches.map((name) => [name, values[name] === true])) as Record<Switch, boolean>;
  return { path: positionals[0] ?? fallback, switches: set };
}

/** The one optional path a script takes (`node scripts/<name>.ts [path]`), or `fallback` (see readPathAndSwitches). */
export function readPathArgument(args: readonly string[], fallback: string): string {
  return readPathAndSwitches(args, fallback, []).path;
}

/** readPathAndSwitches over this process's arguments; a wrong command line prints why and the usage, and exits 2. */
export function pathAndSwitchesOrExit<Switch extends string>(
  usage: string,
  fallback: string,
  switches: readonly Switch[],
): PathAndSwitches<Switch> {
  try {
    return readPathAndSwitches(process.argv.slice(2), fallback, switches);
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
}

/** readPathArgument over this process's arguments; a wrong command line prints why and the usage, and exits 2. */
export function pathArgumentOrExit(usage: string, fallback: string): string {
  return pathAndSwitchesOrExit(usage, fallback, []).path;
}
