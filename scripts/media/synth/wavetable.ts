/** Samples in one cycle of a wavetable; a power of two so the phase can wrap with a mask. */
export const TABLE_SIZE = 4096;

/** The tone colours a voice can take, each a recipe of harmonic amplitudes. */
export type TimbreName = 'flute' | 'harp' | 'clarinet' | 'strings' | 'glass' | 'horn';

const HARMONICS: Record<TimbreName, readonly number[]> = {
  flute: [1, 0.22, 0.06, 0.02],
  harp: [1, 0.45, 0.2, 0.12, 0.05, 0.03],
  clarinet: [1, 0, 0.38, 0, 0.2, 0, 0.1, 0, 0.05],
  strings: [1, 0.5, 0.33, 0.25, 0.2, 0.16, 0.12, 0.1, 0.08],
  glass: [1, 0, 0, 0.25, 0, 0, 0, 0.08],
  horn: [1, 0.7, 0.45, 0.25, 0.12, 0.06],
};

const tables = new Map<TimbreName, Float32Array>();

/** One cycle of a timbre, peak-normalised to 1, built once and shared. */
export function wavetable(timbre: TimbreName): Float32Array {
  let table = tables.get(timbre);
  if (table) return table;
  table = new Float32Array(TABLE_SIZE + 1);
  let peak = 0;
  for (let i = 0; i < TABLE_SIZE; i++) {
    const phase = (2 * Math.PI * i) / TABLE_SIZE;
    let value = 0;
    HARMONICS[timbre].forEach((amplitude, h) => {
      value += amplitude * Math.sin((h + 1) * phase);
    });
    table[i] = value;
    peak = Math.max(peak, Math.abs(value));
  }
  for (let i = 0; i < TABLE_SIZE; i++) table[i] = (table[i] ?? 0) / peak;
  // The guard sample lets interpolation read one past the end without wrapping.
  table[TABLE_SIZE] = table[0] ?? 0;
  tables.set(timbre, table);
  return table;
}
