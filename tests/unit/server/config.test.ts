import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configFrom } from '../../../server/src/config.ts';
import { ConfigError } from '../../../server/src/config-error.ts';

const SECRET = 's'.repeat(40);

/** The one-line message configFrom refuses an environment with. */
function refusal(env: Record<string, string>): string {
  try {
    configFrom(env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    expect(error.message).not.toContain('\n');
    return error.message;
  }
  throw new Error('The environment was accepted.');
}

describe('server configuration: secrets and the API origin', () => {
  it('refuses to run outside demo mode without a secret, or with a short one', () => {
    const production = { DEMO: 'false', API_ORIGIN: 'https://api.example.org' };
    expect(refusal(production)).toMatch(/^SECRET_KEY is not set: outside demo mode \(DEMO=false\)/);
    expect(refusal({ ...production, SECRET_KEY: '  ' })).toMatch(/^SECRET_KEY is not set/);
    expect(refusal({ ...production, SECRET_KEY: 'x'.repeat(31) })).toMatch(/^SECRET_KEY is too short \(31 bytes\)/);
    expect(configFrom({ ...production, SECRET_KEY: SECRET }).secretKeys).toEqual([SECRET]);
  });

  it('keeps the keys of SECRET_KEY, newest first, and not the raw setting', () => {
    const config = configFrom({
      DEMO: 'false',
      API_ORIGIN: 'https://api.example.org',
      SECRET_KEY: `${SECRET},${'p'.repeat(32)}`,
    });
    expect(config.secretKeys).toEqual([SECRET, 'p'.repeat(32)]);
    expect(Object.keys(config)).not.toContain('SECRET_KEY');
  });

  it('in demo mode without SECRET_KEY, generates the secret file once (mode 0600) and reuses it', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'cl-config-')), 'var', 'secret-key');
    const first = configFrom({ DEMO: 'true', SECRET_KEY_FILE: file });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(first.secretKeys).toEqual([readFileSync(file, 'utf8').trim()]);
    expect(configFrom({ DEMO: 'true', SECRET_KEY_FILE: file }).secretKeys).toEqual(first.secretKeys);
    // A SECRET_KEY that is set wins over the file.
    expect(configFrom({ DEMO: 'true', SECRET_KEY_FILE: file, SECRET_KEY: SECRET }).secretKeys).toEqual([SECRET]);
  });

  it('refuses to run outside demo mode without API_ORIGIN', () => {
    expect(refusal({ DEMO: 'false', SECRET_KEY: SECRET })).toMatch(/^API_ORIGIN is not set: outside demo mode/);
  });

  it.each([
    ['https://api.example.org/', 'https://api.example.org'],
    ['https://example.org/concert-api/', 'https://example.org/concert-api'],
    ['http://127.0.0.1:8000', 'http://127.0.0.1:8000'],
  ])('takes API_ORIGIN %s as %s', (value, origin) => {
    expect(configFrom({ DEMO: 'false', SECRET_KEY: SECRET, API_ORIGIN: value }).apiOrigin).toBe(origin);
  });

  it.each([
    'api.example.org',
    'ftp://api.example.org',
    'https://user:pw@api.example.org',
    'https://api.example.org/?x=1',
  ])('refuses API_ORIGIN %s', (value) => {
    expect(refusal({ DEMO: 'false', SECRET_KEY: SECRET, API_ORIGIN: value })).toMatch(
      /^API_ORIGIN must be an http\(s\) origin/,
    );
  });

  it.each([
    [{}, 'http://127.0.0.1:8000'],
    [{ API_HOST: '0.0.0.0', API_PORT: '8123' }, 'http://127.0.0.1:8123'],
    [{ API_HOST: '::' }, 'http://127.0.0.1:8000'],
    [{ API_HOST: '::1' }, 'http://[::1]:8000'],
    [{ API_HOST: 'localhost', API_PORT: '9000' }, 'http://localhost:9000'],
  ])('in demo mode without API_ORIGIN, derives it from API_HOST and API_PORT (%j → %s)', (env, origin) => {
    expect(configFrom({ DEMO: 'true', SECRET_KEY: SECRET, ...env }).apiOrigin).toBe(origin);
  });

  it('refuses a random port in demo mode without API_ORIGIN, and any invalid value, in one line', () => {
    expect(refusal({ DEMO: 'true', SECRET_KEY: SECRET, API_PORT: '0' })).toMatch(
      /^API_PORT=0 listens on a random port/,
    );
    expect(refusal({ SECRET_KEY: SECRET, API_PORT: 'eighty' })).toMatch(/^Invalid configuration: API_PORT: /);
  });
});

