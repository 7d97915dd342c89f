import type { CompositionSummary, ProgramDetail } from '../api/contract.ts';
import { isListedComposition } from './compositions.ts';
import { HOME_SECTION_SIZE } from './home.ts';

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
