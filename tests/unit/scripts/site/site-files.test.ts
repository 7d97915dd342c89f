import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { candidateFiles, encodingsToTry, findSiteFile } from '../../../../scripts/site/site-files.ts';

describe('which file of a built site answers a path', () => {
  it('reads a folder path as its index page and an extensionless one as a page', () => {
    expect(candidateFiles('/')).toEqual(['index.html']);
    expect(candidateFiles('/composition/bach/')).toEqual(['composition/bach/index.html']);
    expect(candidateFiles('/composition/bach')).toEqual(['composition/bach.html', 'composition/bach/index.html']);
    expect(candidateFiles('/_astro/app.js')).toEqual([
      '_astro/app.js',
      '_astro/app.js.html',
      '_astro/app.js/index.html',
    ]);
  });

  it('offers a compressible file in the encodings the browser takes, best first, then as it is', () => {
    expect(encodingsToTry('index.html', 'gzip, deflate, br')).toEqual(['br', 'gzip', '']);
    expect(encodingsToTry('index.html', 'br;q=0, gzip;q=0.5')).toEqual(['gzip', '']);
    expect(encodingsToTry('index.html', undefined)).toEqual(['']);
    expect(encodingsToTry('picture.webp', 'br, gzip')).toEqual(['']);
  });
});

describe('findSiteFile', () => {
  let work: string;
  let root: string;

  beforeAll(() => {
    work = mkdtempSync(join(tmpdir(), 'cl-site-files-'));
    root = join(work, 'site');
    mkdirSync(join(root, 'about'), { recursive: true });
    writeFileSync(join(root, 'about', 'index.html'), '<h1>About</h1>');
    writeFileSync(join(root, 'about', 'index.html.br'), 'br');
    writeFileSync(join(work, 'outside.txt'), 'not the site');
  });
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it("finds a page's file and, for a browser that takes it, its brotli copy", async () => {
    const plain = await findSiteFile(root, '/about', 'gzip');
    expect(plain).toMatchObject({ path: join(root, 'about', 'index.html'), name: '/about/index.html', encoding: '' });
    expect(plain?.compressible).toBe(true);
    const brotli = await findSiteFile(root, '/about/', 'br');
    expect(brotli).toMatchObject({ path: join(root, 'about', 'index.html.br'), encoding: 'br' });
  });

  it('finds nothing outside the root, nor a folder, nor a missing file', async () => {
    for (const path of ['/../outside.txt', '/about/../../outside.txt', '/about/index.html/', '/missing.txt'])
      expect(await findSiteFile(root, path, undefined), path).toBeUndefined();
  });
});