describe('server configuration: DEMO', () => {
  it('reads DEMO as the build does: unset, true or 1 is demo mode, false or 0 is not', () => {
    const production = { SECRET_KEY: SECRET, API_ORIGIN: 'https://api.example.org' };
    expect(['true', '1', ' 1 '].map((DEMO) => configFrom({ DEMO, ...production }).DEMO)).toEqual([true, true, true]);
    expect(['false', '0', 'false '].map((DEMO) => configFrom({ DEMO, ...production }).DEMO)).toEqual([
      false,
      false,
      false,
    ]);
    expect(configFrom(production).DEMO).toBe(true);
  });

  it('refuses any other value, an empty one too, in one line naming DEMO', () => {
    expect(refusal({ DEMO: 'yes' })).toBe(
      'Invalid configuration: DEMO: "yes" is not true, 1, false or 0 (leave DEMO unset for demo mode).',
    );
    expect(refusal({ DEMO: '' })).toMatch(/^Invalid configuration: DEMO: "" is not true/);
  });
});

describe('server configuration: publishing', () => {
  const production = { DEMO: 'false', SECRET_KEY: SECRET, API_ORIGIN: 'https://api.example.org' };
  const dispatch = 'https://api.github.com/repos/orchestra/site/actions/workflows/publish.yml/dispatches';

  it('publishes nowhere, to a target from this machine, or through CI', () => {
    expect(configFrom(production).publishing).toEqual({ kind: 'none' });
    expect(configFrom({ ...production, PUBLISH_TARGET: ' /srv/site ' }).publishing).toEqual({
      kind: 'rebuild',
      target: '/srv/site',
    });
    expect(
      configFrom({ ...production, PUBLISH_CI_DISPATCH_URL: dispatch, PUBLISH_CI_TOKEN: 'github_pat_x' }).publishing,
    ).toEqual({
      kind: 'ci',
      dispatchUrl: dispatch,
      token: 'github_pat_x',
      ref: 'main',
      startTimeoutMs: 15 * 60_000,
      silenceTimeoutMs: 5 * 60_000,
    });
  });

  it('refuses a CI set-up without its token, beside a target, or at no address', () => {
    expect(refusal({ ...production, PUBLISH_CI_DISPATCH_URL: dispatch })).toBe(
      'PUBLISH_CI_DISPATCH_URL is set without PUBLISH_CI_TOKEN, the CI token that may start it.',
    );
    expect(
      refusal({ ...production, PUBLISH_CI_DISPATCH_URL: dispatch, PUBLISH_CI_TOKEN: 't', PUBLISH_TARGET: 'dist' }),
    ).toBe('Set PUBLISH_TARGET (build in the API’s machine) or PUBLISH_CI_DISPATCH_URL (build in CI), not both.');
    expect(refusal({ ...production, PUBLISH_CI_DISPATCH_URL: 'ftp://ci', PUBLISH_CI_TOKEN: 't' })).toMatch(
      /^Invalid configuration: PUBLISH_CI_DISPATCH_URL: /,
    );
  });
});

describe('server configuration: where media are kept', () => {
  const production = { DEMO: 'false', SECRET_KEY: SECRET, API_ORIGIN: 'https://api.example.org' };

  it('keeps media under MEDIA_ROOT unless MEDIA_BUCKET names a bucket (empty counts as unset)', () => {
    for (const env of [production, { ...production, MEDIA_BUCKET: ' ' }]) {
      const config = configFrom({ ...env, MEDIA_ROOT: '/srv/media' });
      expect(config.mediaStorage).toEqual({ root: '/srv/media' });
      expect(config.mediaPlaces.storage.bucket).toBeUndefined();
    }
  });

  it('reaches MEDIA_BUCKET with the S3 settings of the environment and the timeout given', () => {
    const config = configFrom({
      ...production,
      MEDIA_ROOT: '/srv/media',
      MEDIA_BUCKET: 'orchestra-media',
      MEDIA_BUCKET_TIMEOUT_SECONDS: '4',
      AWS_ENDPOINT_URL_S3: 'http://minio:9000',
      AWS_REGION: 'eu-west-1',
      HOME: '/home/api',
    });
    expect(config.mediaStorage.bucket).toMatchObject({
      name: 'orchestra-media',
      timeoutMs: 4000,
      s3Env: { AWS_ENDPOINT_URL_S3: 'http://minio:9000', AWS_REGION: 'eu-west-1' },
    });
    expect(config.mediaStorage.bucket?.s3Env).not.toHaveProperty('HOME');
    expect(config.mediaPlaces.storage).toMatchObject({ root: '/srv/media', bucket: config.mediaStorage.bucket });
  });

  it('refuses a timeout that is not a positive number of seconds, in one line', () => {
    expect(refusal({ ...production, MEDIA_BUCKET_TIMEOUT_SECONDS: '0' })).toMatch(
      /^Invalid configuration: MEDIA_BUCKET_TIMEOUT_SECONDS/,
    );
  });
});
