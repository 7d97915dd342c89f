import { hex, type Rgb } from './raster.ts';

/** Four colours of a concert hall at night: shadow, wall, warm light and highlight. */
export interface Palette {
  shadow: Rgb;
  wall: Rgb;
  light: Rgb;
  highlight: Rgb;
}

const palette = (shadow: string, wall: string, light: string, highlight: string): Palette => ({
  shadow: hex(shadow),
  wall: hex(wall),
  light: hex(light),
  highlight: hex(highlight),
});

/** Burgundy, midnight, forest, plum, brass and slate halls. */
export const PALETTES: readonly [Palette, ...Palette[]] = [
  palette('#1c0a0e', '#6e1f2c', '#d9a066', '#f2e3c6'),
  palette('#0a1120', '#23395b', '#c9a96e', '#e8dcc2'),
  palette('#0c1712', '#2f4f3e', '#d4b06a', '#efe6d0'),
  palette('#170c1c', '#5a2d5c', '#e0a87c', '#f4e4d4'),
  palette('#161008', '#5c3d1e', '#e8c07a', '#fff1d6'),
  palette('#0e1319', '#3b4a5a', '#c7a27c', '#e9e2d6'),
];

/** The palette numbered `n`, cycling. */
export function paletteFor(n: number): Palette {
  return PALETTES[n % PALETTES.length] ?? PALETTES[0];
}
