import type { CompositionSummary, ProgramDetail, ProgramSummary } from '../api/contract.ts';
import { isListedComposition } from './compositions.ts';
import { concertsForTab } from './concerts.ts';
import { HOME_SECTION_SIZE } from './home.ts';

/**
 * The programs whose details Highlights reads (see homeHighlights): the newest of the Concerts
 * list, twice as many as the section shows, since a program may add no listed work to it.
 */
export function highlightPrograms(programs: readonly ProgramSummary[]): ProgramSummary[] {
  return concertsForTab(programs, 'all').slice(0, 2 * HOME_SECTION_SIZE);
}

/**
 * The home page's Highlights (rules §2 gives the section and its link to /compositions,
 * not its content). Our choice: the works the orchestra played most recently, so the
 * section changes with every new concert. The listed compositions of the given programs
 * (newest first, each in program order), each once, those with a picture first, at most
 * {@link HOME_SECTION_SIZE}.
 */
export function homeHighlights(
  newestPrograms: readonly ProgramDetail[],
  works: readonly CompositionSummary[],
): CompositionSummary[] {
  const byId = new Map(works.filter(isListedComposition).map((work) => [work.id, work]));
  const recent: CompositionSummary[] = [];
  for (const program of newestPrograms) {
    const entries = [...program.composition_performances].sort(
      (a, b) => a.performance.position - b.performance.position,
    );
    for (const entry of entries) {
      const work = byId.get(entry.composition.id);
      if (work !== undefined && !recent.includes(work)) recent.push(work);
    }
  }
  const pictured = recent.filter((work) => work.preferred_image !== null);
  const plain = recent.filter((work) => work.preferred_image === null);
  return [...pictured, ...plain].slice(0, HOME_SECTION_SIZE);
}
