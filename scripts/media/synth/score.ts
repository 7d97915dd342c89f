import type { MovementStyle } from './movement-style.ts';
import { scaleNote, triad } from './music-theory.ts';
import { seededRandom } from './prng.ts';
import type { TimbreName } from './wavetable.ts';

/** One note to render, times in seconds from the movement's start. */
export interface Note {
  start: number;
  duration: number;
  midi: number;
  amplitude: number;
  /** -1 is hard left, 1 hard right. */
  pan: number;
  timbre: TimbreName;
  /** Seconds to full level. */
  attack: number;
  /** Time constant of the exponential decay in seconds; 0 holds the level. */
  decay: number;
  /** Seconds of fade at the end of the note. */
  release: number;
}

/** New notes stop this long before the movement ends, so its final fade closes on a ringing chord. */
const CLOSING_SECONDS = 1.6;
const BEATS_PER_BAR = 4;

/** Every note of one movement of `seconds` length: pad chords, a bass line, an arpeggio and a melody. */
export function composeMovement(style: MovementStyle, seconds: number): Note[] {
  const beat = 60 / style.tempo;
  const bar = beat * BEATS_PER_BAR;
  const last = seconds - CLOSING_SECONDS;
  const notes: Note[] = [];
  for (let b = 0; b * bar < last; b++) {
    const degree = style.progression[b % style.progression.length] ?? 0;
    const chord = triad(style.root, style.mode, degree);
    const start = b * bar;
    const length = Math.min(bar, seconds - start);
    notes.push(...padChord(style, chord, start, length));
    notes.push(...bassLine(chord, start, beat, last));
    notes.push(...arpeggio(style, chord, start, beat, last));
  }
  notes.push(...melody(style, seconds, beat, last));
  return notes;
}

function padChord(style: MovementStyle, chord: readonly number[], start: number, length: number): Note[] {
  return chord.map((midi, i) => ({
    start,
    duration: length + 0.4,
    midi: midi - 12 + (i === 0 ? 12 : 0),
    amplitude: 0.07,
    pan: (i - 1) * 0.5,
    timbre: style.padTimbre,
    attack: 0.5,
    decay: 0,
    release: 0.6,
  }));
}

function bassLine(chord: readonly number[], start: number, beat: number, last: number): Note[] {
  const root = (chord[0] ?? 48) - 24;
  const fifth = (chord[2] ?? 55) - 24;
  return [
    { at: 0, midi: root },
    { at: 2, midi: fifth },
  ]
    .filter(({ at }) => start + at * beat < last)
    .map(({ at, midi }) => ({
      start: start + at * beat,
      duration: beat * 2.2,
      midi,
      amplitude: 0.24,
      pan: 0,
      timbre: 'horn' as const,
      attack: 0.01,
      decay: beat * 1.5,
      release: 0.15,
    }));
}

function arpeggioOrder(style: MovementStyle, count: number): number[] {
  const tones = [0, 1, 2, 3, 4, 5];
  if (style.pattern === 'rising') return Array.from({ length: count }, (_, i) => tones[i % tones.length] ?? 0);
  if (style.pattern === 'wave') {
    const wave = [0, 1, 2, 3, 4, 5, 4, 3, 2, 1];
    return Array.from({ length: count }, (_, i) => wave[i % wave.length] ?? 0);
  }
  const broken = [0, 2, 1, 3, 2, 4, 3, 5];
  return Array.from({ length: count }, (_, i) => broken[i % broken.length] ?? 0);
}

function arpeggio(style: MovementStyle, chord: readonly number[], start: number, beat: number, last: number): Note[] {
  const step = beat / style.notesPerBeat;
  const count = BEATS_PER_BAR * style.notesPerBeat;
  const pitches = [...chord, ...chord.map((n) => n + 12)];
  return arpeggioOrder(style, count)
    .map((tone, i) => ({ tone, at: start + i * step, i }))
    .filter(({ at }) => at < last)
    .map(({ tone, at, i }) => ({
      start: at,
      duration: Math.min(2.5, step * 8),
      midi: pitches[tone] ?? chord[0] ?? 60,
      amplitude: i % style.notesPerBeat === 0 ? 0.13 : 0.1,
      pan: tone % 2 === 0 ? -0.35 : 0.35,
      timbre: style.arpeggioTimbre,
      attack: 0.004,
      decay: Math.max(0.25, step * 2.5),
      release: 0.1,
    }));
}

function melody(style: MovementStyle, seconds: number, beat: number, last: number): Note[] {
  const random = seededRandom(style.seed);
  const length = style.tempo > 100 ? beat * 2 : beat;
  const notes: Note[] = [];
  let step = 7;
  // The melody enters after the first bar, so each movement opens with its accompaniment.
  for (let at = beat * BEATS_PER_BAR; at < last && at < seconds; at += length) {
    step = Math.max(4, Math.min(11, step + Math.round((random() - 0.5) * 4)));
    if (random() < 0.2) continue;
    notes.push({
      start: at,
      duration: length * 1.6,
      midi: scaleNote(style.root, style.mode, step),
      amplitude: 0.11,
      pan: 0.1,
      timbre: style.melodyTimbre,
      attack: 0.06,
      decay: length * 1.8,
      release: 0.2,
    });
  }
  return notes;
}
