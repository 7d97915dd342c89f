import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PageRecords, readPageRecords } from '../../../src/integrations/page-records.ts';

let cacheDir: string;
beforeEach(() => {
  cacheDir = mkdtempSync(join(tmpdir(), 'page-records-'));
});
afterEach(() => rmSync(cacheDir, { recursive: true, force: true }));

/** Astro's incremental build writing its copy of a rendered page into the build cache. */
function astroCopy(path: string, html: string): void {
  const file = join(cacheDir, 'dist', path);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, html);
}

const PAGE = 'composition/x/index.html';
const OTHER = 'composition/y/index.html';
const digests = (page: string) => ({ page, indexed: `${page}-indexed` });

describe('PageRecords', () => {
  it('records a rendered page, and keeps its record while Astro restores it from an unchanged copy', () => {
    const first = new PageRecords(cacheDir);
    first.rendered(PAGE, digests('a'), 5);
    first.rendered(OTHER, digests('b'), 5);
    astroCopy(PAGE, 'hello');
    astroCopy(OTHER, 'world');
    const recorded = first.settle([PAGE, OTHER]);
    expect([...recorded.keys()]).toEqual([PAGE, OTHER]);
    expect(recorded.get(PAGE)).toMatchObject({ page: 'a', indexed: 'a-indexed', size: 5 });

    // The next build renders nothing: both pages are restored from their copies.
    const second = new PageRecords(cacheDir);
    const settled = second.settle([PAGE, OTHER]);
    expect(settled.get(PAGE)).toEqual(recorded.get(PAGE));
    expect(readPageRecords(cacheDir).get(OTHER)).toEqual(recorded.get(OTHER));
  });

  it('drops a record whose copy changed or is gone, and a page that is no longer built', () => {
    const first = new PageRecords(cacheDir);
    for (const path of [PAGE, OTHER, 'gone/index.html']) {
      first.rendered(path, digests(path), 5);
      astroCopy(path, 'hello');
    }
    first.settle([PAGE, OTHER, 'gone/index.html']);

    astroCopy(PAGE, 'hello, again'); // rewritten by another build: not the page recorded
    rmSync(join(cacheDir, 'dist', OTHER));
    const second = new PageRecords(cacheDir);
    expect([...second.settle([PAGE, OTHER]).keys()]).toEqual([]);
    expect(readPageRecords(cacheDir).size).toBe(0);
  });

  it('records no page whose copy Astro did not write as it was rendered', () => {
    const records = new PageRecords(cacheDir);
    records.rendered(PAGE, digests('a'), 5);
    astroCopy(PAGE, 'hello, world');
    records.rendered(OTHER, digests('b'), 5);
    expect(records.settle([PAGE, OTHER]).size).toBe(0);
  });

  it('starts afresh from a records file it cannot read', () => {
    writeFileSync(join(cacheDir, 'page-records.json'), '{not json');
    expect(readPageRecords(cacheDir).size).toBe(0);
    writeFileSync(join(cacheDir, 'page-records.json'), JSON.stringify({ version: 0, pages: { [PAGE]: {} } }));
    expect(readPageRecords(cacheDir).size).toBe(0);
  });
});
