import type { AudioRenditions, RenditionResult } from '../processing/audio-renditions.ts';
import type { Rung } from '../processing/ladder-rungs.ts';
import type { Loudness } from '../processing/loudness.ts';

/** What was made of an audio master: its two renditions and their loudness. */
export interface AudioMade {
  kind: 'audio';
  master: Loudness;
  broadband: RenditionResult;
  cellular: RenditionResult;
  peaks: string;
}

/** What was made of a video master: its ladder and stills, and the renditions of its sound. */
export interface VideoMade {
  kind: 'video';
  rungs: Rung[];
  playlist: string;
  poster: string;
  thumbnail: string;
  sound: AudioRenditions;
  peaks: string;
}

/** Kept as JSON in `media_masters.made`; an infinite figure (silence's true peak) comes back as null. */
export type RenditionsMade = AudioMade | VideoMade;

/** −18.0, with a true minus sign; a figure JSON could not keep (silence) reads as 'silent'. */
const decibels = (value: number | null, unit: string) =>
  value === null || !Number.isFinite(value) ? 'silent' : `${value.toFixed(1).replace('-', '−')} ${unit}`;

/** 'A, B and C'. */
const listOf = (names: readonly string[]) =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1) ?? ''}`;

/**
 * What was made, as the Media screen says it: the rungs of a video's ladder, and of every master's sound
 * the renditions' loudness and the master's (its range too, which the broadband rendition keeps).
 */
export function describeMade(made: RenditionsMade): string {
  const { master, broadband, cellular } = made.kind === 'video' ? made.sound : made;
  const sound =
    `broadband at ${decibels(broadband.loudness.integratedLufs, 'LUFS')}, cellular at ` +
    `${decibels(cellular.loudness.integratedLufs, 'LUFS')} (the master ${decibels(master.integratedLufs, 'LUFS')}, ` +
    `range ${decibels(master.rangeLu, 'LU')}); waveform`;
  if (made.kind === 'audio') return `${sound.charAt(0).toUpperCase()}${sound.slice(1)}`;
  return `HLS ${listOf(made.rungs.map((rung) => rung.name))}, poster and thumbnail; sound ${sound}`;
}

/** How long the made renditions play, read from the broadband file: what a recording's `duration_ms` says. */
export function playedMs(made: RenditionsMade): number {
  return (made.kind === 'video' ? made.sound : made).broadband.durationMs;
}
