import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isPrecompressible, precompressSite, PRECOMPRESS_MIN_BYTES } from '../../../../scripts/site/precompress.ts';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'precompress-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const text = (bytes: number) => 'Beethoven symphony '.repeat(Math.ceil(bytes / 19)).slice(0, bytes);

describe('precompressSite', () => {
  it('writes brotli and gzip copies that decompress to the file, beside compressible files of 1 KB or more', async () => {
    mkdirSync(join(root, '_astro'));
    const page = text(5000);
    writeFileSync(join(root, 'index.html'), page);
    writeFileSync(join(root, '_astro', 'app.js'), text(PRECOMPRESS_MIN_BYTES));
    writeFileSync(join(root, 'small.css'), text(PRECOMPRESS_MIN_BYTES - 1));
    writeFileSync(join(root, 'share-image.jpg'), text(5000));
    writeFileSync(join(root, '_headers'), text(5000));
    const summary = await precompressSite(root);
    expect(summary.files).toBe(2);
    expect(summary.bytes).toBe(5000 + PRECOMPRESS_MIN_BYTES);
    expect(summary.brotliBytes).toBeLessThan(summary.bytes / 4);
    expect(brotliDecompressSync(readFileSync(join(root, 'index.html.br'))).toString()).toBe(page);
    expect(gunzipSync(readFileSync(join(root, 'index.html.gz'))).toString()).toBe(page);
    expect(existsSync(join(root, '_astro', 'app.js.br'))).toBe(true);
    expect(existsSync(join(root, '_astro', 'app.js.gz'))).toBe(true);
    for (const left of ['small.css', 'share-image.jpg', '_headers']) {
      expect(existsSync(join(root, `${left}.br`)), left).toBe(false);
      expect(existsSync(join(root, `${left}.gz`)), left).toBe(false);
    }
  });

  it('writes byte-identical copies of an unchanged file, so a rebuild publishes the same site', async () => {
    writeFileSync(join(root, 'index.html'), text(4000));
    await precompressSite(root);
    const first = [readFileSync(join(root, 'index.html.br')), readFileSync(join(root, 'index.html.gz'))];
    rmSync(join(root, 'index.html.br'));
    rmSync(join(root, 'index.html.gz'));
    await precompressSite(root);
    expect(readFileSync(join(root, 'index.html.br'))).toEqual(first[0]);
    expect(readFileSync(join(root, 'index.html.gz'))).toEqual(first[1]);
  });
});

describe('isPrecompressible', () => {
  it('takes the text types the build writes and leaves out images and compressed copies', () => {
    for (const name of ['a.html', 'a.css', 'a.js', 'a.json', 'a.xml', 'a.svg', 'a.ics', 'a.txt', 'A.HTML']) {
      expect(isPrecompressible(name, 2048), name).toBe(true);
    }
    for (const name of ['a.jpg', 'a.woff2', 'a.html.br', 'a.html.gz', 'a.pf_fragment', '_headers']) {
      expect(isPrecompressible(name, 2048), name).toBe(false);
    }
    expect(isPrecompressible('a.html', 1023)).toBe(false);
  });
});
