import type { LiveStream } from '#lib/api/contract.ts';
import { compositionPath, concertPath, withBase } from '#lib/catalog/routes.ts';
import { categoryPath } from '#lib/catalog/view-by.ts';

/**
 * The links of a live stream's program (src/features/live/components/LiveProgram.tsx). The program is a
 * React component, which cannot ask the build which pages exist, so the page hands it the answer for
 * every page its program may link to ({@link liveProgramPaths}), as `href` or null; a path it was not
 * given is linked as written, and the not-found page handles it.
 */

/** `href` (or null: no page) by path relative to the base path, as the build published them. */
export type PublishedLinks = Readonly<Record<string, string | null>>;

/** Every page a live stream's program links to: its works, their conductors and featured artists, the concert. */
export function liveProgramPaths(stream: Pick<LiveStream, 'program'>): string[] {
  const program = stream.program;
  if (program === null) return [];
  const paths = program.composition_performances.flatMap((entry) => [
    compositionPath(entry.composition.identifier),
    ...(entry.conductor === null ? [] : [categoryPath('conductor', entry.conductor.identifier)]),
    ...entry.featured_artists.map(({ artist }) => categoryPath('performer', artist.identifier)),
  ]);
  return [...new Set([...paths, concertPath(program.identifier)])];
}

/** The `href` of a page the program links to; null when the build published no page there. */
export function programHref(path: string, links: PublishedLinks | undefined): string | null {
  const known = links?.[path];
  return known === undefined ? withBase(path) : known;
}
