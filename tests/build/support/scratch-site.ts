import { spawn } from 'node:child_process';
import { stripVTControlCharacters } from 'node:util';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/**
 * A scratch copy of the site for build tests: the site's config, build scripts and `src/`, and
 * a `node_modules` of links to the real packages. Its pages are either the pipeline's fixture
 * page and the search-index endpoint (`site: 'fixture'`, the default: a small page set,
 * independent of pages still being written) or the site's own pages and `public/` (`'site'`).
 * Its own `node_modules/.astro` keeps the content store and incremental-build cache apart from
 * colleagues' builds in the work tree.
 */

const REPO = resolve(import.meta.dirname, '../../..');
/** Caches that must not be shared with the work tree's builds. */
const NOT_LINKED = new Set(['.astro', '.vite', '.cache']);

/** The error-reporting DSN scratch sites are built with (a Sentry DSN of no real project). */
export const SCRATCH_ERROR_REPORTING_DSN = 'https://public-key@errors.example.org/7';

/** What one `node scripts/build-site.ts` run printed and how it ended. */
export interface BuildRun {
  code: number | null;
  output: string;
}

/** What one `node scripts/rebuild.ts` run printed, both streams and each apart, and how it ended. */
export interface RebuildRun extends BuildRun {
  stdout: string;
  stderr: string;
}

/** A scratch site and where it publishes. */
export interface ScratchSite {
  root: string;
  /** The published site (`dist`); `dist.next` is the staging folder. */
  outDir: string;
  /**
   * Builds against the API at `apiOrigin`, through the real build script, given `args` after the
   * output (`--force`), with `env` over the site's settings.
   */
  build(apiOrigin: string, args?: readonly string[], env?: Readonly<Record<string, string>>): Promise<BuildRun>;
  /** Runs `npm run rebuild` with `args`, the content host given as `API_ORIGIN`, and `env`. */
  rebuild(apiOrigin: string, args: readonly string[], env?: Readonly<Record<string, string>>): Promise<RebuildRun>;
  remove(): void;
}

function linkPackages(root: string): void {
  const modules = join(root, 'node_modules');
  mkdirSync(modules);
  for (const name of readdirSync(join(REPO, 'node_modules'))) {
    if (!NOT_LINKED.has(name)) symlinkSync(join(REPO, 'node_modules', name), join(modules, name));
  }
}

/** What a scratch site holds and how it builds. */
export interface ScratchSiteOptions {
  /**
   * Which pages it builds: the pipeline's fixture page and the search-index endpoint (`'fixture'`,
   * the default) or the site's own pages and `public/` (`'site'`).
   */
  site?: 'fixture' | 'site';
  /** With fixture pages: folders of more fixture pages (repository paths) copied into its `src/pages`. */
  pages?: readonly string[];
  /** Settings (the site's env schema) its builds run with, e.g. short API timeouts. */
  env?: Readonly<Record<string, string>>;
}

function copySite(root: string, options: ScratchSiteOptions): void {
  const files = [
    'astro.config.mjs',
    'tsconfig.json',
    'package.json',
    'scripts/build-site.ts',
    'scripts/site',
    'scripts/cli',
  ];
  // The rebuild publishes to a bucket with the S3 client the API shares (server/src/storage/s3-client.ts).
  for (const file of [...files, 'scripts/rebuild.ts', 'scripts/rebuild', 'server/src/storage/s3-client.ts']) {
    cpSync(join(REPO, file), join(root, file), { recursive: true });
  }
  if (options.site === 'site') {
    cpSync(join(REPO, 'src'), join(root, 'src'), { recursive: true });
    cpSync(join(REPO, 'public'), join(root, 'public'), { recursive: true });
    return;
  }
  cpSync(join(REPO, 'src'), join(root, 'src'), {
    recursive: true,
    filter: (source) => !source.startsWith(join(REPO, 'src/pages')),
  });
  cpSync(join(REPO, 'src/pages/search-index.json.ts'), join(root, 'src/pages/search-index.json.ts'));
  for (const folder of ['tests/fixtures/site/pages', ...(options.pages ?? [])])
    cpSync(join(REPO, folder), join(root, 'src/pages'), { recursive: true });
}

/** Runs a script of the scratch site with the build's settings; its output, each stream apart. */
function run(root: string, script: readonly string[], settings: Readonly<Record<string, string>>): Promise<RebuildRun> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, script, {
      cwd: root,
      env: {
        ...process.env,
        ...settings,
        // Error reporting on, so the build tests can see its host allowed by the CSP.
        ERROR_REPORTING_DSN: SCRATCH_ERROR_REPORTING_DSN,
        PATH: `${join(REPO, 'node_modules/.bin')}:${process.env['PATH'] ?? ''}`,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      output += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      output += chunk.toString();
    });
    child.on('error', fail);
    // CI=true makes the build's loggers colour their output even without a terminal: read it plain.
    child.on('close', (code) =>
      done({
        code,
        stdout: stripVTControlCharacters(stdout),
        stderr: stripVTControlCharacters(stderr),
        output: stripVTControlCharacters(output),
      }),
    );
  });
}

/** A build's run, its two streams as one output. */
async function build(
  root: string,
  outDir: string,
  apiOrigin: string,
  settings: Readonly<Record<string, string>>,
  args: readonly string[],
): Promise<BuildRun> {
  const script = ['scripts/build-site.ts', outDir, ...args];
  const { code, output } = await run(root, script, { ...settings, API_BASE: apiOrigin });
  return { code, output };
}

/**
 * Where a scratch site lives: on tmpfs when there is one (builds are disk-bound), but the site's
 * own pages beside the work tree, under var/. They use Astro components from node_modules (the
 * client router), and Astro takes a component outside every folder the project shares with it
 * for a path inside the project.
 */
function scratchFolder(site: ScratchSiteOptions['site']): string {
  if (site === 'site') {
    mkdirSync(join(REPO, 'var'), { recursive: true });
    return join(REPO, 'var');
  }
  return existsSync('/dev/shm') ? '/dev/shm' : tmpdir();
}

/** Creates a scratch site (see {@link scratchFolder} for where). */
export function createScratchSite(options: ScratchSiteOptions = {}): ScratchSite {
  const root = mkdtempSync(join(scratchFolder(options.site), 'concert-library-build-'));
  copySite(root, options);
  linkPackages(root);
  const outDir = join(root, 'dist');
  return {
    root,
    outDir,
    build: (apiOrigin, args = [], env = {}) => build(root, outDir, apiOrigin, { ...options.env, ...env }, args),
    rebuild: (apiOrigin, args, env = {}) =>
      run(root, ['scripts/rebuild.ts', ...args], { ...options.env, ...env, API_ORIGIN: apiOrigin }),
    remove: () => removeAll(root),
  };
}

/**
 * Removes a folder whose contents another process may be removing too: the site a build replaced
 * is deleted in the background (scripts/site/publish-output.ts), and `rmSync` stops without a word
 * when an entry vanishes under it (the ENOENT that `force` ignores), leaving the rest. Each pass
 * removes what is left; the remover only ever takes entries away, so a few passes do.
 */
function removeAll(root: string): void {
  for (let pass = 0; pass < 10 && existsSync(root); pass++) rmSync(root, { recursive: true, force: true });
}
