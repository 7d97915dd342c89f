/**
 * Which media may be streamed: every value a record, an answer and a page may hold. A module of its
 * own, so the browser's page script reads it without the rest of the rules.
 */
export const MEDIA = ['both', 'audio', 'video', 'none'] as const;
export type Media = (typeof MEDIA)[number];

/** True for one of MEDIA. */
export const isMedia = (value: unknown): value is Media => (MEDIA as readonly unknown[]).includes(value);
