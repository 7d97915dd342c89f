/** Why an uploaded captions file cannot be used, naming the line a person fixes in their editor. */
export class CaptionRefusal extends Error {
  override name = 'CaptionRefusal';
}

/** Every sentence of the captions' check, in one place. */
export const CAPTION_REFUSALS = {
  noHeader: () => 'Line 1: a WebVTT file starts with “WEBVTT”. Save the captions as WebVTT (.vtt) or SubRip (.srt).',
  badTiming: (line: number) => `Line ${line}: this is not a cue timing. Write it as “00:01:02.500 --> 00:01:05.000”.`,
  endNotAfterStart: (line: number) => `Line ${line}: this cue ends before it starts, or when it starts.`,
  outOfOrder: (line: number) => `Line ${line}: this cue starts before the one above it. Put the cues in time order.`,
  pastEnd: (line: number, durationText: string) =>
    `Line ${line}: this cue ends after the recording does (at ${durationText}).`,
  noCues: () => 'The file has no captions in it.',
  notUtf8: () => 'The file is not text in UTF-8. Save the captions as UTF-8 (most editors offer it under “Save as”).',
  badSrtNumber: (line: number) => `Line ${line}: a SubRip caption starts with its number, then its timing.`,
} as const;
