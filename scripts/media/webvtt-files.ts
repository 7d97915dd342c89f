import type { VideoMedia } from '../../server/seed/media-plan.ts';
import { movementTitle, type MovementStyle } from './synth/movement-style.ts';
import type { TimbreName } from './synth/wavetable.ts';

/** A WebVTT cue: times in seconds. */
export interface Cue {
  start: number;
  end: number;
  text: string;
}

const INSTRUMENT: Record<TimbreName, string> = {
  flute: 'flute',
  harp: 'harp',
  clarinet: 'clarinet',
  strings: 'strings',
  glass: 'glass harmonica',
  horn: 'horns',
};

/** Seconds as a WebVTT timestamp, `hh:mm:ss.ttt`. */
export function vttTimestamp(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
}

/** A WebVTT document of the cues, in order. */
export function webvtt(cues: readonly Cue[]): string {
  const blocks = cues.map((cue) => `${vttTimestamp(cue.start)} --> ${vttTimestamp(cue.end)}\n${cue.text}`);
  return `WEBVTT\n\n${blocks.join('\n\n')}\n`;
}

/** One chapter per movement, from its start to the next one's (the chapter cues of rules §7). */
export function chapterCues(media: VideoMedia, styles: readonly MovementStyle[]): Cue[] {
  const end = media.duration_ms / 1000;
  return media.movement_starts.map((start, i) => ({
    start,
    end: media.movement_starts[i + 1] ?? end,
    text: styles[i] ? movementTitle(styles[i]) : `Movement ${i + 1}`,
  }));
}

const capitalise = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

function describe(style: MovementStyle, n: number): string {
  const lines = [
    `${INSTRUMENT[style.arpeggioTimbre]} arpeggios ripple`,
    `${INSTRUMENT[style.padTimbre]} sustain a soft chord`,
    `the ${INSTRUMENT[style.melodyTimbre]} sings the melody`,
    'the bass moves between root and fifth',
  ];
  return `[${capitalise(lines[n % lines.length] ?? '')}]`;
}

/**
 * English captions for a music video, in the bracketed style captioners use for music: the
 * movement's title and key as it begins, what is heard every few seconds, and the closing fade.
 */
export function captionCues(media: VideoMedia, styles: readonly MovementStyle[]): Cue[] {
  const end = media.duration_ms / 1000;
  const cues: Cue[] = [];
  media.movement_starts.forEach((start, i) => {
    const style = styles[i];
    const stop = media.movement_starts[i + 1] ?? end;
    if (!style) return;
    cues.push({ start, end: Math.min(start + 4, stop), text: `[Music: ${movementTitle(style)}, in ${style.keyName}]` });
    for (let at = start + 5, n = 0; at + 4 <= stop - 2; at += 6, n++) {
      cues.push({ start: at, end: at + 4, text: describe(style, n) });
    }
    cues.push({ start: stop - 2, end: stop, text: '[The music fades]' });
  });
  return cues;
}
