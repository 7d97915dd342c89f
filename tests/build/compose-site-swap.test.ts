import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishOutput } from '../../scripts/site/publish-output.ts';
import { BASE_PATH } from '../../src/lib/catalog/routes.ts';
import { startCaddySite, type CaddySite } from '../support/caddy-server.ts';
import { COMPOSE_FILE, interpolate, readCompose } from '../support/compose-file.ts';

/**
 * The compose stack's Caddy serves what a publish swaps in, from the next request on. No container
 * daemon runs here, so the caddy service's site mount is made as Docker makes it: a read-only bind
 * mount, in a mount namespace of the test's own (`unshare`), which like Docker's resolves a
 * symbolic link once, when it is made. Caddy runs in it with deploy/Caddyfile and the service's
 * SITE_ROOT, under a folder that stands for the container's file system; the compose file's
 * relative paths lead into a scratch project. Build A is published where the mount serves it and
 * Caddy started; build B is published (scripts/site/publish-output.ts swaps the link), and the next
 * request must get B.
 */

let work: string;
let caddy: CaddySite | undefined;
/** The host path Caddy serves through the mount: where `npm run build` must publish. */
let served: string;

/** The caddy service's site mount: its host folder (in `project`) and where the container sees it. */
function siteMount(project: string): { source: string; target: string; siteRoot: string } {
  const service = readCompose().services['caddy'];
  const siteRoot = service?.environment?.['SITE_ROOT'] ?? '';
  const mounts = (service?.volumes ?? [])
    .filter((volume) => typeof volume === 'string')
    .map((volume) => interpolate(volume, {}).split(':'));
  const mount = mounts.find(([, target = '']) => siteRoot === target || siteRoot.startsWith(`${target}/`));
  if (mount === undefined) throw new Error(`the caddy service mounts nothing that holds its SITE_ROOT ${siteRoot}`);
  const [source = '', target = ''] = mount;
  // Compose reads a relative path from the compose file's folder, here that folder of the scratch project.
  const deployFolder = join(project, relative(resolve(COMPOSE_FILE, '../..'), dirname(COMPOSE_FILE)));
  return { source: resolve(deployFolder, source), target, siteRoot };
}

let stamp = Date.now();
/** Publishes a build whose home page names it, as `npm run build` publishes. */
function publish(name: string): void {
  const staging = `${served}.next`;
  mkdirSync(staging, { recursive: true });
  writeFileSync(join(staging, 'index.html'), `<!doctype html><title>Home</title><p>build ${name}</p>`);
  publishOutput(staging, served, (stamp += 1), (path) => rmSync(path, { recursive: true, force: true }));
}

/** The home page's text as Caddy answers it now. */
async function home(): Promise<string> {
  const answer = await fetch(`${caddy?.origin ?? ''}${BASE_PATH}/`);
  return `${answer.status} ${await answer.text()}`;
}

beforeAll(async () => {
  const probe = spawnSync('unshare', ['--map-root-user', '--mount', 'true'], { encoding: 'utf8' });
  if (probe.status !== 0) throw new Error(`this test needs mount namespaces (unshare): ${probe.stderr}`);
  work = mkdtempSync(join(tmpdir(), 'concert-library-compose-site-'));
  const project = join(work, 'project');
  const mount = siteMount(project);
  served = join(mount.source, relative(mount.target, mount.siteRoot));
  mkdirSync(dirname(served), { recursive: true });
  publish('A');
  const container = join(work, 'container');
  const mountPoint = join(container, mount.target);
  mkdirSync(mountPoint, { recursive: true });
  const bindThenRun = 'mount --bind -o ro "$1" "$2" && shift 2 && exec "$@"';
  const launcher = ['unshare', '--map-root-user', '--mount', 'sh', '-c', bindThenRun, 'sh', mount.source, mountPoint];
  caddy = await startCaddySite(join(container, mount.siteRoot), undefined, launcher);
});

afterAll(async () => {
  await caddy?.stop();
  rmSync(work, { recursive: true, force: true });
});

describe("the compose stack's Caddy", () => {
  it('serves the published build', async () => {
    expect(await home()).toMatch(/^200 .*build A/);
  });

  it('serves the next build from the request after its publish', async () => {
    publish('B');
    expect(await home()).toMatch(/^200 .*build B/);
  });
});
