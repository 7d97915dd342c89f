import { describe, expect, it } from 'vitest';
import { CatalogVersionWatch } from '../../../../server/src/catalog/catalog-version-watch.ts';
import { FakeClock } from '../../../../server/src/clock.ts';
import type { Database } from '../../../../server/src/db/database.ts';

/** A database whose catalogue version is `version`, counting the reads of it. */
function fakeDatabase(start: number) {
  const state = { version: start, reads: 0 };
  const db = {
    get: () => {
      state.reads++;
      return Promise.resolve({ value: String(state.version) });
    },
  } as unknown as Database;
  return { db, state };
}

describe('CatalogVersionWatch', () => {
  it('reads the version once for callers who ask together, and keeps it for the interval', async () => {
    const { db, state } = fakeDatabase(3);
    const clock = new FakeClock('2026-11-21T12:00:00Z');
    const watch = new CatalogVersionWatch(db, clock, { checkEveryMs: 1_000 });
    expect(await Promise.all([watch.current(), watch.current(), watch.current()])).toEqual([3, 3, 3]);
    state.version = 4;
    clock.advance(999);
    expect(await watch.current()).toBe(3);
    expect(state.reads).toBe(1);
  });

  it('reads again once the interval has passed on the injected clock', async () => {
    const { db, state } = fakeDatabase(3);
    const clock = new FakeClock('2026-11-21T12:00:00Z');
    const watch = new CatalogVersionWatch(db, clock);
    expect(await watch.current()).toBe(3);
    state.version = 4;
    clock.advance(1_000);
    expect(await watch.current()).toBe(4);
    expect(state.reads).toBe(2);
  });

  it('reads again when the clock went back', async () => {
    const { db, state } = fakeDatabase(3);
    const clock = new FakeClock('2026-11-21T12:00:00Z');
    const watch = new CatalogVersionWatch(db, clock);
    expect(await watch.current()).toBe(3);
    state.version = 4;
    clock.advance(-1);
    expect(await watch.current()).toBe(4);
  });
});
