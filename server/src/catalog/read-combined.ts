import type { Combined } from '#lib/api/contract.ts';
import { compareWorks } from '#lib/catalog/compositions.ts';
import { compareText } from '#lib/catalog/ordering.ts';
import type { ReadContext } from './read-context.ts';
import { compositionSummary } from './read-compositions.ts';
import { personAnswer } from './read-people.ts';
import { programSummary } from './read-programs.ts';

/**
 * `/combined/`: every composition, person and program, unlisted ones included and flagged (the
 * site filters). Compositions sort as every list on the site does (`compareWorks`: composer sort
 * name, then title without its emphasis marks, rules §9; those without a composer last);
 * people by sort name; programs newest first by end date.
 */
export function combinedAnswer(ctx: ReadContext): Combined {
  const compositions = ctx.s.compositions.map((c) => compositionSummary(ctx, c));
  compositions.sort(compareWorks);
  const people = ctx.s.people.map((p) => personAnswer(ctx, p));
  people.sort((a, b) => compareText(a.sort_name, b.sort_name) || a.id - b.id);
  const programs = ctx.s.programs.map((p) => programSummary(ctx, p));
  programs.sort((a, b) => Date.parse(b.end_date_time) - Date.parse(a.end_date_time) || a.id - b.id);
  return { compositions, people, programs };
}
