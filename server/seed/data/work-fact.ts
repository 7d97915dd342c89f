import type { GenreId } from './categories.ts';

/** A composition of the demo catalogue: real catalogue facts and movement titles. */
export interface WorkFact {
  /** The composition identifier. */
  identifier: string;
  /** A person identifier. */
  composer: string;
  /** A person identifier, for an arrangement. */
  arranger: string | null;
  /** Asterisks mark emphasis (rules §9): '*Siegfried Idyll*'. */
  title: string;
  opus: string;
  genres: GenreId[];
  /** Movement titles in order; empty for a single movement. */
  movements: string[];
  /** Typical duration of a performance, in minutes. */
  minutes: number;
}

/** Optional parts of a work. */
export interface WorkExtras {
  arranger?: string;
  movements?: string[];
}

/**
 * Builds the works of one composer: `worksBy('ludwig-van-beethoven', 'beethoven')` returns a
 * function that makes works whose identifiers start with 'beethoven-'.
 */
export function worksBy(composer: string, prefix: string) {
  return (
    key: string,
    title: string,
    opus: string,
    genres: GenreId[],
    minutes: number,
    extras: WorkExtras | string[] = [],
  ): WorkFact => {
    const { arranger = null, movements = [] } = Array.isArray(extras) ? { movements: extras } : extras;
    return { identifier: `${prefix}-${key}`, composer, arranger, title, opus, genres, movements, minutes };
  };
}
