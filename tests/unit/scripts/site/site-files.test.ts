import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findSiteFile } from '../../../../scripts/site/site-files.ts';

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
