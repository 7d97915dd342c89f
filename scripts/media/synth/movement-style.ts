import type { Mode } from './music-theory.ts';
import type { TimbreName } from './wavetable.ts';

/** How a pattern walks through the chord tones. */
export type ArpeggioPattern = 'rising' | 'wave' | 'broken';

/** Everything that makes one movement sound unlike its neighbours. */
export interface MovementStyle {
  /** Roman numeral of the movement, 'I' for the first. */
  numeral: string;
  /** Tempo marking shown on screen and in captions, e.g. 'Andante'. */
  marking: string;
  /** Key as words, e.g. 'E-flat major'. */
  keyName: string;
  /** MIDI note of the tonic in the fourth octave. */
  root: number;
  mode: Mode;
  /** Beats per minute. */
  tempo: number;
  /** Scale degrees of the four chords each phrase cycles through. */
  progression: readonly number[];
  arpeggioTimbre: TimbreName;
  padTimbre: TimbreName;
  melodyTimbre: TimbreName;
  /** Arpeggio notes per beat. */
  notesPerBeat: number;
  pattern: ArpeggioPattern;
  /** Seed of the movement's melody. */
  seed: number;
}

const NUMERALS = ['I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII'] as const;
const KEYS = [
  { root: 60, name: 'C' },
  { root: 62, name: 'D' },
  { root: 63, name: 'E-flat' },
  { root: 65, name: 'F' },
  { root: 67, name: 'G' },
  { root: 57, name: 'A' },
  { root: 58, name: 'B-flat' },
  { root: 64, name: 'E' },
] as const;
// Slow and quick movements alternate, as they do in a suite or a sonata.
const CHARACTERS = [
  {
    marking: 'Allegro',
    tempo: 116,
    notesPerBeat: 4,
    pattern: 'rising',
    arpeggio: 'harp',
    pad: 'strings',
    melody: 'flute',
  },
  {
    marking: 'Andante',
    tempo: 76,
    notesPerBeat: 2,
    pattern: 'wave',
    arpeggio: 'glass',
    pad: 'strings',
    melody: 'clarinet',
  },
  {
    marking: 'Allegretto',
    tempo: 96,
    notesPerBeat: 3,
    pattern: 'broken',
    arpeggio: 'harp',
    pad: 'horn',
    melody: 'flute',
  },
  {
    marking: 'Adagio',
    tempo: 63,
    notesPerBeat: 2,
    pattern: 'rising',
    arpeggio: 'glass',
    pad: 'strings',
    melody: 'horn',
  },
  {
    marking: 'Presto',
    tempo: 132,
    notesPerBeat: 4,
    pattern: 'wave',
    arpeggio: 'harp',
    pad: 'clarinet',
    melody: 'flute',
  },
] as const;
const PROGRESSIONS: Record<Mode, readonly (readonly number[])[]> = {
  major: [
    [0, 5, 3, 4],
    [0, 4, 5, 3],
    [0, 3, 1, 4],
  ],
  minor: [
    [0, 5, 2, 6],
    [0, 3, 6, 2],
    [0, 5, 3, 4],
  ],
};

/**
 * The style of movement `index` of the piece numbered `piece`. Neighbouring movements always
 * differ in key, mode or character, so each movement is audibly new from its first note.
 */
export function movementStyle(piece: number, index: number): MovementStyle {
  const key = KEYS[(piece * 3 + index * 5) % KEYS.length] ?? KEYS[0];
  const character = CHARACTERS[(piece + index) % CHARACTERS.length] ?? CHARACTERS[0];
  const mode: Mode = (piece + index * 3) % 2 === 0 ? 'major' : 'minor';
  const progressions = PROGRESSIONS[mode];
  return {
    numeral: NUMERALS[index % NUMERALS.length] ?? 'I',
    marking: character.marking,
    keyName: `${key.name} ${mode}`,
    root: key.root,
    mode,
    tempo: character.tempo,
    progression: progressions[(piece + index) % progressions.length] ?? [0, 3, 4, 0],
    arpeggioTimbre: character.arpeggio,
    padTimbre: character.pad,
    melodyTimbre: character.melody,
    notesPerBeat: character.notesPerBeat,
    pattern: character.pattern,
    seed: piece * 1000 + index * 17 + 1,
  };
}

/** The movement's title as the media show it, e.g. 'II. Andante'. */
export function movementTitle(style: MovementStyle): string {
  return `${style.numeral}. ${style.marking}`;
}
