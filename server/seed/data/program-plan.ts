/**
 * The shape the demo's concerts are written in: what was played, by whom, and how it was
 * recorded. demo-programs.ts turns these into programs, performances and recordings.
 */

/** A featured artist: their identifier, then their roles (their usual role when none are given). */
export type Soloist = [artist: string, ...roles: string[]];

/** A program note written for one performance. */
export interface NotePlan {
  text: string;
  credit: string;
}

/** One work on a program. */
export interface PiecePlan {
  work: string;
  soloists: Soloist[];
  /** Overrides the program's conductor; null when the piece is played without one. */
  conductor?: string | null;
  /** E.g. 'World premiere'; only ever for the fictional contemporary works. */
  premiere: string;
  unlisted: boolean;
  /** False when the performance was not recorded (or not cleared for streaming). */
  recorded: boolean;
  /**
   * True when only its video is offered (its audio was not cleared): in a concert captured on
   * video, the performance has a video recording and no audio.
   */
  videoOnly: boolean;
  note: NotePlan | null;
}

/** How a concert was captured: audio only, audio and video, or not at all (yet). */
export type CaptureKind = 'audio' | 'video' | 'none';

/** One concert. */
export interface ProgramPlan {
  identifier: string;
  title: string;
  /** HTML. */
  description: string;
  /** The usual conductor; null when the orchestra plays led from the first chair. */
  conductor: string | null;
  capture: CaptureKind;
  /** Whether the whole concert's video is offered ('Watch the entire concert'). */
  fullVideo: boolean;
  unlisted: boolean;
  /** An underwriter identifier (underwriters.ts). */
  underwriter: string | null;
  /** Number of a program picture; null when none. */
  image: number | null;
  /** ISO country codes the recordings may stream in; empty means everywhere. */
  countries: string[];
  related: { feature: string; description: string }[];
  pieces: PiecePlan[];
}

/** When an archive concert took place, relative to the day the demo starts. */
export interface ConcertDate {
  daysAgo: number;
  /** 0 Sunday … 6 Saturday. */
  weekday: number;
  hour: number;
  minute: number;
}

/** An archive concert: a program and its date. */
export interface ArchiveConcert {
  date: ConcertDate;
  plan: ProgramPlan;
}

/** Options of `piece`. */
export interface PieceOptions {
  with?: Soloist[];
  conductor?: string | null;
  premiere?: string;
  unlisted?: boolean;
  recorded?: boolean;
  videoOnly?: boolean;
  note?: NotePlan;
}

/** A work on a program, with its soloists and particulars. */
export function piece(work: string, options: PieceOptions = {}): PiecePlan {
  const plan: PiecePlan = {
    work,
    soloists: options.with ?? [],
    premiere: options.premiere ?? '',
    unlisted: options.unlisted ?? false,
    recorded: options.recorded ?? true,
    videoOnly: options.videoOnly ?? false,
    note: options.note ?? null,
  };
  if (options.conductor !== undefined) plan.conductor = options.conductor;
  return plan;
}

/** Options of `program`: everything but identifier, title, description and pieces. */
export type ProgramOptions = Partial<Omit<ProgramPlan, 'identifier' | 'title' | 'description' | 'pieces'>>;

/** A program with its defaults: audio, listed, no underwriter, playable everywhere. */
export function program(
  identifier: string,
  title: string,
  description: string,
  options: ProgramOptions,
  pieces: PiecePlan[],
): ProgramPlan {
  return {
    identifier,
    title,
    description,
    conductor: options.conductor ?? null,
    capture: options.capture ?? 'audio',
    fullVideo: options.fullVideo ?? false,
    unlisted: options.unlisted ?? false,
    underwriter: options.underwriter ?? null,
    image: options.image ?? null,
    countries: options.countries ?? [],
    related: options.related ?? [],
    pieces,
  };
}

const FRIDAY = 5;
const SATURDAY = 6;
const SUNDAY = 0;
const THURSDAY = 4;

/** A Friday or Saturday evening concert at 8:00 PM, about `daysAgo` days back. */
export function evening(daysAgo: number, day: 'fri' | 'sat' = 'sat'): ConcertDate {
  return { daysAgo, weekday: day === 'fri' ? FRIDAY : SATURDAY, hour: 20, minute: 0 };
}

/** A Sunday matinee at 2:00 PM. */
export function matinee(daysAgo: number): ConcertDate {
  return { daysAgo, weekday: SUNDAY, hour: 14, minute: 0 };
}

/** A Thursday morning coffee concert at 10:30 AM. */
export function morning(daysAgo: number): ConcertDate {
  return { daysAgo, weekday: THURSDAY, hour: 10, minute: 30 };
}
