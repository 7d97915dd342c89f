import { seededRandom } from '../synth/prng.ts';
import type { Palette } from './palettes.ts';
import { add, mix, smoothstep, type Rgb, type Shader } from './raster.ts';

/** Flowing staff-like ribbons of light over a dusk gradient: the compositions' pictures. */
export function ribbons(p: Palette, seed: number, aspect: number): Shader {
  const random = seededRandom(seed);
  const frequency = 0.6 + random() * 0.8;
  const phase = random();
  const tilt = (random() - 0.5) * 0.3;
  return (u, v) => {
    let colour = mix(p.shadow, p.wall, smoothstep(-0.3, 1.3, u * 0.7 + (1 - v) * 0.5));
    const swell = 0.6 + 0.4 * Math.sin(Math.PI * u);
    const centre = 0.5 + tilt * (u - 0.5) + 0.13 * swell * Math.sin(2 * Math.PI * (u * frequency + phase));
    colour = add(colour, p.light, 0.35 * Math.exp(-((v - centre) ** 2) / 0.012));
    for (let k = 0; k < 5; k++) {
      const distance = Math.abs(v - (centre + (k - 2) * 0.035)) * aspect;
      colour = mix(colour, p.highlight, 0.75 * (1 - smoothstep(0.002, 0.005, distance)));
    }
    return colour;
  };
}

/** A stage seen from the hall: curtains, an arch, spotlights and their pools on the boards. */
export function stage(p: Palette, seed: number, aspect: number): Shader {
  const random = seededRandom(seed);
  const spots = Array.from({ length: 3 }, (_, i) => ({
    from: 0.2 + i * 0.3 + (random() - 0.5) * 0.1,
    to: 0.3 + i * 0.2,
  }));
  return (u, v) => {
    const offset = Math.abs(u - 0.5) / 0.38;
    const archTop = 0.16 + 0.14 * offset ** 2;
    const inArch = (1 - smoothstep(0.98, 1.01, offset)) * smoothstep(archTop - 0.005, archTop + 0.005, v);
    const folds = 0.5 + 0.5 * Math.sin(u * 140);
    const curtain = mix(p.shadow, p.wall, 0.25 + 0.35 * folds * (1 - v * 0.5));
    let colour: Rgb = mix(curtain, mix(p.wall, p.light, 0.25 * (1 - v)), inArch);
    const floor = smoothstep(0.69, 0.71, v) * inArch;
    const planks = 0.5 + 0.5 * Math.sin(((u - 0.5) / Math.max(0.05, v - 0.45)) * 30);
    colour = mix(colour, mix(mix(p.wall, p.light, 0.35), p.shadow, 0.25 * planks), floor);
    for (const spot of spots) {
      const x = spot.from + (spot.to - spot.from) * (v / 0.8);
      const beam = (1 - smoothstep(0.5, 1, Math.abs(u - x) / (0.02 + 0.09 * v))) * inArch;
      const pool = 1 - smoothstep(0.6, 1, Math.hypot(((u - spot.to) * aspect) / 0.22, (v - 0.8) / 0.06));
      colour = add(colour, p.light, beam * 0.16 + pool * 0.3 * inArch);
    }
    return colour;
  };
}

/** Out-of-focus lights of a hall: the features' pictures. */
export function lights(p: Palette, seed: number, aspect: number): Shader {
  const random = seededRandom(seed);
  const tints = [p.light, p.highlight, mix(p.wall, p.light, 0.5)] as const;
  const discs = Array.from({ length: 36 }, () => ({
    x: random() * aspect,
    y: random(),
    r: 0.02 + random() * 0.09,
    k: 0.06 + random() * 0.2,
    tint: tints[Math.floor(random() * tints.length)] ?? p.light,
  }));
  return (u, v) => {
    const x = u * aspect;
    let colour = mix(p.wall, p.shadow, smoothstep(0, 1.2, Math.hypot(x - aspect * 0.3, v - 0.7)));
    for (const d of discs) {
      const distance = Math.hypot(x - d.x, v - d.y);
      const body = 1 - smoothstep(d.r * 0.85, d.r, distance);
      colour = add(colour, d.tint, d.k * body * (0.7 + 0.3 * (distance / d.r)));
    }
    return colour;
  };
}

/** An arcade of arches receding towards a warm light: the collections' pictures. */
export function arches(p: Palette, seed: number, aspect: number): Shader {
  const random = seededRandom(seed);
  const cx = 0.5 + (random() - 0.5) * 0.1;
  const depth = 7;
  return (u, v) => {
    const x = (u - cx) * aspect;
    const y = v - 0.58;
    let colour: Rgb = mix(p.light, p.highlight, 0.3);
    for (let k = depth - 1; k >= 0; k--) {
      const s = 0.82 ** k;
      const halfWidth = 0.42 * s;
      const top = -0.42 * s;
      const dy = y - (top + halfWidth);
      const inside = dy > 0 ? Math.abs(x) / halfWidth : Math.hypot(x, dy) / halfWidth;
      const withinHeight = y < 0.42 * s ? 1 : 0;
      const wall = mix(p.wall, p.shadow, 1 - k / depth);
      const rim = smoothstep(0.9, 0.99, inside) * (1 - smoothstep(0.99, 1.01, inside));
      const outside = Math.max(smoothstep(0.99, 1.01, inside), 1 - withinHeight);
      colour = add(mix(colour, wall, outside), p.light, rim * withinHeight * 0.3);
    }
    return colour;
  };
}
