/** The two modes the synthesised movements use. */
export type Mode = 'major' | 'minor';

const SCALE_STEPS: Record<Mode, readonly number[]> = {
  major: [0, 2, 4, 5, 7, 9, 11],
  minor: [0, 2, 3, 5, 7, 8, 10],
};

/** The frequency in hertz of a MIDI note number (A4 = 69 = 440 Hz). */
export function midiToHz(note: number): number {
  return 440 * 2 ** ((note - 69) / 12);
}

/** The MIDI note of a scale step above `root`; steps beyond the octave wrap upwards, negative ones downwards. */
export function scaleNote(root: number, mode: Mode, step: number): number {
  const steps = SCALE_STEPS[mode];
  const octave = Math.floor(step / steps.length);
  const index = step - octave * steps.length;
  return root + octave * 12 + (steps[index] ?? 0);
}

/** The triad built on a scale degree (0 is the tonic): its root, third and fifth as MIDI notes. */
export function triad(root: number, mode: Mode, degree: number): [number, number, number] {
  return [scaleNote(root, mode, degree), scaleNote(root, mode, degree + 2), scaleNote(root, mode, degree + 4)];
}
