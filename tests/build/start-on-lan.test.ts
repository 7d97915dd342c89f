import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { freePort } from '../../scripts/site/demo-api.ts';
import { lanAddress } from '../../scripts/site/start-origins.ts';
import { BASE_PATH } from '../../src/lib/catalog/routes.ts';
import { childProcesses } from '../support/child-processes.ts';
import { chromiumLaunchOptions } from '../support/chromium-launch.ts';
import { shellEnvironment } from './support/demo-site-build.ts';

/**
 * `HOST=0.0.0.0 npm start` with a public host name (docs/configuration.md, "Try it from your phone"): the API
 * and the site listen on every interface, and a browser that reaches this machine by its network
 * address (as a phone on the same network would) loads a page, its images and the API through it.
 * The address is this machine's own on a network, or 127.0.0.2 (loopback, but not the 127.0.0.1
 * the defaults name) where it has none. Then either server, killed, comes back while the other
 * serves on, and a bad request to the site server stops nothing.
 */

const host = lanAddress(networkInterfaces()) ?? '127.0.0.2';
let work: string;
/** Where `npm start` builds the preview renderer: in the project, so as not to replace the work tree's. */
let previewWork: string;
let start: ChildProcess | undefined;
let browser: Browser | undefined;
let siteOrigin: string;
let apiOrigin: string;
/** What `npm start` and its servers printed. */
let output = '';

/** Resolves when `npm start` announces its site; rejects with its output when it exits first. */
async function announced(child: ChildProcess): Promise<void> {
  await new Promise<void>((done, fail) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Concert Library site:')) done();
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => fail(new Error(`npm start exited (${String(code)}) before serving:\n${output}`)));
  });
}

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'concert-library-start-lan-'));
  mkdirSync(resolve('var'), { recursive: true });
  previewWork = mkdtempSync(resolve('var', 'start-lan-preview-'));
  const [sitePort, apiPort] = [await freePort(), await freePort()];
  siteOrigin = `http://${host}:${sitePort}`;
  apiOrigin = `http://${host}:${apiPort}`;
  start = spawn(process.execPath, [resolve('scripts/start.ts'), join(work, 'site')], {
    env: {
      ...shellEnvironment(),
      HOST: '0.0.0.0',
      PUBLIC_HOST: host,
      PORT: String(sitePort),
      API_PORT: String(apiPort),
      DATABASE_URL: join(work, 'api.sqlite'),
      MAIL_OUTBOX: join(work, 'outbox'),
      SECRET_KEY_FILE: join(work, 'secret-key'),
      LOG_LEVEL: 'warn',
      ASTRO_TELEMETRY_DISABLED: '1',
      PREVIEW_RENDERER_DIR: join(previewWork, 'renderer'),
      PREVIEW_CACHE_DIR: join(previewWork, 'cache'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await announced(start);
  browser = await chromium.launch(chromiumLaunchOptions());
}, 300_000);

afterAll(async () => {
  await browser?.close();
  if (start && start.exitCode === null) {
    const exited = once(start, 'exit');
    start.kill('SIGTERM');
    await exited;
  }
  rmSync(work, { recursive: true, force: true });
  rmSync(previewWork, { recursive: true, force: true });
});

it(`serves a page, its images and the API at this machine's address`, async () => {
  const page = await (browser as Browser).newPage();
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const answer = await page.goto(`${siteOrigin}${BASE_PATH}/composition/beethoven-symphony-3`);
  expect(answer?.status()).toBe(200);
  const image = page.locator('img').first();
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  expect(await image.getAttribute('src')).toMatch(new RegExp(`^${apiOrigin}/media/images/`));
  // The calls the islands make, from the page: the API answers the site's LAN origin (CORS), and
  // the sample live stream's links (which need no sign-in) lead to the API at that address too.
  const calls = await page.evaluate(async (api) => {
    const feed = await fetch(`${api}/api/2/live_streams/?format=json`);
    const { results } = (await feed.json()) as { results: { uuid: string; is_sample_stream: boolean }[] };
    const sample = results.find((stream) => stream.is_sample_stream);
    const links = await fetch(`${api}/api/2/stream/livestream/${sample?.uuid ?? 'none'}/?format=json`);
    const answer = (await links.json()) as { stream_links?: Record<string, string> };
    return { feed: feed.status, streams: results.length, links: links.status, urls: answer.stream_links };
  }, apiOrigin);
  expect(calls).toMatchObject({ feed: 200, links: 200 });
  expect(calls.streams).toBeGreaterThan(0);
  const links = Object.values(calls.urls ?? {});
  expect(links.length).toBeGreaterThan(0);
  for (const link of links) expect(link).toMatch(new RegExp(`^${apiOrigin}/media/`));
  expect(requests.filter((url) => /\/\/(127\.0\.0\.1|localhost)[:/]/.test(url))).toEqual([]);
  await page.close();
});

/** The pid of the server `npm start` runs a script as, once it runs. */
function serverPid(script: string): number | undefined {
  return childProcesses(start?.pid ?? -1).find((child) => child.argv.some((arg) => arg.endsWith(script)))?.pid;
}

/** Both servers answer: the site its home page, the API its health. */
async function expectBothServing(): Promise<void> {
  expect((await fetch(`${siteOrigin}${BASE_PATH}/`)).status).toBe(200);
  expect((await fetch(`${apiOrigin}/health`)).status).toBe(200);
}

it('answers a reversed Range with the whole page and serves on', async () => {
  const page = await fetch(`${siteOrigin}${BASE_PATH}/404.html`, { headers: { range: 'bytes=500-100' } });
  expect(page.status).toBe(200);
  await expectBothServing();
  expect(start?.exitCode).toBeNull();
});

it.each([
  ['the site server', 'The site server', 'scripts/site/serve-site.ts'],
  ['the API', 'The API', 'server/src/main.ts'],
])('restarts %s when it is killed, while the other serves on', async (_, name, script) => {
  const killed = serverPid(script);
  expect(killed).toBeDefined();
  process.kill(killed!, 'SIGKILL');
  await vi.waitFor(
    () => {
      const restarted = serverPid(script);
      expect(restarted).toBeDefined();
      expect(restarted).not.toBe(killed);
    },
    { timeout: 30_000, interval: 100 },
  );
  await vi.waitFor(expectBothServing, { timeout: 60_000, interval: 250 });
  expect(output).toContain(`${name} ended (SIGKILL): restarting it`);
  expect(start?.exitCode).toBeNull();
});
