/**
 * The demo's media: what scripts/media/generate-media.ts produces under server/media/ and what
 * the demo catalogue's recordings point at. Durations and movement starts here are the truth
 * both sides follow, so cue points always match what is heard.
 */

/** An audio piece: `audio/<key>/broadband.m4a` and `audio/<key>/cellular.m4a`. */
export interface AudioMedia {
  /** Folder under the media root. */
  media: string;
  duration_ms: number;
  /** Movement starts in seconds; the first is 0. One entry means a single movement. */
  movement_starts: number[];
}

/** A video: `video/<key>/index.m3u8` (HLS), with optional captions and chapters beside it. */
export interface VideoMedia {
  media: string;
  duration_ms: number;
  movement_starts: number[];
  /** Has `captions.en.vtt`. */
  captions: boolean;
  /** Has `chapters.vtt` built from the movement starts. */
  chapters: boolean;
}

const audio = (n: number, starts: number[], seconds: number): AudioMedia => ({
  media: `audio/a${String(n).padStart(2, '0')}`,
  duration_ms: seconds * 1000,
  movement_starts: starts,
});

/** Twelve audio pieces of one to eight movements, so most multi-movement works can stream. */
export const AUDIO_MEDIA: readonly AudioMedia[] = [
  audio(1, [0, 24, 48, 72], 96),
  audio(2, [0, 30, 60], 90),
  audio(3, [0], 60),
  audio(4, [0, 20, 40, 60], 84),
  audio(5, [0, 35], 70),
  audio(6, [0, 25, 50], 75),
  audio(7, [0], 45),
  audio(8, [0, 30, 55, 80], 100),
  audio(9, [0, 22, 44, 66, 88], 110),
  audio(10, [0, 20, 40, 60, 80, 100], 120),
  audio(11, [0, 18, 36, 54, 72, 90, 108], 126),
  audio(12, [0, 16, 32, 48, 64, 80, 96, 112], 128),
];

const video = (n: number, starts: number[], seconds: number, captions: boolean, chapters: boolean): VideoMedia => ({
  media: `video/v${String(n).padStart(2, '0')}`,
  duration_ms: seconds * 1000,
  movement_starts: starts,
  captions,
  chapters,
});

/** Four videos; the first two carry captions and chapters. */
export const VIDEO_MEDIA: readonly VideoMedia[] = [
  video(1, [0, 20, 40], 60, true, true),
  video(2, [0, 30], 60, true, true),
  video(3, [0], 40, false, false),
  video(4, [0, 25], 50, true, false),
];

/** The looping feed live streams play (HLS). */
export const LIVE_MEDIA = 'video/live';
