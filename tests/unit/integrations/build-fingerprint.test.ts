import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  buildFingerprint,
  CONFIG_ENV_KEYS,
  type FingerprintSources,
} from '../../../src/integrations/build-fingerprint.ts';

let root: string;
let sources: FingerprintSources;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-fingerprint-'));
  write('src/pages/index.astro', '<h1>Concerts</h1>');
  write('public/robots.txt', 'User-agent: *');
  write('astro.config.mjs', 'export default {};');
  write('node_modules/.astro/data-store.json', '{"works":[1]}');
  write('README.md', 'Not part of the build.');
  sources = {
    root,
    cacheDir: join(root, 'node_modules/.astro'),
    env: { SITE_ORIGIN: 'https://music.example.org', UNRELATED: 'x' },
    envKeys: ['SITE_ORIGIN', 'ORCHESTRA_NAME'],
  };
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

describe('buildFingerprint', () => {
  it('is the same for the same content, code and settings', () => {
    expect(buildFingerprint(sources)).toMatch(/^[0-9a-f]{64}$/);
    expect(buildFingerprint(sources)).toBe(buildFingerprint({ ...sources, env: { ...sources.env } }));
  });

  it('changes with the synced content', () => {
    const before = buildFingerprint(sources);
    write('node_modules/.astro/data-store.json', '{"works":[1,2]}');
    expect(buildFingerprint(sources)).not.toBe(before);
  });

  it('changes with a source, a static file, the configuration, and a file added to the sources', () => {
    const seen = new Set([buildFingerprint(sources)]);
    write('src/pages/index.astro', '<h1>Concerts!</h1>');
    seen.add(buildFingerprint(sources));
    write('public/robots.txt', 'User-agent: *\nDisallow:');
    seen.add(buildFingerprint(sources));
    write('astro.config.mjs', 'export default { base: "/music" };');
    seen.add(buildFingerprint(sources));
    write('src/components/New.astro', '');
    seen.add(buildFingerprint(sources));
    expect(seen.size).toBe(5);
  });

  it('tells a file moved from one path to another apart', () => {
    write('src/a.ts', 'x');
    const before = buildFingerprint(sources);
    rmSync(join(root, 'src/a.ts'));
    write('src/b.ts', 'x');
    expect(buildFingerprint(sources)).not.toBe(before);
  });

  it('changes with a setting it reads, set, changed or unset, and not with others or other files', () => {
    const before = buildFingerprint(sources);
    expect(buildFingerprint({ ...sources, env: { ...sources.env, UNRELATED: 'y' } })).toBe(before);
    write('README.md', 'Changed.');
    expect(buildFingerprint(sources)).toBe(before);
    expect(buildFingerprint({ ...sources, env: { ...sources.env, ORCHESTRA_NAME: 'Chamber Players' } })).not.toBe(
      before,
    );
    expect(buildFingerprint({ ...sources, env: { ...sources.env, ORCHESTRA_NAME: '' } })).not.toBe(before);
    expect(buildFingerprint({ ...sources, env: { SITE_ORIGIN: 'https://other.example.org' } })).not.toBe(before);
  });

  it('is null without a data store: such a build matches none', () => {
    rmSync(join(root, 'node_modules/.astro/data-store.json'));
    expect(buildFingerprint(sources)).toBeNull();
  });
});

describe('the settings the fingerprint reads', () => {
  it('hold every variable astro.config.mjs reads outside its env schema, but where the output and cache go', () => {
    const config = readFileSync(resolve('astro.config.mjs'), 'utf8');
    const read = new Set([...config.matchAll(/process\.env\.([A-Z_]+)/g)].map((match) => match[1] ?? ''));
    const placesOnly = ['SITE_OUT_DIR', 'ASTRO_CACHE_DIR'];
    expect(read.size).toBeGreaterThan(placesOnly.length);
    const unread = [...read].filter(
      (key) => !placesOnly.includes(key) && !(CONFIG_ENV_KEYS as readonly string[]).includes(key),
    );
    expect(unread).toEqual([]);
  });
});
