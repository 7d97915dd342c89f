import { parseArgs } from 'node:util';

/** A command line the script cannot take: the message says why, for stderr beside the usage. */
export class UsageError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'UsageError';
  }
}

/**
 * The one optional path a script takes (`node scripts/x.ts [path]`), or `fallback`. Read with
 * node:util's parseArgs, so an option (`--out x`) or a second path is refused rather than ignored.
 * @throws UsageError naming what it could not take.
 */
export function readPathArgument(args: readonly string[], fallback: string): string {
  let positionals: string[];
  try {
    ({ positionals } = parseArgs({ args: [...args], allowPositionals: true, options: {} }));
  } catch (cause) {
    throw new UsageError((cause as Error).message, { cause });
  }
  if (positionals.length > 1) throw new UsageError(`Unexpected argument '${positionals[1]}': one path at most.`);
  return positionals[0] ?? fallback;
}

/** readPathArgument over this process's arguments; a wrong command line prints why and the usage, and exits 2. */
export function pathArgumentOrExit(usage: string, fallback: string): string {
  try {
    return readPathArgument(process.argv.slice(2), fallback);
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`);
    process.exit(2);
  }
}
