import type { Media } from '#lib/rights/rights.ts';
import type { PerformanceRow } from './catalog-rows.ts';
import type { CatalogSnapshot } from './load-snapshot.ts';

/**
 * What every answer builder reads from: one catalogue snapshot, and a memo so that an entity
 * embedded in many answers (a performance, a person reference) is built once per version.
 */
export interface ReadContext {
  readonly s: CatalogSnapshot;
  readonly memo: Map<string, unknown>;
  /** What a performance with no licence recorded streams (RIGHTS_UNRECORDED, docs/rights.md). */
  readonly unrecorded: Media;
}

/** A fresh context over a snapshot; by default a performance with no licence recorded streams nothing. */
export function readContext(s: CatalogSnapshot, unrecorded: Media = 'none'): ReadContext {
  return { s, memo: new Map(), unrecorded };
}

/** The value stored under `key`, built on first use. */
export function memoised<T>(ctx: ReadContext, key: string, build: () => T): T {
  if (ctx.memo.has(key)) return ctx.memo.get(key) as T;
  const value = build();
  ctx.memo.set(key, value);
  return value;
}

/** A composition's performances that are not unlisted, in id order. */
export function listedPerformances(ctx: ReadContext, compositionId: number): PerformanceRow[] {
  return memoised(ctx, `listed:${compositionId}`, () =>
    (ctx.s.performancesByComposition.get(compositionId) ?? []).filter((p) => p.unlisted === 0),
  );
}

/**
 * Rules §4: a composition becomes unlisted when it has no listed performance; it can also
 * be unlisted by hand.
 */
export function isCompositionUnlisted(ctx: ReadContext, compositionId: number): boolean {
  const row = ctx.s.compositionsById.get(compositionId);
  return row === undefined || row.unlisted === 1 || listedPerformances(ctx, compositionId).length === 0;
}
