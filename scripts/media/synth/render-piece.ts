import { movementStyle, type MovementStyle } from './movement-style.ts';
import { midiToHz } from './music-theory.ts';
import { addStereoReverb } from './reverb.ts';
import { composeMovement, type Note } from './score.ts';
import { TABLE_SIZE, wavetable } from './wavetable.ts';

/** A stereo signal as two channels of float samples. */
export interface StereoSignal {
  sampleRate: number;
  left: Float32Array;
  right: Float32Array;
}

/** What to render: the piece's number (its seed), length and movement starts, all from the media plan. */
export interface PieceRequest {
  piece: number;
  seconds: number;
  /** Movement starts in seconds; the first is 0. */
  movementStarts: readonly number[];
  sampleRate: number;
}

const FADE_IN_SECONDS = 0.02;
const FADE_OUT_SECONDS = 1.8;
/** Peak level after normalisation, about -3 dBFS. */
const PEAK = 0.7;

/** The styles of a piece's movements, in order. */
export function pieceStyles(piece: number, movementCount: number): MovementStyle[] {
  return Array.from({ length: movementCount }, (_, i) => movementStyle(piece, i));
}

/**
 * Renders a whole piece. Each movement is rendered on its own, faded in and out, and placed at
 * its exact start sample, so a cue point lands on the movement's first note.
 */
export function renderPiece(request: PieceRequest): StereoSignal {
  const { sampleRate, seconds, movementStarts } = request;
  const total = Math.round(seconds * sampleRate);
  const left = new Float32Array(total);
  const right = new Float32Array(total);
  pieceStyles(request.piece, movementStarts.length).forEach((style, i) => {
    const from = Math.round((movementStarts[i] ?? 0) * sampleRate);
    const to = Math.round((movementStarts[i + 1] ?? seconds) * sampleRate);
    const movement = renderMovement(style, (to - from) / sampleRate, sampleRate);
    left.set(movement.left.subarray(0, to - from), from);
    right.set(movement.right.subarray(0, to - from), from);
  });
  normalise(left, right);
  return { sampleRate, left, right };
}

function renderMovement(style: MovementStyle, seconds: number, sampleRate: number): StereoSignal {
  const length = Math.round(seconds * sampleRate);
  const left = new Float32Array(length);
  const right = new Float32Array(length);
  for (const note of composeMovement(style, seconds)) renderNote(note, left, right, sampleRate);
  addStereoReverb(left, right, sampleRate);
  applyFades(left, sampleRate);
  applyFades(right, sampleRate);
  return { sampleRate, left, right };
}

function renderNote(note: Note, left: Float32Array, right: Float32Array, sampleRate: number): void {
  const table = wavetable(note.timbre);
  const first = Math.round(note.start * sampleRate);
  const count = Math.min(Math.round(note.duration * sampleRate), left.length - first);
  const increment = (midiToHz(note.midi) * TABLE_SIZE) / sampleRate;
  // Equal-power panning keeps the loudness steady across the stereo field.
  const angle = ((note.pan + 1) * Math.PI) / 4;
  const gainLeft = Math.cos(angle) * note.amplitude;
  const gainRight = Math.sin(angle) * note.amplitude;
  const attack = Math.max(1, note.attack * sampleRate);
  const release = Math.max(1, note.release * sampleRate);
  const decay = note.decay > 0 ? Math.exp(-1 / (note.decay * sampleRate)) : 1;
  let level = 1;
  let phase = 0;
  for (let i = 0; i < count; i++) {
    const index = Math.floor(phase);
    const fraction = phase - index;
    const a = table[index] ?? 0;
    const sample = a + ((table[index + 1] ?? 0) - a) * fraction;
    const envelope = Math.min(1, i / attack) * Math.min(1, (count - i) / release) * level;
    left[first + i] = (left[first + i] ?? 0) + sample * envelope * gainLeft;
    right[first + i] = (right[first + i] ?? 0) + sample * envelope * gainRight;
    level *= decay;
    phase += increment;
    if (phase >= TABLE_SIZE) phase -= TABLE_SIZE;
  }
}

function applyFades(channel: Float32Array, sampleRate: number): void {
  const fadeIn = Math.round(FADE_IN_SECONDS * sampleRate);
  const fadeOut = Math.min(Math.round(FADE_OUT_SECONDS * sampleRate), channel.length);
  for (let i = 0; i < fadeIn && i < channel.length; i++) channel[i] = (channel[i] ?? 0) * (i / fadeIn);
  for (let i = 0; i < fadeOut; i++) {
    const at = channel.length - 1 - i;
    // A raised-cosine fade sounds smoother than a linear one.
    channel[at] = (channel[at] ?? 0) * (0.5 - 0.5 * Math.cos((Math.PI * i) / fadeOut));
  }
}

function normalise(left: Float32Array, right: Float32Array): void {
  let peak = 0;
  for (let i = 0; i < left.length; i++) peak = Math.max(peak, Math.abs(left[i] ?? 0), Math.abs(right[i] ?? 0));
  if (peak === 0) return;
  const gain = PEAK / peak;
  for (let i = 0; i < left.length; i++) {
    left[i] = (left[i] ?? 0) * gain;
    right[i] = (right[i] ?? 0) * gain;
  }
}

/** Interleaves a stereo signal as 32-bit little-endian floats, the raw input ffmpeg reads as `f32le`. */
export function toInterleavedF32(signal: StereoSignal): Buffer {
  const frames = signal.left.length;
  const buffer = Buffer.alloc(frames * 8);
  for (let i = 0; i < frames; i++) {
    buffer.writeFloatLE(signal.left[i] ?? 0, i * 8);
    buffer.writeFloatLE(signal.right[i] ?? 0, i * 8 + 4);
  }
  return buffer;
}
