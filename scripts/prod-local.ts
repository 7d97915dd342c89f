import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Redis } from 'ioredis';
import { freePort } from './site/demo-api.ts';
import { ensureDatabase } from './prod-local/ensure-database.ts';
import { startProcess, waitForOk } from './prod-local/stack-process.ts';
import { superviseProcess, type SupervisedProcess } from './supervision/supervised-process.ts';
import { API_NODE_FLAGS } from '../server/src/node-flags.ts';
import { BASE_PATH } from '#lib/catalog/routes.ts';

/**
 * `npm run prod:local`: deploy/compose.yaml's topology on this machine's Debian services. Two API
 * instances (DEMO=false, one generated SECRET_KEY) on the local PostgreSQL (a database of their
 * own, created when missing) and Redis, behind Caddy with deploy/stack.Caddyfile: the built site
 * (dist/, when present) on one address, the API balanced over both instances on another. Prints
 * the addresses. A process that ends on its own is restarted, as compose's `restart: unless-stopped`
 * does (supervision/restart-policy.ts; one that keeps ending stops the stack), while Caddy sends
 * the API's requests to the other instance; Ctrl-C stops everything. Settings (environment):
 *   PROD_DATABASE_URL   postgres://postgres@127.0.0.1:5432/concert_library_prod
 *   PROD_REDIS_URL      redis://127.0.0.1:6379
 *   PROD_SITE_PORT 8080, PROD_API_PORT 8081, PROD_INSTANCE_PORTS 8001,8002 (0: any free port)
 *   PROD_SITE_ROOT      dist
 *   PROD_WORK           var/prod-local (mail outbox, Caddy's state)
 * Other API settings (AUTH_RATE_LIMIT, RATE_LIMIT_PREFIX, LOG_LEVEL, …) pass through to the instances.
 */
const env = process.env;
const databaseUrl = env['PROD_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/concert_library_prod';
const redisUrl = env['PROD_REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const siteRoot = resolve(env['PROD_SITE_ROOT'] ?? 'dist');
const work = resolve(env['PROD_WORK'] ?? 'var/prod-local');

/** A port setting: a number, or 0 for any free loopback port. */
async function port(value: string): Promise<number> {
  const number = Number(value);
  if (!Number.isInteger(number) || number < 0 || number > 65535) throw new Error(`Not a port: '${value}'.`);
  return number === 0 ? freePort() : number;
}

async function checkRedis(url: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000 });
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    throw new Error(`No Redis at ${url}: run scripts/ensure-services.sh.`, { cause: error });
  } finally {
    redis.disconnect();
  }
}

const running: SupervisedProcess[] = [];
let stopped: Promise<never> | undefined;

/**
 * Stops Caddy first (no new requests), then both instances, which drain theirs; once, whoever asks
 * again. Nothing is restarted meanwhile, not even an instance that Ctrl-C, which a terminal sends to
 * every process of the stack, has already ended.
 */
function stopAll(code: number): Promise<never> {
  stopped ??= (async () => {
    for (const stackProcess of running) stackProcess.stopRestarting();
    await Promise.all(running.filter((p) => p.name === 'caddy').map((p) => p.stop()));
    await Promise.all(running.map((p) => p.stop()));
    return process.exit(code);
  })();
  return stopped;
}

/** Starts a process of the stack under supervision: restarted when it ends on its own. */
function supervised(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): SupervisedProcess {
  const stackProcess = superviseProcess({
    name,
    start: () => startProcess(name, command, args, env),
    onGiveUp: () => void stopAll(1),
  });
  running.push(stackProcess);
  return stackProcess;
}

async function main(): Promise<void> {
  process.once('SIGINT', () => void stopAll(0));
  process.once('SIGTERM', () => void stopAll(0));
  const [sitePort, apiPort] = [await port(env['PROD_SITE_PORT'] ?? '8080'), await port(env['PROD_API_PORT'] ?? '8081')];
  const instancePorts = await Promise.all((env['PROD_INSTANCE_PORTS'] ?? '8001,8002').split(',').map(port));
  if (instancePorts.length !== 2) throw new Error('PROD_INSTANCE_PORTS must name two ports.');
  const siteOrigin = `http://127.0.0.1:${sitePort}`;
  const apiOrigin = `http://127.0.0.1:${apiPort}`;
  const created = await ensureDatabase(databaseUrl);
  await checkRedis(redisUrl);
  mkdirSync(work, { recursive: true });

  const instanceEnv = {
    ...env,
    DEMO: 'false',
    API_HOST: '127.0.0.1',
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    // One secret for both: a token or media link one instance signs, the other accepts.
    SECRET_KEY: env['SECRET_KEY'] || randomBytes(48).toString('base64url'),
    API_ORIGIN: apiOrigin,
    SITE_ORIGIN: siteOrigin,
    MAIL_OUTBOX: join(work, 'outbox'),
    // Caddy, on loopback, is the proxy in front: the visitor's address comes from X-Forwarded-For.
    TRUST_PROXY: '127.0.0.1',
  };
  const instances = instancePorts.map((instancePort, i) =>
    supervised(`api-${'AB'[i]}`, process.execPath, [...API_NODE_FLAGS, resolve('server/src/main.ts')], {
      ...instanceEnv,
      API_PORT: String(instancePort),
    }),
  );
  await Promise.all(instances.map((p, i) => waitForOk(`http://127.0.0.1:${instancePorts[i]}/readyz`, p.name)));

  const caddy = supervised(
    'caddy',
    'caddy',
    ['run', '--adapter', 'caddyfile', '--config', resolve('deploy/stack.Caddyfile')],
    {
      ...env,
      SITE_ADDRESS: siteOrigin,
      SITE_BIND: '127.0.0.1',
      SITE_ROOT: siteRoot,
      API_ADDRESS: apiOrigin,
      API_UPSTREAMS: instancePorts.map((p) => `127.0.0.1:${p}`).join(' '),
      CADDY_ADMIN: 'off',
      HOME: join(work, 'caddy'),
      XDG_DATA_HOME: join(work, 'caddy', 'data'),
      XDG_CONFIG_HOME: join(work, 'caddy', 'config'),
    },
  );
  await waitForOk(`${apiOrigin}/readyz`, caddy.name);

  const site = existsSync(join(siteRoot, 'index.html'))
    ? `${siteOrigin}${BASE_PATH}/`
    : `${siteOrigin}${BASE_PATH}/ (no site at ${siteRoot}: run npm run build)`;
  console.log(
    [
      'Concert Library, production stack on this machine:',
      `  site            ${site}`,
      `  API (balanced)  ${apiOrigin}`,
      `  API instance A  http://127.0.0.1:${instancePorts[0]}`,
      `  API instance B  http://127.0.0.1:${instancePorts[1]}`,
      `  database        ${databaseUrl}${created ? ' (created)' : ''}`,
      `  Redis           ${redisUrl}`,
      `  mail outbox     ${instanceEnv.MAIL_OUTBOX}`,
      'Ctrl-C stops everything.',
    ].join('\n'),
  );
}

main().catch(async (error: unknown) => {
  console.error(`prod:local: ${error instanceof Error ? error.message : String(error)}`);
  await stopAll(1);
});
