import { spawnSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort, startDemoApi, waitForCatalogue } from '../../../scripts/site/demo-api.ts';
import { createSiteServer } from '../../../scripts/site/static-site-server.ts';
import { startCaddySite, type CaddySite } from '../../support/caddy-server.ts';
import { startChatStub } from './chat-stub-server.ts';
import { startAnalyticsSink } from './analytics-sink.ts';

const BASE_PATH = '/music/concert-library';

/**
 * Starts the API (unless E2E_API_BASE names one already running), builds the site into a
 * temporary folder against it, and serves it twice: with the bundled static server, and with
 * Caddy and deploy/Caddyfile (the production headers, for the quality suite's second run).
 * Returns the teardown that stops them all and removes the folder.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const work = await mkdtemp(join(tmpdir(), 'concert-library-e2e-'));
  const sitePort = await freePort();
  const siteOrigin = `http://127.0.0.1:${sitePort}`;
  const caddyPort = await freePort();
  const given = process.env['E2E_API_BASE'];
  // The API admits both servers' origins (CORS); emailed links lead to the first. It has a route that says
  // when its after-answer work (mail) is done (e2e-api.ts).
  const started = given
    ? undefined
    : await startDemoApi(work, `${siteOrigin},http://127.0.0.1:${caddyPort}`, 'tests/e2e/support/e2e-api.ts');
  const apiBase = given ?? started?.apiBase ?? '';
  // The live chat the site embeds: a stub service on another origin (tests/e2e/live-stream-details.spec.ts).
  const chat = await startChatStub();
  // Analytics on, reporting to a local sink: the account journeys check the page views it gets.
  const analytics = await startAnalyticsSink();
  let caddy: CaddySite | undefined;
  /** Stops what the setup started and removes its folder: the teardown, or a setup that failed. */
  const stopServices = async (): Promise<void> => {
    await caddy?.stop();
    await chat.close();
    await analytics.close();
    started?.process.kill('SIGTERM');
    await rm(work, { recursive: true, force: true });
  };
  try {
    await waitForCatalogue(apiBase);
    const outDir = join(work, 'site');
    const build = spawnSync(process.execPath, [resolve('scripts/build-site.ts'), outDir], {
      env: {
        ...process.env,
        API_BASE: apiBase,
        SITE_ORIGIN: siteOrigin,
        CHAT_EMBED_URL: chat.embedUrl,
        ASTRO_TELEMETRY_DISABLED: '1',
        ANALYTICS_ID: 'e2e.concert-library.test',
        ANALYTICS_ENDPOINT: analytics.endpoint,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (build.status !== 0) throw new Error(`The site build failed (exit ${build.status}).`);
    const server = createSiteServer({ root: outDir, base: BASE_PATH });
    await new Promise<void>((done) => server.listen(sitePort, '127.0.0.1', done));
    caddy = await startCaddySite(outDir, caddyPort);
    process.env['E2E_SITE'] = `${siteOrigin}${BASE_PATH}`;
    process.env['E2E_CADDY_SITE'] = `${caddy.origin}${BASE_PATH}`;
    process.env['E2E_API_BASE'] = apiBase;
    process.env['E2E_SITE_ROOT'] = outDir;
    process.env['E2E_CHAT_EMBED_URL'] = chat.embedUrl;
    process.env['E2E_ANALYTICS_ENDPOINT'] = analytics.endpoint;
    // The started API's database, where the accounts journeys age a magic link past its 15 minutes.
    if (started) process.env['E2E_API_DATABASE'] = join(work, 'api.sqlite');
    // The started API's mail outbox (one JSON file per message), for journeys that follow emailed links.
    if (started) process.env['E2E_MAIL_OUTBOX'] = join(work, 'outbox');
    return async () => {
      await new Promise<void>((done) => server.close(() => done()));
      await stopServices();
    };
  } catch (error) {
    await stopServices();
    throw error;
  }
}
