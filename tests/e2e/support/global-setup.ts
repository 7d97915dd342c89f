import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startDemoProviders, type DemoProviders } from '../../../scripts/demo-providers/demo-providers.ts';
import {
  demoApiSettings,
  freePort,
  startDemoApi,
  waitForCatalogue,
  type DemoApi,
} from '../../../scripts/site/demo-api.ts';
import { createSiteServer } from '../../../scripts/site/static-site-server.ts';
import { startCaddySite, type CaddySite } from '../../support/caddy-server.ts';
import { startChatStub } from './chat-stub-server.ts';
import { startAnalyticsSink } from './analytics-sink.ts';
import { e2eMediaRoot } from './e2e-media-root.ts';
import { startNativeIdentityIssuer } from './native-identity.ts';
import { nativeSiteBuildEnv } from './native-site.ts';
import { buildPreviewRenderer, type BuiltPreviewRenderer } from './preview-renderer.ts';
import { buildSiteInto } from './site-build.ts';

const BASE_PATH = '/music/concert-library';

/**
 * The demo sign-in providers, started as `npm start` starts them, for an API on `apiPort`: the
 * API takes their AUTH_PROVIDERS, the build their buttons (tests/e2e/sign-in-providers.spec.ts).
 */
function startProviders(apiPort: number): Promise<DemoProviders> {
  const loopback = '127.0.0.1';
  return startDemoProviders({
    listenHost: loopback,
    publicHost: loopback,
    internalHost: loopback,
    apiPublicBase: `http://${loopback}:${apiPort}`,
  });
}

