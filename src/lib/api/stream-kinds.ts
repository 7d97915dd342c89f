/**
 * What `/stream/{kind}/{uuid}/` accepts as kind, as a plain list: `StreamKindSchema` (stream-links.ts) is
 * built from it, and code that only tells a kind apart (a fetch state's key) reads it without zod.
 */
export const STREAM_KINDS = [
  'recording',
  'livestream',
  'livestream-replay',
  'program',
  'performance',
  'mediafeature',
  'curatedcollection',
] as const;

/** One of the kinds. */
export type StreamKind = (typeof STREAM_KINDS)[number];

/** Whether a value names one of the kinds. */
export function isStreamKind(value: unknown): value is StreamKind {
  return (STREAM_KINDS as readonly unknown[]).includes(value);
}
