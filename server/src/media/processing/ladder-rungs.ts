/** One rendition of the HLS ladder. */
export interface Rung {
  /** Its playlist's and segments' prefix: '720p' → `720p.m3u8`, `720p-init.mp4`, `720p-000.m4s`. */
  name: string;
  width: number;
  height: number;
  /** The cap on the picture's bit rate, kb/s; the encoder spends less on a still stage. */
  maxRateK: number;
}

/**
 * Heights and bit-rate caps of the rungs, highest first: the steps Apple's HLS authoring guide gives
 * for H.264, rounded, each about half the pixels of the one above so a player steps down gently.
 */
export const LADDER: readonly { height: number; maxRateK: number }[] = [
  { height: 1080, maxRateK: 5000 },
  { height: 720, maxRateK: 3000 },
  { height: 480, maxRateK: 1400 },
  { height: 360, maxRateK: 800 },
];

/** The nearest even number, as H.264 in 4:2:0 needs for both sides. */
const even = (value: number) => Math.max(2, Math.round(value / 2) * 2);

/**
 * The rungs a source of `width`×`height` allows: every step of the ladder at or below its height, never
 * above (an upscaled rung costs bytes and shows nothing more). A source below the lowest step gets one
 * rung at its own size.
 */
export function ladderFor(source: { width: number; height: number }): Rung[] {
  const fits = LADDER.filter((step) => step.height <= source.height);
  const steps = fits.length > 0 ? fits : [{ height: even(source.height), maxRateK: LADDER.at(-1)?.maxRateK ?? 800 }];
  return steps.map(({ height, maxRateK }) => ({
    name: `${height}p`,
    width: even((source.width * height) / source.height),
    height,
    maxRateK,
  }));
}
