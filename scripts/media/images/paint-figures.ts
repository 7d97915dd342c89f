import { seededRandom } from '../synth/prng.ts';
import type { Palette } from './palettes.ts';
import { add, mix, smoothstep, type Rgb, type Shader } from './raster.ts';

/** Squared normalised distance from an ellipse's centre: 1 on its edge. */
function ellipse(x: number, y: number, cx: number, cy: number, rx: number, ry: number): number {
  return ((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2;
}

/** Soft bokeh lights: a few blurred discs of warm light. */
function bokeh(seed: number, count: number, aspect: number) {
  const random = seededRandom(seed);
  const discs = Array.from({ length: count }, () => ({
    x: random() * aspect,
    y: random() * 0.75,
    r: 0.03 + random() * 0.07,
    k: 0.08 + random() * 0.16,
  }));
  return (x: number, y: number): number =>
    discs.reduce((sum, d) => sum + d.k * (1 - smoothstep(d.r * 0.75, d.r, Math.hypot(x - d.x, y - d.y))), 0);
}

/**
 * An anonymous portrait: a head-and-shoulders silhouette against a lit backdrop, with a warm
 * rim light on the side the light comes from. Used for the people of the demo catalogue.
 */
export function portrait(p: Palette, seed: number, aspect: number): Shader {
  const random = seededRandom(seed);
  const fromLeft = random() < 0.5;
  const cx = aspect * (0.5 + (random() - 0.5) * 0.1);
  const head = { y: 0.37 + random() * 0.05, rx: 0.13 + random() * 0.03, ry: 0.17 + random() * 0.03 };
  const shoulderWidth = 0.42 + random() * 0.1;
  const glowX = aspect * (fromLeft ? 0.18 : 0.82);
  const lights = bokeh(seed + 1, 7, aspect);
  const figure = mix(p.shadow, p.wall, 0.3);
  return (u, v) => {
    const x = u * aspect;
    let colour: Rgb = mix(mix(p.wall, p.light, 0.45), p.shadow, smoothstep(0, 0.95, Math.hypot(x - glowX, v - 0.25)));
    colour = add(colour, p.light, lights(x, v));
    const skull = ellipse(x, v, cx, head.y, head.rx, head.ry);
    const shoulders = ellipse(x, v, cx, 1.1, shoulderWidth, 0.4);
    // The neck widens towards the shoulders, so the silhouette reads as a figure, not a keyhole.
    const neckWidth = 0.055 + 0.06 * smoothstep(head.y + 0.2, 0.78, v);
    const neck = v > head.y && v < 0.8 ? Math.abs(x - cx) / neckWidth : 2;
    const edge = Math.min(skull, shoulders, neck);
    const inside = 1 - smoothstep(0.97, 1.03, edge);
    const side = smoothstep(-0.02, 0.06, fromLeft ? cx - x : x - cx);
    const rim = smoothstep(0.72, 0.99, edge) * inside * side;
    return add(mix(colour, figure, inside), p.light, rim * 0.55);
  };
}

/**
 * An underwriter's mark: a ring with a sound-wave inside and two bars where a name would sit,
 * on an ivory ground. No lettering, so any sponsor name can go beside it.
 */
export function logo(p: Palette, seed: number, aspect: number): Shader {
  const random = seededRandom(seed);
  const ground = mix(p.highlight, [1, 1, 1], 0.5);
  const square = random() < 0.5;
  const count = 3 + Math.floor(random() * 3);
  const bars = Array.from({ length: count }, (_, i) => 0.9 - Math.abs(i - (count - 1) / 2) * 0.25);
  return (u, v) => {
    const x = u * aspect;
    const dx = x - 0.4;
    const dy = v - 0.5;
    const frame = square ? Math.abs(Math.max(Math.abs(dx), Math.abs(dy)) - 0.28) : Math.abs(Math.hypot(dx, dy) - 0.3);
    let colour = mix(ground, p.wall, 1 - smoothstep(0.025, 0.035, frame));
    bars.forEach((height, i) => {
      const bx = 0.4 + (i - (bars.length - 1) / 2) * 0.08;
      if (Math.abs(x - bx) < 0.022 && Math.abs(dy) < height * 0.2) colour = mix(p.wall, p.light, 0.4);
    });
    if (Math.abs(v - 0.43) < 0.07 && x > 0.85 && x < 1.85) colour = p.wall;
    if (Math.abs(v - 0.62) < 0.025 && x > 0.85 && x < 1.55) colour = mix(p.wall, p.light, 0.6);
    return colour;
  };
}
