import { describe, expect, it } from 'vitest';
import { astroBuildEnv } from '../../../../scripts/site/build-pipeline.ts';

describe('astroBuildEnv', () => {
  it('builds for production even when the caller runs under another NODE_ENV (vitest sets test)', () => {
    expect(astroBuildEnv({ NODE_ENV: 'test' }, '/tmp/site.next')['NODE_ENV']).toBe('production');
    expect(astroBuildEnv({}, '/tmp/site.next')['NODE_ENV']).toBe('production');
  });

  it('leaves out the import.meta.env keys vitest copies into the environment (DEV=1 would reach the pages)', () => {
    const env = astroBuildEnv({ DEV: '1', PROD: '', SSR: '1', MODE: 'test', BASE_URL: '/', TEST: 'true' }, '/x');
    expect(Object.keys(env).sort()).toEqual([
      'MIMALLOC_PURGE_DELAY',
      'NODE_ENV',
      'NODE_OPTIONS',
      'SITE_OUT_DIR',
      'TEST',
    ]);
  });

  it('writes into the staging folder and keeps the caller’s settings and Node options', () => {
    const env = astroBuildEnv({ API_BASE: 'http://127.0.0.1:1', NODE_OPTIONS: '--cpu-prof' }, '/tmp/site.next');
    expect(env).toMatchObject({ API_BASE: 'http://127.0.0.1:1', SITE_OUT_DIR: '/tmp/site.next' });
    expect(env['NODE_OPTIONS']).toBe('--cpu-prof --max-semi-space-size=32 --max-old-space-size=1024');
  });

  it('has mimalloc (the bundler’s allocator) give freed memory back at once, unless the caller says otherwise', () => {
    expect(astroBuildEnv({}, '/x')['MIMALLOC_PURGE_DELAY']).toBe('0');
    expect(astroBuildEnv({ MIMALLOC_PURGE_DELAY: '10' }, '/x')['MIMALLOC_PURGE_DELAY']).toBe('10');
  });

  it('bounds the old generation unless the caller does', () => {
    expect(astroBuildEnv({ NODE_OPTIONS: '--max-old-space-size=4096' }, '/x')['NODE_OPTIONS']).toBe(
      '--max-old-space-size=4096 --max-semi-space-size=32',
    );
  });
});
