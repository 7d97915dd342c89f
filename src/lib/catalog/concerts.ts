import type { ProgramDetail, ProgramPerformance, ProgramSummary } from '../api/contract.ts';
import { compareIdentifiers, newestFirst } from './ordering.ts';

/** The concert list tabs (rules §2). */
export type ConcertTab = 'all' | 'video' | 'audio';

/** One tab of the concert list. */
export interface ConcertTabEntry {
  readonly tab: ConcertTab;
  /** The tab's label. */
  readonly label: string;
  /** The list's heading and page title. */
  readonly title: string;
  /** `/concerts` or `/concerts/{viewBy}`, relative to the base path. */
  readonly path: string;
}

const TABS: Readonly<Record<ConcertTab, ConcertTabEntry>> = {
  all: { tab: 'all', label: 'All', title: 'Concerts', path: '/concerts' },
  video: { tab: 'video', label: 'Video Concerts', title: 'Video Concerts', path: '/concerts/video' },
  audio: { tab: 'audio', label: 'Audio Concerts', title: 'Audio Concerts', path: '/concerts/audio' },
};

/** The tabs in order: All, Video Concerts, Audio Concerts (rules §2). */
export const CONCERT_TABS: readonly ConcertTabEntry[] = [TABS.all, TABS.video, TABS.audio];

/** True when a URL segment names a tab. */
export function isConcertTab(value: string): value is ConcertTab {
  return Object.hasOwn(TABS, value);
}

/** A tab's entry. */
export function concertTab(tab: ConcertTab): ConcertTabEntry {
  return TABS[tab];
}

const TAB_FILTERS: Readonly<Record<ConcertTab, (program: ProgramSummary) => boolean>> = {
  all: (program) => program.has_playable_performance,
  video: (program) => program.has_video,
  audio: (program) => program.has_audio,
};

/** The concert order (rules §2): end_date_time, newest first, then identifier. */
export function compareConcerts(a: ProgramSummary, b: ProgramSummary): number {
  return newestFirst(a.end_date_time, b.end_date_time) || compareIdentifiers(a.identifier, b.identifier);
}

/**
 * The programs of a tab (rules §2): listed ones only; audio keeps has_audio, video keeps
 * has_video, all keeps programs with a playable performance; newest end first.
 */
export function concertsForTab(programs: readonly ProgramSummary[], tab: ConcertTab): ProgramSummary[] {
  const keep = TAB_FILTERS[tab];
  return programs.filter((program) => !program.unlisted && keep(program)).sort(compareConcerts);
}

/** True for a program with audio and no video. */
export function isAudioOnly(program: ProgramSummary): boolean {
  return program.has_audio && !program.has_video;
}

/** 'Watch the entire concert' shows when the concert has a full video and is not audio-only. */
export function showsWatchEntireConcert(program: ProgramDetail): boolean {
  return program.has_full_video && !isAudioOnly(program);
}

/**
 * The performances a concert page lists: listed ones, by position in the program, then
 * id. The API already answers only listed ones by position; this keeps the page right
 * if an older server does not.
 */
export function concertPerformances(program: ProgramDetail): ProgramPerformance[] {
  return program.composition_performances
    .filter((entry) => !entry.performance.unlisted)
    .sort((a, b) => a.performance.position - b.performance.position || a.performance.id - b.performance.id);
}
