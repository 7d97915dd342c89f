import { createHash } from 'node:crypto';
import { linkSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import compressRenderedPage from '../../../src/integrations/page-compression-worker.ts';
import { precompressSite } from '../../../scripts/site/precompress.ts';

let root: string;
let cacheFolder: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'page-compression-'));
  cacheFolder = join(root, 'cache');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

const sha256 = (body: string) => createHash('sha256').update(body).digest('hex');
const page = (n: number) =>
  `<!doctype html><main><h1>Work ${n}</h1>${'<p>Allegro con brio’s theme.</p>'.repeat(80)}</main>`;
const keptCopy = (body: string, kind: 'br' | 'gz') =>
  join(cacheFolder, sha256(body).slice(0, 2), `${sha256(body)}.${kind}`);
const compress = (html: string) => compressRenderedPage({ html, cacheFolder });

/** A folder `name` under the test's root holding `pages` (path → body). */
function site(name: string, pages: Record<string, string>): string {
  const folder = join(root, name);
  for (const [path, body] of Object.entries(pages)) {
    mkdirSync(join(folder, path, '..'), { recursive: true });
    writeFileSync(join(folder, path), body);
  }
  return folder;
}

describe('compressRenderedPage', () => {
  it('keeps the copies precompression would make beside the page, under the digest of its bytes', async () => {
    const body = page(1);
    const done = compress(body);
    expect(done).toMatchObject({ digest: sha256(body), bytes: Buffer.byteLength(body) });
    const beside = site('beside', { 'index.html': body });
    await precompressSite(beside);
    for (const kind of ['br', 'gz'] as const) {
      expect(readFileSync(keptCopy(body, kind))).toEqual(readFileSync(join(beside, `index.html.${kind}`)));
      expect(done.copies?.[kind]).toBe(statSync(keptCopy(body, kind)).size);
    }
  });

  it('lets precompression link the kept copies by the recorded digest, and keep them', async () => {
    const [rendered, other] = [page(1), page(2)];
    compress(rendered);
    compress(other);
    const built = site('built', { 'work/index.html': rendered });
    const known = new Map([['work/index.html', { size: Buffer.byteLength(rendered), page: sha256(rendered) }]]);
    expect(await precompressSite(built, cacheFolder, known)).toMatchObject({ files: 1, reused: 1 });
    expect(statSync(join(built, 'work/index.html.br')).ino).toBe(statSync(keptCopy(rendered, 'br')).ino);
    // Restored, so used: the prune leaves it, and drops the page the site did not end up holding.
    const kept = readdirSync(cacheFolder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    expect(kept.map((entry) => entry.name).sort()).toEqual([`${sha256(rendered)}.br`, `${sha256(rendered)}.gz`]);
  });

  it('compresses nothing when the cache holds whole copies, and again when it holds half of them', () => {
    const body = page(3);
    compress(body);
    const inode = statSync(keptCopy(body, 'gz')).ino;
    expect(compress(body).copies).toBeUndefined();
    expect(statSync(keptCopy(body, 'gz')).ino).toBe(inode);
    // A keep cut short before its gzip copy: never restored, so made again.
    rmSync(keptCopy(body, 'gz'));
    expect(compress(body).copies).toBeDefined();
    expect(statSync(keptCopy(body, 'gz')).isFile()).toBe(true);
  });

  it('never writes through a kept copy: a site linking it keeps its file when the page is kept afresh', () => {
    const body = page(4);
    compress(body);
    const linked = join(root, 'index.html.br');
    linkSync(keptCopy(body, 'br'), linked);
    rmSync(keptCopy(body, 'gz'));
    compress(body);
    // The kept copy is a new file renamed into place, not the old one rewritten.
    expect(statSync(keptCopy(body, 'br')).ino).not.toBe(statSync(linked).ino);
    expect(brotliDecompressSync(readFileSync(linked)).toString()).toBe(body);
  });
});