/**
 * Starts the API (unless E2E_API_BASE names one already running) with the demo sign-in
 * providers, builds the site into a temporary folder against it, and serves it twice: with the
 * bundled static server, and with Caddy and deploy/Caddyfile (the production headers, for the
 * quality suite's second run). Beside it, at the same time, it builds the native wrappers'
 * variant (NATIVE_MODE and ANDROID_MODE, tests/e2e/native-mode.spec.ts) and serves it with the
 * static server on an origin of its own. Returns the teardown that stops them all and removes
 * the folder.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const work = await mkdtemp(join(tmpdir(), 'concert-library-e2e-'));
  // The native build's folder is inside the project: Astro puts the server bundle of a build whose
  // output is outside it in the project's one .astro/.prerender, which two builds at once would share.
  await mkdir(resolve('.cache'), { recursive: true });
  const nativeWork = await mkdtemp(join(resolve('.cache'), 'e2e-native-'));
  const sitePort = await freePort();
  const siteOrigin = `http://127.0.0.1:${sitePort}`;
  const caddyPort = await freePort();
  const nativePort = await freePort();
  const nativeOrigin = `http://127.0.0.1:${nativePort}`;
  // The studio at a host name of the same server: a passkey cannot be bound to an IP address.
  const studioOrigin = `http://localhost:${sitePort}`;
  const apiOrigins = `${siteOrigin},http://127.0.0.1:${caddyPort},${nativeOrigin},${studioOrigin}`;
  const given = process.env['E2E_API_BASE'];
  // What the stand-in native wrapper signs visitors in with: the API trusts its id_tokens.
  const nativeIdentity = await startNativeIdentityIssuer();
  // The API admits the three servers' origins (CORS); emailed links lead to the first. It has a route that says
  // when its after-answer work (mail) is done (e2e-api.ts).
  const apiPort = await freePort();
  const apiBase = given ?? `http://127.0.0.1:${apiPort}`;
  // A running API has providers of its own, or none: the buttons would lead nowhere.
  const providers = given ? undefined : await startProviders(apiPort);
  // The live chat the site embeds: a stub service on another origin (tests/e2e/live-stream-details.spec.ts).
  const chat = await startChatStub();
  // Analytics on, reporting to a local sink: the account journeys check the page views it gets.
  const analytics = await startAnalyticsSink();
  const buildEnv = {
    API_BASE: apiBase,
    SITE_ORIGIN: siteOrigin,
    CHAT_EMBED_URL: chat.embedUrl,
    ANALYTICS_ID: 'e2e.concert-library.test',
    ANALYTICS_ENDPOINT: analytics.endpoint,
  };
  let started: DemoApi | undefined;
  let previews: BuiltPreviewRenderer | undefined;
  let caddy: CaddySite | undefined;
  /** Stops what the setup started and removes its folder: the teardown, or a setup that failed. */
  const stopServices = async (): Promise<void> => {
    await caddy?.stop();
    await nativeIdentity.close();
    await chat.close();
    await analytics.close();
    started?.process.kill('SIGTERM');
    await previews?.remove();
    await providers?.close();
    await rm(work, { recursive: true, force: true });
    await rm(nativeWork, { recursive: true, force: true });
  };
  try {
    if (!given) {
      // The studio's previews draw the site's pages: its renderer is built with the site's settings before the
      // API that checks it against them starts (support/preview-renderer.ts).
      previews = await buildPreviewRenderer(work, { ...buildEnv, ...providers?.siteSettings });
      started = await startDemoApi(work, apiOrigins, {
        entry: 'tests/e2e/support/e2e-api.ts',
        port: apiPort,
        env: {
          STUDIO_ORIGIN: studioOrigin,
          MEDIA_ROOT: await e2eMediaRoot(work),
          UPLOAD_DIR: join(work, 'uploads'),
          AUTH_PROVIDERS: JSON.stringify([
            ...(providers ? (JSON.parse(providers.authProviders) as unknown[]) : []),
            nativeIdentity.authProvider,
          ]),
          ...previews.apiEnv,
        },
      });
    }
    await waitForCatalogue(apiBase);
    const outDir = join(work, 'site');
    const nativeOutDir = join(nativeWork, 'site');
    // Both builds at once: each has phases that leave a core idle, which the other fills. Both are
    // waited for, so a failed one never has its folder removed under the other.
    const builds = await Promise.allSettled([
      buildSiteInto(outDir, { ...buildEnv, ...providers?.siteSettings }, 'site'),
      buildSiteInto(nativeOutDir, { ...buildEnv, ...nativeSiteBuildEnv(nativeOrigin, work) }, 'native site'),
    ]);
    for (const build of builds) if (build.status === 'rejected') throw build.reason;
    const server = createSiteServer({ root: outDir, base: BASE_PATH });
    await new Promise<void>((done) => server.listen(sitePort, '127.0.0.1', done));
    const nativeServer = createSiteServer({ root: nativeOutDir, base: BASE_PATH });
    await new Promise<void>((done) => nativeServer.listen(nativePort, '127.0.0.1', done));
    caddy = await startCaddySite(outDir, caddyPort);
    process.env['E2E_SITE'] = `${siteOrigin}${BASE_PATH}`;
    process.env['E2E_NATIVE_SITE'] = `${nativeOrigin}${BASE_PATH}`;
    // Only the API started here trusts the native identity issuer's tokens.
    if (started) Object.assign(process.env, nativeIdentity.env);
    process.env['E2E_CADDY_SITE'] = `${caddy.origin}${BASE_PATH}`;
    process.env['E2E_API_BASE'] = apiBase;
    process.env['E2E_SITE_ROOT'] = outDir;
    process.env['E2E_CHAT_EMBED_URL'] = chat.embedUrl;
    process.env['E2E_ANALYTICS_ENDPOINT'] = analytics.endpoint;
    // The started API's database, where the accounts journeys age a magic link past its 15 minutes.
    if (started) process.env['E2E_API_DATABASE'] = join(work, 'api.sqlite');
    // The started API's mail outbox (one JSON file per message), for journeys that follow emailed links.
    if (started) process.env['E2E_MAIL_OUTBOX'] = join(work, 'outbox');
    // The studio's page at its origin, and the started API's settings, for the first admin's command.
    process.env['E2E_STUDIO'] = `${studioOrigin}${BASE_PATH}/studio/`;
    if (started)
      process.env['E2E_API_ENV'] = JSON.stringify({
        ...demoApiSettings(work, apiOrigins),
        STUDIO_ORIGIN: studioOrigin,
      });
    // The providers' names, as the site's buttons show them.
    if (providers) process.env['E2E_PROVIDERS'] = JSON.stringify(providers.siteSettings);
    return async () => {
      await new Promise<void>((done) => server.close(() => done()));
      await new Promise<void>((done) => nativeServer.close(() => done()));
      await stopServices();
    };
  } catch (error) {
    await stopServices();
    throw error;
  }
}
