import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { API_NODE_FLAGS } from '../../server/src/node-flags.ts';
import { buildPhases, type BuildPhases } from './build-phases.ts';

/**
 * What the site's build benchmarks share (bench-build.ts, bench-render.ts): the scale catalogue
 * (10,000 compositions, 3,000 people, 1,000 programs, 20,000 performances) in a database served
 * by the API, commands timed with their phases, and a bare Astro project of as many trivial pages.
 */

const root = resolve('.');

export interface Timed {
  seconds: number;
  peak_rss_mb: number;
  /** Its phases, read from what it printed (build-phases.ts). */
  phases: BuildPhases;
  /** Whether it found the published site current and kept it (scripts/build-site.ts). */
  kept_published_site: boolean;
}

/** Runs a command under GNU time: wall seconds, the peak resident memory of its largest process, its phases. */
export function timed(command: string, args: string[], env: Record<string, string>, cwd = root): Timed {
  const result = spawnSync('/usr/bin/time', ['-f', '%e %M', command, ...args], {
    cwd,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}\n${result.stderr}`);
  const [seconds = '0', kb = '0'] = (result.stderr.trim().split('\n').at(-1) ?? '').split(' ');
  const phases = buildPhases(`${result.stdout}\n${result.stderr}`, Number(seconds));
  const kept = result.stdout.includes('it stays published');
  return { seconds: Number(seconds), peak_rss_mb: Math.round(Number(kb) / 1024), phases, kept_published_site: kept };
}

/** Runs one of the project's scripts on the catalogue database `database`. */
export function runScript(script: string, args: string[], database: string): void {
  const done = spawnSync(process.execPath, [resolve(script), ...args], {
    stdio: 'inherit',
    env: { ...process.env, DATABASE_URL: database },
  });
  if (done.status !== 0) throw new Error(`${script} failed`);
}

/** Writes the scale catalogue to `file` and imports it into `database`. */
export function seedScaleCatalogue(file: string, database: string): void {
  runScript('scripts/seed-scale.ts', [file], database);
  importCatalogue(file, database);
}

/** Replaces the database's catalogue with the file's. */
export function importCatalogue(file: string, database: string): void {
  runScript('server/src/cli/catalog-cli.ts', ['import', file], database);
}

/** Starts the API on `database` at `apiBase` (a loopback origin), resolving once it answers. */
export async function startApi(database: string, apiBase: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, [...API_NODE_FLAGS, resolve('server/src/main.ts')], {
    stdio: 'ignore',
    env: {
      ...process.env,
      API_PORT: new URL(apiBase).port,
      API_ORIGIN: apiBase,
      SECRET_KEY: randomBytes(32).toString('base64url'),
      DATABASE_URL: database,
      DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
  });
  for (let i = 0; i < 240; i++) {
    if (
      await fetch(`${apiBase}/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return child;
    await sleep(250);
  }
  child.kill('SIGTERM');
  throw new Error('The API did not start.');
}

/** A bare Astro project of `count` trivial pages in `folder`, built the same way (same node_modules). */
export function bareAstro(folder: string, count: number): Timed {
  const project = join(folder, 'bare');
  mkdirSync(join(project, 'src/pages'), { recursive: true });
  symlinkSync(join(root, 'node_modules'), join(project, 'node_modules'));
  writeFileSync(join(project, 'package.json'), '{"type":"module"}\n');
  writeFileSync(join(project, 'astro.config.mjs'), "export default { outDir: './dist' };\n");
  writeFileSync(
    join(project, 'src/pages/[n].astro'),
    `---\nexport function getStaticPaths() { return Array.from({ length: ${count} }, (_, n) => ({ params: { n: String(n) } })); }\nconst { n } = Astro.params;\n---\n<html lang="en"><head><title>Page {n}</title></head><body><h1>Page {n}</h1></body></html>\n`,
  );
  return timed(join(root, 'node_modules/.bin/astro'), ['build'], {}, project);
}

/** The HTML pages of a built site, by their paths in it ('composition/x/index.html'). */
export function htmlPages(dir: string, under = ''): string[] {
  const pages: string[] = [];
  for (const entry of readdirSync(join(dir, under), { withFileTypes: true })) {
    const path = under === '' ? entry.name : `${under}/${entry.name}`;
    if (entry.isDirectory()) pages.push(...htmlPages(dir, path));
    else if (entry.name.endsWith('.html')) pages.push(path);
  }
  return pages;
}
