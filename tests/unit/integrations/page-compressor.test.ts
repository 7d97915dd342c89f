import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PageCompressor } from '../../../src/integrations/page-compressor.ts';
import { precompressSite } from '../../../scripts/site/precompress.ts';

let work: string;
beforeEach(() => {
  work = mkdtempSync(join(tmpdir(), 'page-compressor-'));
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const html = (n: number) => `<html><body>${`<p>Page ${n}: Beethoven's third symphony.</p>`.repeat(60)}</body></html>`;

describe('PageCompressor', () => {
  it('compresses pages while they are rendered, so the precompression step links what it kept', async () => {
    const cache = join(work, 'cache');
    const compressor = new PageCompressor(cache);
    for (let n = 0; n < 50; n += 1) await compressor.add(html(n));
    await compressor.add(html(0));
    await compressor.add('<p>too small to compress</p>');
    expect(await compressor.close()).toBeUndefined();
    expect(compressor.pages).toBe(50);

    const site = join(work, 'site');
    mkdirSync(site);
    for (let n = 0; n < 50; n += 1) {
      mkdirSync(join(site, String(n)));
      writeFileSync(join(site, String(n), 'index.html'), html(n));
    }
    writeFileSync(join(site, 'new.html'), html(99));
    const summary = await precompressSite(site, cache);
    expect(summary).toMatchObject({ files: 51, reused: 50 });
    expect(statSync(join(site, 'new.html.br')).size).toBeGreaterThan(0);
  });
});
