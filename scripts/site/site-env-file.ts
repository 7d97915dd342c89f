import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/** A value as a settings file line holds it: quoted, so spaces and `#` stay part of it. */
function quoted(value: string): string {
  return value.includes('"') ? `'${value}'` : `"${value}"`;
}

/**
 * Writes the settings a build runs with to a settings file (KEY="value" lines, as node's
 * `--env-file` and `util.parseEnv` read them), readable by this user only: what a publish from
 * the studio builds with, so it builds the site `npm start` built. Settings named in `leaveOut`
 * (the API's own, the system's), npm's own and values that span lines are not written.
 */
export function writeSiteEnvFile(file: string, env: NodeJS.ProcessEnv, leaveOut: ReadonlySet<string>): void {
  const lines = Object.entries(env)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && !leaveOut.has(entry[0]))
    // npm's own (npm_config_…, npm_package_…) describe the command that started this, not the site.
    .filter(([key]) => !key.startsWith('npm_'))
    .filter(
      ([key, value]) =>
        /^[A-Za-z_][A-Za-z0-9_]*$/.test(key) && !/[\n\r]/.test(value) && !(value.includes('"') && value.includes("'")),
    )
    .map(([key, value]) => `${key}=${quoted(value)}`);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${lines.join('\n')}\n`, { mode: 0o600 });
}
