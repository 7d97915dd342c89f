import { spawn, spawnSync } from 'node:child_process';
import { networkInterfaces } from 'node:os';
import { resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { API_NODE_FLAGS } from '../server/src/node-flags.ts';
import { BASE_PATH } from '#lib/catalog/routes.ts';
import { demoProvidersWanted } from './demo-providers/demo-providers-wanted.ts';
import { writeSiteEnvFile } from './site/site-env-file.ts';
import { startPlan } from './site/start-origins.ts';
import { SERVER_SETTING_NAMES } from '../server/src/config.ts';
import { superviseProcess, type SupervisedProcess } from './supervision/supervised-process.ts';

/**
 * `npm start [outDir]`: the studio's preview renderer built (scripts/build-preview.ts), the content
 * API with its demo catalogue, then the site built against it into outDir (default dist/) and served
 * at http://localhost:PORT/music/concert-library/. With `HOST=0.0.0.0` both listen on every
 * interface and pages use this machine's network name (PUBLIC_HOST, or its address), so a phone on
 * the same network can use the site (site/start-origins.ts). Either server, should it end on its
 * own, is restarted (supervision/restart-policy.ts: a short wait, and no more than a few times a
 * minute, after which everything stops); Ctrl-C or SIGTERM stops both. In demo mode, unless AUTH_PROVIDERS is set, a
 * demo identity provider and a demo social network run in this process, and the site shows their
 * sign-in buttons (demo-providers/); outside demo mode they are not even imported.
 */
const plan = (() => {
  try {
    return startPlan(process.env, networkInterfaces());
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    return process.exit(1);
  }
})();
const outDir = resolve(process.argv[2] ?? 'dist');
const servers: SupervisedProcess[] = [];
let stopped: Promise<never> | undefined;
const demoProviders = demoProvidersWanted(process.env)
  ? await (
      await import('./demo-providers/demo-providers.ts')
    ).startDemoProviders({
      listenHost: plan.listenHost,
      publicHost: new URL(plan.publicApiBase).hostname,
      internalHost: new URL(plan.pullBase).hostname,
      apiPublicBase: plan.publicApiBase,
    })
  : undefined;

/** Runs a script with Node under supervision: restarted when it ends on its own. */
function run(
  name: string,
  script: string,
  args: string[] = [],
  env: Record<string, string> = {},
  nodeFlags: readonly string[] = [],
): void {
  const start = () =>
    spawn(process.execPath, [...nodeFlags, resolve(script), ...args], {
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
  servers.push(superviseProcess({ name, start, onGiveUp: () => void stop(1) }));
}

/** Stops both servers (the API drains its requests first) and the demo providers, then exits; once, whoever asks again. */
function stop(code = 0): Promise<never> {
  stopped ??= Promise.all(servers.map((server) => server.stop()))
    .then(() => demoProviders?.close())
    .then(() => process.exit(code));
  return stopped;
}

async function waitForApi(): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt++) {
    const ok = await fetch(`${plan.pullBase}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await sleep(500);
  }
  throw new Error(`The API did not answer at ${plan.pullBase}/health within a minute.`);
}

process.once('SIGINT', () => void stop(0));
process.once('SIGTERM', () => void stop(0));

/**
 * What the site is built with: here, by each publish from the studio (PUBLISH_SITE_ENV), and for
 * the studio's previews of its pages.
 */
const siteEnv: NodeJS.ProcessEnv = {
  ...process.env,
  API_BASE: plan.pullBase,
  PUBLIC_API_BASE: plan.publicApiBase,
  SITE_ORIGIN: plan.siteOrigin,
  ...demoProviders?.siteSettings,
};
// The API's own settings (its secret, its database) are not the build's, except the few both read;
// the system's the publish's build gets from the API's process.
const BOTH_READ = new Set(['SITE_ORIGIN', 'API_PORT', 'DEMO']);
const notTheSite = new Set([
  ...SERVER_SETTING_NAMES.filter((key) => !BOTH_READ.has(key)),
  ...['PATH', 'HOME', 'PWD', 'OLDPWD', 'SHLVL', '_'],
]);
const siteEnvFile = resolve('var/start/site.env');
writeSiteEnvFile(siteEnvFile, siteEnv, notTheSite);
const publishSiteEnv = process.env['PUBLISH_SITE_ENV'] ?? siteEnvFile;
// The studio's preview renderer, before the API that loads it (docs/studio.md, "Preview"): it reads
// no catalogue, so it is built before the API answers, from the site's settings file the API checks
// its stamp against (PUBLISH_SITE_ENV, as a publish builds the site).
const previewBuild = spawnSync(process.execPath, [resolve('scripts/build-preview.ts')], {
  stdio: 'inherit',
  env: { ...process.env, PUBLISH_SITE_ENV: publishSiteEnv },
});
if (previewBuild.status !== 0) await stop(previewBuild.status ?? 1);

run(
  'The API',
  'server/src/main.ts',
  [],
  {
    API_HOST: plan.listenHost,
    API_PORT: String(plan.apiPort),
    // Stream links name the API as pages do; CORS admits the site's public origin and localhost.
    API_ORIGIN: process.env['API_ORIGIN'] ?? plan.publicApiBase,
    SITE_ORIGIN: plan.corsOrigins.join(','),
    ...(demoProviders ? { AUTH_PROVIDERS: demoProviders.authProviders } : {}),
    // The studio publishes into the folder served here, building as this start builds.
    PUBLISH_TARGET: process.env['PUBLISH_TARGET'] ?? outDir,
    PUBLISH_SITE_ENV: publishSiteEnv,
  },
  API_NODE_FLAGS,
);
await waitForApi();
const build = spawnSync(process.execPath, [resolve('scripts/build-site.ts'), outDir], {
  stdio: 'inherit',
  env: siteEnv,
});
if (build.status !== 0) await stop(build.status ?? 1);
run('The site server', 'scripts/site/serve-site.ts', [outDir], {
  HOST: plan.listenHost,
  PORT: String(plan.sitePort),
  SITE_URL: `${plan.siteOrigin}${BASE_PATH}/`,
});
