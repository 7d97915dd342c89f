import type { RedirectedList } from '#lib/api/contract.ts';
import { memoised, type ReadContext } from './read-context.ts';

/**
 * The identifier a record of `list` has now, when `old` is one it had; undefined otherwise. A live
 * record's identifier is never an old address (redirect-rows.ts), so it never leads away.
 */
export function currentIdentifierOf(ctx: ReadContext, list: RedirectedList, old: string): string | undefined {
  const byOld = memoised(
    ctx,
    'redirects',
    () => new Map(ctx.s.redirects.map((r) => [`${r.list}/${r.old_identifier}`, r.identifier])),
  );
  return byOld.get(`${list}/${old}`);
}
