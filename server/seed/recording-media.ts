import type { RecordingInput } from './catalog-inputs.ts';
import { AUDIO_MEDIA, VIDEO_MEDIA, type AudioMedia, type VideoMedia } from './media-plan.ts';
import { stableIndex } from './stable-uuid.ts';

type RecordingOptions = Pick<RecordingInput, 'uuid' | 'production_credits' | 'allowed_countries'>;

/** The demo audio pieces with exactly `movements` movements (one to eight exist). */
export function audioFor(movements: number): readonly AudioMedia[] {
  return AUDIO_MEDIA.filter((m) => m.movement_starts.length === movements);
}

/** The demo videos with exactly `movements` movements (one to three exist). */
export function videoFor(movements: number): readonly VideoMedia[] {
  return VIDEO_MEDIA.filter((m) => m.movement_starts.length === movements);
}

/** Picks one of several equivalent media, the same one every time for the same key. */
export function pickMedia<T>(choices: readonly T[], key: string): T | undefined {
  return choices.length === 0 ? undefined : choices[stableIndex(key, choices.length)];
}

/**
 * Cue points from a plan entry's movement starts and the work's movement titles. A single
 * movement has none (the contract's rule: cue points are empty for a one-movement work).
 */
export function cuepointsFor(starts: readonly number[], titles: readonly string[]): { title: string; start: number }[] {
  if (starts.length <= 1) return [];
  return starts.map((start, i) => ({ title: titles[i] ?? `Movement ${i + 1}`, start }));
}

/** An audio recording (type A) playing `media`, with the work's movements as cue points. */
export function audioRecording(
  media: AudioMedia,
  titles: readonly string[],
  options: RecordingOptions,
): RecordingInput {
  return {
    ...options,
    type: 'A',
    media: media.media,
    duration_ms: media.duration_ms,
    movement_cuepoints: cuepointsFor(media.movement_starts, titles),
  };
}

/** A video recording (type V), with its captions and chapters when the plan made them. */
export function videoRecording(
  media: VideoMedia,
  titles: readonly string[],
  options: RecordingOptions,
): RecordingInput {
  return {
    ...options,
    type: 'V',
    media: media.media,
    duration_ms: media.duration_ms,
    movement_cuepoints: cuepointsFor(media.movement_starts, titles),
    captions_url: media.captions ? captionsPath(media.media) : null,
    cuepoint_webvtt: media.chapters ? chaptersPath(media.media) : null,
  };
}

/** Where the media generator writes a video's English captions. */
export function captionsPath(media: string): string {
  return `/media/${media}/captions.en.vtt`;
}

/** Where the media generator writes a video's chapters. */
export function chaptersPath(media: string): string {
  return `/media/${media}/chapters.vtt`;
}
