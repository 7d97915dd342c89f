import type { Combined } from '../../../src/lib/api/contract.ts';
import { collator, type ReadContext } from './read-context.ts';
import { compositionSummary } from './read-compositions.ts';
import { personAnswer } from './read-people.ts';
import { programSummary } from './read-programs.ts';

/** Titles sort without their *emphasis* marks. */
const plainTitle = (title: string) => title.replaceAll('*', '');

/**
 * `/combined/`: every composition, person and program, unlisted ones included and flagged (the
 * site filters). Compositions sort by composer sort name, then title (spec section 9), those
 * without a composer last; people by sort name; programs newest first by end date.
 */
export function combinedAnswer(ctx: ReadContext): Combined {
  const compositions = ctx.s.compositions.map((c) => compositionSummary(ctx, c));
  compositions.sort(
    (a, b) =>
      Number(a.composer === null) - Number(b.composer === null) ||
      collator.compare(a.composer?.sort_name ?? '', b.composer?.sort_name ?? '') ||
      collator.compare(plainTitle(a.title), plainTitle(b.title)) ||
      a.id - b.id,
  );
  const people = ctx.s.people.map((p) => personAnswer(ctx, p));
  people.sort((a, b) => collator.compare(a.sort_name, b.sort_name) || a.id - b.id);
  const programs = ctx.s.programs.map((p) => programSummary(ctx, p));
  programs.sort((a, b) => Date.parse(b.end_date_time) - Date.parse(a.end_date_time) || a.id - b.id);
  return { compositions, people, programs };
}
