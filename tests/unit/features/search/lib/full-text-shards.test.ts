import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FULL_TEXT_SHARD_COUNT,
  pagesByShard,
  parseShardManifest,
  shardDigests,
  shardFolder,
  shardManifest,
  shardOfPage,
  type IndexedPageDigest,
} from '../../../../../src/features/search/lib/full-text-shards.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** Distinct page paths with a digest each. */
const pagesArbitrary = fc
  .uniqueArray(fc.stringMatching(/^[a-z0-9/-]{1,40}\/index\.html$/), { minLength: 1, maxLength: 60 })
  .chain((paths) =>
    fc.tuple(
      fc.constant(paths),
      fc.array(fc.stringMatching(/^[0-9a-f]{8}$/), { minLength: paths.length, maxLength: paths.length }),
    ),
  )
  .map(([paths, digests]): IndexedPageDigest[] => paths.map((path, at) => ({ path, digest: digests[at] ?? '' })));

describe('the shard of a page', () => {
  it('is stable: the same path always falls in the same shard', () => {
    // Fixed values: a change to the hash would move every page and re-index every shard once.
    expect(shardOfPage('composition/horn-concerto/index.html', 8)).toBe(
      shardOfPage('composition/horn-concerto/index.html', 8),
    );
    expect(
      ['composition/a/index.html', 'composition/b/index.html', 'concert/c/index.html'].map((p) => shardOfPage(p, 8)),
    ).toMatchInlineSnapshot(`
      [
        6,
        5,
        0,
      ]
    `);
  });

  it('is one of the shards', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 1, max: 64 }), (path, count) => {
        const shard = shardOfPage(path, count);
        expect(Number.isInteger(shard) && shard >= 0 && shard < count).toBe(true);
      }),
    );
  });

  it('spreads ten thousand composition pages evenly', () => {
    const sizes = new Array<number>(FULL_TEXT_SHARD_COUNT).fill(0);
    for (let n = 0; n < 10_000; n++) {
      const shard = shardOfPage(`composition/composer-${n % 997}-work-${n}/index.html`);
      sizes[shard] = (sizes[shard] ?? 0) + 1;
    }
    const mean = 10_000 / FULL_TEXT_SHARD_COUNT;
    for (const size of sizes) expect(Math.abs(size - mean) / mean).toBeLessThan(0.1);
  });

  it('has a folder named by its number', () => {
    expect(shardFolder(3)).toBe('shard-03');
    expect(shardFolder(12)).toBe('shard-12');
  });
});

describe('the shards’ pages', () => {
  it('holds every page once, in its own shard, in path order', () => {
    fc.assert(
      fc.property(pagesArbitrary, fc.integer({ min: 1, max: 16 }), (pages, count) => {
        const shards = pagesByShard(pages, count);
        const all = [...shards.values()].flat();
        expect(all.map((page) => page.path).sort()).toEqual(pages.map((page) => page.path).sort());
        for (const [shard, list] of shards) {
          expect(list.length).toBeGreaterThan(0);
          for (const page of list) expect(shardOfPage(page.path, count)).toBe(shard);
          expect(list.map((page) => page.path)).toEqual(list.map((page) => page.path).sort());
        }
      }),
    );
  });
});

describe('the shards’ digests', () => {
  it('change for exactly the shard of a page whose indexed content changed', () => {
    fc.assert(
      fc.property(
        pagesArbitrary,
        fc.nat(),
        fc.stringMatching(/^[0-9a-f]{9}$/),
        fc.integer({ min: 1, max: 16 }),
        (pages, pick, newDigest, count) => {
          const at = pick % pages.length;
          const changed = pages.map((page, n) => (n === at ? { ...page, digest: newDigest } : page));
          const before = shardDigests(pages, 'button', sha256, count);
          const after = shardDigests(changed, 'button', sha256, count);
          const shard = shardOfPage(pages[at]?.path ?? '', count);
          expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
          for (const [key, digest] of after) {
            if (key === shard) expect(digest).not.toBe(before.get(key));
            else expect(digest).toBe(before.get(key));
          }
        },
      ),
    );
  });

  it('do not depend on the order the pages were read in', () => {
    fc.assert(
      fc.property(pagesArbitrary, (pages) => {
        expect(shardDigests([...pages].reverse(), '', sha256)).toEqual(shardDigests(pages, '', sha256));
      }),
    );
  });

  it('change for a page added to or removed from a shard, and only there', () => {
    const pages = [
      { path: 'composition/a/index.html', digest: '1' },
      { path: 'composition/b/index.html', digest: '2' },
      { path: 'concert/c/index.html', digest: '3' },
    ];
    const added = { path: 'composition/d/index.html', digest: '4' };
    const before = shardDigests(pages, '', sha256, 8);
    const after = shardDigests([...pages, added], '', sha256, 8);
    const shard = shardOfPage(added.path, 8);
    for (const [key, digest] of after) {
      if (key === shard) expect(digest).not.toBe(before.get(key));
      else expect(digest).toBe(before.get(key));
    }
  });

  it('change everywhere when what the index leaves out changes, or the shard count', () => {
    const pages = [{ path: 'concert/c/index.html', digest: '3' }];
    const [button] = shardDigests(pages, 'button', sha256, 8).values();
    const [nav] = shardDigests(pages, 'nav', sha256, 8).values();
    const [elsewhere] = shardDigests(pages, 'button', sha256, 9).values();
    expect(new Set([button, nav, elsewhere]).size).toBe(3);
  });
});

describe('the shard manifest', () => {
  it('names the shards holding pages, in order, and reads back', () => {
    const manifest = shardManifest([5, 0, 2]);
    expect(manifest).toEqual({ shards: ['shard-00/', 'shard-02/', 'shard-05/'] });
    expect(parseShardManifest(JSON.parse(JSON.stringify(manifest)))).toEqual(manifest);
  });

  it.each([null, {}, { shards: [] }, { shards: ['../x/'] }, { shards: ['shard-00'] }, { shards: [3] }])(
    'refuses %j',
    (value) => {
      expect(parseShardManifest(value)).toBeNull();
    },
  );
});
