/** A colour with channels from 0 to 1. */
export type Rgb = readonly [number, number, number];

/** A pixel shader: the colour at (u, v), both from 0 to 1 across the picture. */
export type Shader = (u: number, v: number) => Rgb;

/** Parses '#rrggbb'. */
export function hex(colour: string): Rgb {
  const n = Number.parseInt(colour.replace('#', ''), 16);
  return [((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255];
}

/** Linear blend of two colours: `t` = 0 gives `a`, 1 gives `b`. */
export function mix(a: Rgb, b: Rgb, t: number): Rgb {
  const k = Math.max(0, Math.min(1, t));
  return [a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k, a[2] + (b[2] - a[2]) * k];
}

/** Adds light: `b` scaled by `t` on top of `a`. */
export function add(a: Rgb, b: Rgb, t: number): Rgb {
  return [a[0] + b[0] * t, a[1] + b[1] * t, a[2] + b[2] * t];
}

/** Hermite step from 0 below `edge0` to 1 above `edge1`; the soft edge of every shape. */
export function smoothstep(edge0: number, edge1: number, x: number): number {
  const t = Math.max(0, Math.min(1, (x - edge0) / (edge1 - edge0)));
  return t * t * (3 - 2 * t);
}

/** Runs a shader over every pixel and returns the picture as packed 8-bit RGB. */
export function rasterise(width: number, height: number, shader: Shader): Buffer {
  const out = Buffer.alloc(width * height * 3);
  let offset = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const [r, g, b] = shader((x + 0.5) / width, (y + 0.5) / height);
      out[offset++] = Math.round(Math.max(0, Math.min(1, r)) * 255);
      out[offset++] = Math.round(Math.max(0, Math.min(1, g)) * 255);
      out[offset++] = Math.round(Math.max(0, Math.min(1, b)) * 255);
    }
  }
  return out;
}
