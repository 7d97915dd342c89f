import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  buildFingerprint,
  CODE_PATHS,
  declarationDigest,
  storeDigest,
} from '../../../../scripts/site/build-fingerprint.ts';
import { codeDigest, settingsDigest } from '../../../../src/lib/build/file-digests.ts';
import { CONFIG_ENV_KEYS } from '../../../../src/integrations/build-record-file.ts';
import type { CatalogManifest } from '../../../../src/lib/api/contract.ts';

let root: string;
const cacheDir = () => join(root, 'node_modules/.astro');
const env = { SITE_ORIGIN: 'https://music.example.org', UNRELATED: 'x' };
const keys = ['SITE_ORIGIN', 'ORCHESTRA_NAME'];
const count = (n: number) => ({ count: n });
const manifest: CatalogManifest = {
  version: 7,
  lists: {
    compositions: count(10),
    people: count(3),
    programs: count(2),
    live_streams: count(1),
    media_features: count(0),
    curated_collections: count(1),
    home_content: count(2),
  },
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-fingerprint-'));
  write('src/pages/index.astro', '<h1>Concerts</h1>');
  write('public/robots.txt', 'User-agent: *');
  write('astro.config.mjs', 'export default {};');
  write('node_modules/.astro/data-store.json', '{"works":[1]}');
  write('README.md', 'Not part of the build.');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function write(path: string, text: string): void {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** The fingerprint of the scratch project, its content known from the store or from `declared`. */
function fingerprint(settings: NodeJS.ProcessEnv = env, declared?: CatalogManifest): string | null {
  const content = declared === undefined ? storeDigest(cacheDir()) : declarationDigest(declared);
  return buildFingerprint({ content, code: codeDigest(root, CODE_PATHS), settings: settingsDigest(settings, keys) });
}

describe('buildFingerprint', () => {
  it('is the same for the same content, code and settings', () => {
    expect(fingerprint()).toMatch(/^[0-9a-f]{64}$/);
    expect(fingerprint()).toBe(fingerprint({ ...env }));
    expect(fingerprint(env, manifest)).toBe(fingerprint(env, structuredClone(manifest)));
  });

  it('changes with the synced content', () => {
    const before = fingerprint();
    write('node_modules/.astro/data-store.json', '{"works":[1,2]}');
    expect(fingerprint()).not.toBe(before);
  });

  it('changes with the declared catalogue version or a declared count, and not with the store then', () => {
    const before = fingerprint(env, manifest);
    expect(fingerprint(env, { ...manifest, version: 8 })).not.toBe(before);
    expect(fingerprint(env, { ...manifest, lists: { ...manifest.lists, people: count(4) } })).not.toBe(before);
    write('node_modules/.astro/data-store.json', '{"works":[1,2]}');
    expect(fingerprint(env, manifest)).toBe(before);
    expect(fingerprint(env, manifest)).not.toBe(fingerprint());
  });

  it('changes with a source, a static file, the configuration, and a file added to the sources', () => {
    const seen = new Set([fingerprint(env, manifest)]);
    write('src/pages/index.astro', '<h1>Concerts!</h1>');
    seen.add(fingerprint(env, manifest));
    write('public/robots.txt', 'User-agent: *\nDisallow:');
    seen.add(fingerprint(env, manifest));
    write('astro.config.mjs', 'export default { base: "/music" };');
    seen.add(fingerprint(env, manifest));
    write('src/components/New.astro', '');
    seen.add(fingerprint(env, manifest));
    expect(seen.size).toBe(5);
  });

  it('tells a file moved from one path to another apart', () => {
    write('src/a.ts', 'x');
    const before = fingerprint();
    rmSync(join(root, 'src/a.ts'));
    write('src/b.ts', 'x');
    expect(fingerprint()).not.toBe(before);
  });

  it('changes with a setting it reads, set, changed or unset, and not with others or other files', () => {
    const before = fingerprint();
    expect(fingerprint({ ...env, UNRELATED: 'y' })).toBe(before);
    write('README.md', 'Changed.');
    expect(fingerprint()).toBe(before);
    expect(fingerprint({ ...env, ORCHESTRA_NAME: 'Chamber Players' })).not.toBe(before);
    expect(fingerprint({ ...env, ORCHESTRA_NAME: '' })).not.toBe(before);
    expect(fingerprint({ SITE_ORIGIN: 'https://other.example.org' })).not.toBe(before);
  });

  it('is null without a data store or a declaration: such a build matches none', () => {
    rmSync(join(cacheDir(), 'data-store.json'));
    expect(fingerprint()).toBeNull();
    expect(fingerprint(env, manifest)).not.toBeNull();
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
