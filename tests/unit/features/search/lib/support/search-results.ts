import type { SearchHit, SearchResults } from '../../../../../../src/features/search/lib/search.ts';

/** Hits of one kind, titled '{name} 1', '{name} 2'… with paths under their kind's route. */
export function hits(kind: SearchHit['kind'], count: number, name: string = kind): SearchHit[] {
  const route = { person: '/compositions/composer', composition: '/composition', program: '/concert' }[kind];
  return Array.from({ length: count }, (_, at) => ({
    kind,
    identifier: `${name}-${at + 1}`,
    title: `${name} ${at + 1}`,
    subtitle: '',
    path: `${route}/${name}-${at + 1}`,
    rule: 'spec' as const,
  }));
}

/** Results of a search that ran, with the given sections (their totals: their lengths unless given). */
export function ranResults(parts: Partial<SearchResults> = {}): SearchResults {
  const sections = { artists: [], compositions: [], programs: [], ...parts };
  const totals = {
    artists: sections.artists.length,
    compositions: sections.compositions.length,
    programs: sections.programs.length,
  };
  return { query: 'bach', ran: true, fuzzy: false, ...sections, totals: { ...totals, ...parts.totals } };
}
