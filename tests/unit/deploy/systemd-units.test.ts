import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFrom } from '../../../server/src/config.ts';

/**
 * deploy/systemd/: the units of a server without containers (docs/production.md). No systemd runs
 * the suites, so the files are read: what they start exists, the instances start with the example
 * settings outside demo mode, and the units agree with each other and with the CI's schedule.
 */

const REPO = resolve(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(resolve(REPO, path), 'utf8');
/**
 * The npm scripts, without the flag that reads a `.env` in the working folder: a unit takes its
 * settings from its EnvironmentFile under /etc (secrets kept out of the application's folder).
 */
const scripts = Object.fromEntries(
  Object.entries((JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts).map(
    ([name, command]) => [name, command.replace(' --env-file-if-exists=.env', '')],
  ),
);
/** Where the units expect the repository on the server. */
const APP = '/srv/concert-library/app';

/** A unit's `Key=value` lines by key, in order, comments and section headers left out; quotes around a value dropped. */
function unitValues(path: string): Map<string, string[]> {
  const values = new Map<string, string[]>();
  for (const line of read(path).split('\n')) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line.trim());
    if (!match) continue;
    const [, key = '', value = ''] = match;
    values.set(key, [...(values.get(key) ?? []), value.replace(/^"(.*)"$/, '$1')]);
  }
  return values;
}

/** The one value of `key` in a unit. */
function single(unit: Map<string, string[]>, key: string): string {
  const found = unit.get(key) ?? [];
  if (found.length !== 1) throw new Error(`expected one ${key}=, found ${found.length}`);
  return found[0] ?? '';
}

/** `A=1` lines as an object. */
const assignments = (lines: readonly string[]): Record<string, string> =>
  Object.fromEntries(
    lines.map((line): [string, string] => [line.split('=')[0] ?? '', line.split('=').slice(1).join('=')]),
  );

/** `Environment=A=1` lines as an object. */
const environment = (unit: Map<string, string[]>): Record<string, string> => assignments(unit.get('Environment') ?? []);

/** A `KEY=value` file (an EnvironmentFile) as an object, comments left out. */
const envFile = (path: string): Record<string, string> =>
  assignments(
    read(path)
      .split('\n')
      .filter((line) => /^[A-Z_]+=/.test(line)),
  );

/** A path under the repository on the server, as a path in this checkout (`/srv/…/app/x` → `x`). */
const inRepo = (path: string) => path.replace(`${APP}/`, '');

const api = unitValues('deploy/systemd/concert-library-api@.service');
const caddy = unitValues('deploy/systemd/concert-library-caddy.service');
const rebuild = unitValues('deploy/systemd/concert-library-rebuild.service');
const timer = unitValues('deploy/systemd/concert-library-rebuild.timer');

describe('deploy/systemd', () => {
  it('starts each API instance on the port its name gives, with the flags of `npm run api`', () => {
    const [node, ...args] = single(api, 'ExecStart').split(' ');
    expect(node).toBe(`${APP}/node_modules/.bin/node`);
    expect(`node ${args.join(' ')}`).toBe(scripts['api']);
    expect(existsSync(resolve(REPO, args.at(-1) ?? ''))).toBe(true);
    expect(environment(api)['API_PORT']).toBe('%i');
    expect(single(api, 'WorkingDirectory')).toBe(APP);
  });

  it('gives the instances an environment the API starts with outside demo mode once the secret is filled in', () => {
    const example = envFile('deploy/systemd/api.env.example');
    const env = { ...example, ...environment(api), API_PORT: '8001' };
    expect(() => configFrom(env)).toThrow(/SECRET_KEY/);
    const config = configFrom({ ...env, SECRET_KEY: 'a-production-secret-of-at-least-32-bytes-long' });
    expect(config.DEMO).toBe(false);
    expect(config.API_PORT).toBe(8001);
    expect(config.apiOrigin).toBe('https://api.example.org');
    expect(config.SMTP_URL).toMatch(/^smtps:\/\//);
    expect(config.trustProxy).toEqual(expect.any(Function));
    // The instances write only their mail outbox, inside the one folder the unit lets them write.
    expect(config.mailOutbox.startsWith(`${single(api, 'ReadWritePaths')}/`)).toBe(true);
  });

  it('has Caddy serve the published folder and balance the API over the instances it starts after', () => {
    const env = environment(caddy);
    const config = single(caddy, 'ExecStart').split(' ').at(-1) ?? '';
    expect(existsSync(resolve(REPO, inRepo(config)))).toBe(true);
    expect(inRepo(config)).toBe('deploy/stack.Caddyfile');
    const ports = (env['API_UPSTREAMS'] ?? '').split(' ').map((upstream) => upstream.replace('127.0.0.1:', ''));
    expect(ports).toEqual(['8001', '8002']);
    expect(single(caddy, 'After').split(' ')).toEqual(
      expect.arrayContaining(ports.map((port) => `concert-library-api@${port}.service`)),
    );
    expect(Object.keys(envFile('deploy/systemd/caddy.env.example')).sort()).toEqual(['API_ADDRESS', 'SITE_ADDRESS']);
    // The rebuild publishes the link Caddy follows.
    expect(single(rebuild, 'ExecStart').split(' ').at(-1)).toBe(env['SITE_ROOT']);
  });

  it('rebuilds with the script `npm run rebuild` runs, on the schedule of the CI workflow', () => {
    const [node, script, option] = single(rebuild, 'ExecStart').split(' ');
    expect(node).toBe(`${APP}/node_modules/.bin/node`);
    expect(`node ${script ?? ''}`).toBe(scripts['rebuild']);
    expect(option).toBe('--target');
    expect(environment(rebuild)['PATH']?.split(':')[0]).toBe(`${APP}/node_modules/.bin`);
    // '23 */3 * * *' in cron is minute 23 of every third hour.
    expect(read('.github/workflows/rebuild.yml')).toContain("cron: '23 */3 * * *'");
    expect(single(timer, 'OnCalendar')).toBe('*-*-* 00/3:23:00');
  });
});
