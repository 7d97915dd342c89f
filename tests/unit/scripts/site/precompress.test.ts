import { createHash } from 'node:crypto';
import {
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
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

const sha256 = (body: string) => createHash('sha256').update(body).digest('hex');
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

  it('makes the same copies on worker threads as on the calling thread', async () => {
    mkdirSync(join(root, 'here'));
    mkdirSync(join(root, 'threads'));
    const bodies = Array.from({ length: 150 }, (_, index) => `${text(2000 + index * 7)} page ${index}`);
    for (const [index, body] of bodies.entries()) {
      writeFileSync(join(root, 'here', `${index}.html`), body);
      writeFileSync(join(root, 'threads', `${index}.html`), body);
    }
    const here = await precompressSite(join(root, 'here'));
    // Any amount goes to the threads: more than one batch of files, so both threads work.
    const threads = await precompressSite(join(root, 'threads'), undefined, new Map(), 0);
    expect(threads).toEqual(here);
    expect(threads.files).toBe(150);
    for (const index of [0, 77, 149]) {
      for (const kind of ['br', 'gz']) {
        expect(readFileSync(join(root, 'threads', `${index}.html.${kind}`))).toEqual(
          readFileSync(join(root, 'here', `${index}.html.${kind}`)),
        );
      }
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

describe('precompressSite with a cache folder', () => {
  const copies = (file: string) => [readFileSync(`${file}.br`), readFileSync(`${file}.gz`)];

  it("gives an unchanged file the kept build's copies and compresses a changed one", async () => {
    const cache = join(root, 'cache');
    const first = join(root, 'first');
    mkdirSync(first);
    writeFileSync(join(first, 'same.html'), text(3000));
    writeFileSync(join(first, 'changed.html'), text(4000));
    const cold = await precompressSite(first, cache);
    expect(cold.reused).toBe(0);

    const second = join(root, 'second');
    mkdirSync(second);
    writeFileSync(join(second, 'same.html'), text(3000));
    writeFileSync(join(second, 'changed.html'), `${text(4000)} and a new program note`);
    const warm = await precompressSite(second, cache);
    expect(warm).toMatchObject({ files: 2, reused: 1 });
    // The kept copies are linked, not compressed again: the same file on disk as the first build's.
    expect(statSync(join(second, 'same.html.br')).ino).toBe(statSync(join(first, 'same.html.br')).ino);
    expect(copies(join(second, 'same.html'))).toEqual(copies(join(first, 'same.html')));
    expect(brotliDecompressSync(readFileSync(join(second, 'changed.html.br'))).toString()).toBe(
      `${text(4000)} and a new program note`,
    );
    expect(gunzipSync(readFileSync(join(second, 'changed.html.gz'))).toString()).toBe(
      `${text(4000)} and a new program note`,
    );
    expect(warm.brotliBytes).toBe(
      statSync(join(second, 'same.html.br')).size + statSync(join(second, 'changed.html.br')).size,
    );
  });

  /** A folder `name` under the test's root holding `pages` (path → body). */
  const builtSite = (name: string, pages: Record<string, string>) => {
    const folder = join(root, name);
    for (const [path, body] of Object.entries(pages)) {
      mkdirSync(join(folder, path, '..'), { recursive: true });
      writeFileSync(join(folder, path), body);
    }
    return folder;
  };

  it("links a recorded file's copies without reading it, and reads one whose size is not the recorded one", async () => {
    const cache = join(root, 'cache');
    const first = builtSite('first', { 'index.html': text(3000) });
    await precompressSite(first, cache);

    const second = join(root, 'second');
    mkdirSync(join(second, 'a'), { recursive: true });
    writeFileSync(join(second, 'index.html'), text(3000));
    writeFileSync(join(second, 'a', 'index.html'), text(2000));
    // The record names the first build's digest for both; only the first page is that size.
    const known = new Map([
      ['index.html', { size: 3000, page: sha256(text(3000)) }],
      ['a/index.html', { size: 3000, page: sha256(text(3000)) }],
    ]);
    const summary = await precompressSite(second, cache, known);
    expect(summary).toMatchObject({ files: 2, reused: 1, bytes: 5000 });
    expect(brotliDecompressSync(readFileSync(join(second, 'a', 'index.html.br'))).toString()).toBe(text(2000));
    expect(statSync(join(second, 'index.html.br')).ino).toBe(statSync(join(first, 'index.html.br')).ino);
  });

  it('never writes through a copy linked from the cache: a file changed in place leaves the kept copies whole', async () => {
    const cache = join(root, 'cache');
    const site = builtSite('site', { 'index.html': text(3000) });
    await precompressSite(site, cache);
    const kept = join(cache, sha256(text(3000)).slice(0, 2), sha256(text(3000)));
    expect(statSync(`${kept}.br`).ino).toBe(statSync(join(site, 'index.html.br')).ino);
    // Another build's view of the kept copies (the prune below drops the cache's own names for them).
    linkSync(`${kept}.br`, join(root, 'witness.br'));
    linkSync(`${kept}.gz`, join(root, 'witness.gz'));
    // The same folder built again with a changed page: its old copies are still links to the kept ones.
    writeFileSync(join(site, 'index.html'), text(4000));
    await precompressSite(site, cache);
    expect(brotliDecompressSync(readFileSync(join(site, 'index.html.br'))).toString()).toBe(text(4000));
    expect(brotliDecompressSync(readFileSync(join(root, 'witness.br'))).toString()).toBe(text(3000));
    expect(gunzipSync(readFileSync(join(root, 'witness.gz'))).toString()).toBe(text(3000));
  });

  it('keeps only the copies of the last build', async () => {
    const cache = join(root, 'cache');
    const site = (name: string, body: string) => {
      const folder = join(root, name);
      mkdirSync(folder);
      writeFileSync(join(folder, 'index.html'), body);
      return folder;
    };
    await precompressSite(site('a', text(3000)), cache);
    await precompressSite(site('b', text(5000)), cache);
    const kept = readdirSync(cache, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(kept.map((entry) => entry.name).sort()).toEqual([`${sha256(text(5000))}.br`, `${sha256(text(5000))}.gz`]);
    // A third build of the first site's bytes compresses them again: their copies were dropped.
    expect((await precompressSite(site('c', text(3000)), cache)).reused).toBe(0);
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
