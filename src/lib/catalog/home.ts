import type { CompositionDetail, CompositionSummary, HomeContent, Person, ProgramSummary } from '../api/contract.ts';
import type { Rights } from '../rights/rights.ts';
import { concertsForTab, isAudioOnly } from './concerts.ts';
import { idsInRole } from './people-lists.ts';

/** The home page's copy (rules §1). */
export const HOME_COPY =
  'Enjoy more than 100 streaming performances. Always free, thanks to audience members like you.';

/** Items in each home section (rules §9). */
export const HOME_SECTION_SIZE = 4;

/** A home section's heading and the list it links to. */
export interface HomeSection {
  readonly title: string;
  /** Relative to the base path. */
  readonly path: string;
}

/** The home sections in order, with the links rules §2 gives them. */
export const HOME_SECTIONS = {
  videoConcerts: { title: 'Video Concerts', path: '/concerts/video' },
  highlights: { title: 'Highlights', path: '/compositions' },
  curatedCollections: { title: 'Curated Collections', path: '/collections' },
  audioConcerts: { title: 'Audio Concerts', path: '/compositions/by/audio' },
  composers: { title: 'Composers', path: '/compositions/by/composer' },
} as const satisfies Record<string, HomeSection>;

/**
 * The 4 newest listed programs with video. "Newest" is the concert list's order (end
 * date, newest first), so the section shows the top of the list it links to.
 */
export function homeVideoConcerts(programs: readonly ProgramSummary[]): ProgramSummary[] {
  return concertsForTab(programs, 'video').slice(0, HOME_SECTION_SIZE);
}

/** The 4 newest listed audio-only programs (has_audio and not has_video). */
export function homeAudioConcerts(programs: readonly ProgramSummary[]): ProgramSummary[] {
  return concertsForTab(programs, 'audio').filter(isAudioOnly).slice(0, HOME_SECTION_SIZE);
}

/** Why a configured featured composer is not shown. */
export type MissingComposerReason = 'unknown' | 'no-listed-compositions' | 'duplicate';

/** The featured composers found, in configured order, and those skipped with the reason. */
export interface FeaturedComposers {
  readonly composers: Person[];
  readonly missing: { readonly identifier: string; readonly reason: MissingComposerReason }[];
}

/**
 * The featured composers (rules §2: four, fixed by configuration), in configured order.
 * An identifier is skipped and reported when no person has it, when they compose no
 * listed composition (their page would not exist), or when it repeats an earlier one.
 */
export function featuredComposers(
  people: readonly Person[],
  works: readonly CompositionSummary[],
  identifiers: readonly string[],
): FeaturedComposers {
  const composerIds = idsInRole(works, 'composer');
  const byIdentifier = new Map(people.map((person) => [person.identifier, person]));
  const composers: Person[] = [];
  const missing: { identifier: string; reason: MissingComposerReason }[] = [];
  for (const identifier of identifiers) {
    const person = byIdentifier.get(identifier);
    if (person === undefined) missing.push({ identifier, reason: 'unknown' });
    else if (!composerIds.has(person.id)) missing.push({ identifier, reason: 'no-listed-compositions' });
    else if (composers.includes(person)) missing.push({ identifier, reason: 'duplicate' });
    else composers.push(person);
  }
  return { composers, missing };
}

/** The home page's headline and video blocks. */
export interface HomeBlocks {
  readonly headline: HomeContent | null;
  readonly video: HomeContent | null;
}

/** The first block of each type by sequence (rules §2: optional home video and headline). */
export function homeBlocks(content: readonly HomeContent[]): HomeBlocks {
  const first = (type: HomeContent['content_type']): HomeContent | null =>
    content.filter((block) => block.content_type === type).sort((a, b) => a.sequence - b.sequence)[0] ?? null;
  return { headline: first('headline'), video: first('video') };
}

/**
 * The rights of the performance the home video plays, found in its composition's detail (the home
 * block names the performance only); undefined when the detail or the performance is missing, which
 * the page reads as open rights, as it reads an API that answers none.
 */
export function homeVideoRights(
  video: HomeContent | null,
  detail: Pick<CompositionDetail, 'performances'> | undefined,
): Rights | undefined {
  const id = video?.performance?.id;
  return detail?.performances.find((performance) => performance.id === id)?.rights;
}
