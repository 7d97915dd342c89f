import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  differencesInWords,
  rendererBuildEnv,
  rendererSettings,
  rendererStamp,
  stampDifferences,
} from '../../../server/src/preview/renderer-stamp.ts';

const work = mkdtempSync(join(tmpdir(), 'cl-renderer-stamp-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A project of its own under `work`: its renderer's code is what it holds. */
function project(name: string): string {
  const root = join(work, name);
  mkdirSync(join(root, 'src', 'components'), { recursive: true });
  writeFileSync(join(root, 'src', 'components', 'Page.astro'), '<h1>{title}</h1>');
  writeFileSync(join(root, 'package-lock.json'), '{"lockfileVersion":3}');
  mkdirSync(join(root, 'docs'), { recursive: true });
  writeFileSync(join(root, 'docs', 'studio.md'), '# Studio');
  return root;
}

const KEYS = ['SITE_ORIGIN', 'PUBLIC_API_BASE', 'API_BASE', 'LIST_PAGE_SIZE', 'ORCHESTRA_NAME'];

describe('the site’s settings a preview renderer is built with', () => {
  it('are the environment’s own, the content host being API_ORIGIN unless API_BASE is set', () => {
    const env = { SITE_ORIGIN: 'https://music.example.org', API_ORIGIN: 'https://api.example.org', PATH: '/bin' };
    expect(rendererSettings(env)).toEqual({ ...env, API_BASE: 'https://api.example.org' });
    expect(rendererSettings({ ...env, API_BASE: 'http://127.0.0.1:8000' })['API_BASE']).toBe('http://127.0.0.1:8000');
    expect(rendererSettings({ SITE_ORIGIN: 'https://music.example.org' })).toEqual({
      SITE_ORIGIN: 'https://music.example.org',
    });
  });

  it('are the settings file’s alone when PUBLISH_SITE_ENV names one, beside the system’s for the build', () => {
    const file = join(work, 'site.env');
    writeFileSync(file, 'SITE_ORIGIN="https://music.example.org"\nAPI_ORIGIN=https://api.example.org\n');
    const env = { PUBLISH_SITE_ENV: file, API_PORT: '8001', LIST_PAGE_SIZE: '9', PATH: '/usr/bin', HOME: '/home/x' };
    const settings = { SITE_ORIGIN: 'https://music.example.org', API_ORIGIN: 'https://api.example.org' };
    expect(rendererSettings(env)).toEqual({ ...settings, API_BASE: 'https://api.example.org' });
    expect(rendererBuildEnv(env)).toEqual({
      PATH: '/usr/bin',
      HOME: '/home/x',
      ...settings,
      API_BASE: 'https://api.example.org',
    });
  });

  it('say which file cannot be read', () => {
    const file = join(work, 'missing.env');
    expect(() => rendererSettings({ PUBLISH_SITE_ENV: file })).toThrow(
      `The site's settings file ${file} (PUBLISH_SITE_ENV) cannot be read.`,
    );
  });
});

describe('a renderer’s stamp', () => {
  const settings = { SITE_ORIGIN: 'https://music.example.org', ORCHESTRA_NAME: 'The Example Players' };

  it('matches a renderer built now from the same code and settings, whatever else the environment holds', () => {
    const root = project('same');
    const stamp = rendererStamp(settings, KEYS, root);
    expect(stampDifferences(stamp, { ...settings, DATABASE_URL: 'postgres://db', SECRET_KEY: 'x' }, root)).toBe(
      undefined,
    );
  });

  it('names each setting that differs, set, changed or taken away', () => {
    const root = project('settings');
    const stamp = rendererStamp(settings, KEYS, root);
    const other = { SITE_ORIGIN: 'https://elsewhere.example.org', LIST_PAGE_SIZE: '7' };
    const differences = stampDifferences(stamp, other, root);
    expect(differences).toEqual({ code: false, settings: ['LIST_PAGE_SIZE', 'ORCHESTRA_NAME', 'SITE_ORIGIN'] });
    expect(differencesInWords(differences ?? { code: false, settings: [] })).toBe(
      'other settings (LIST_PAGE_SIZE, ORCHESTRA_NAME, SITE_ORIGIN)',
    );
    // An empty setting is not an unset one.
    expect(stampDifferences(stamp, { ...settings, LIST_PAGE_SIZE: '' }, root)?.settings).toEqual(['LIST_PAGE_SIZE']);
  });

  it('tells other code from other files: a source or the packages’ lock, not the docs', () => {
    const stamp = rendererStamp(settings, KEYS, project('code'));
    const docs = project('docs');
    writeFileSync(join(docs, 'docs', 'studio.md'), '# Studio, rewritten');
    expect(stampDifferences(stamp, settings, docs)).toBe(undefined);
    const source = project('source');
    writeFileSync(join(source, 'src', 'components', 'Page.astro'), '<h2>{title}</h2>');
    expect(stampDifferences(stamp, settings, source)).toEqual({ code: true, settings: [] });
    const lock = project('lock');
    writeFileSync(join(lock, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}');
    const both = stampDifferences(stamp, { ...settings, ORCHESTRA_NAME: 'Others' }, lock);
    expect(both).toEqual({ code: true, settings: ['ORCHESTRA_NAME'] });
    expect(differencesInWords(both ?? { code: false, settings: [] })).toBe(
      'other code and other settings (ORCHESTRA_NAME)',
    );
  });
});
