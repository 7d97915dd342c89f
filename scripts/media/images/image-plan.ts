import type { Palette } from './palettes.ts';
import { logo, portrait } from './paint-figures.ts';
import { arches, lights, ribbons, stage } from './paint-scenes.ts';
import type { Shader } from './raster.ts';

/** A painter turns a palette, a seed and the picture's aspect ratio into a shader. */
export type Painter = (palette: Palette, seed: number, aspect: number) => Shader;

/** One picture of the demo catalogue. */
export interface PlannedImage {
  /** Folder under `images/`, e.g. 'people'. */
  group: string;
  /** File name without extension, e.g. 'portrait-01'. */
  name: string;
  format: 'jpg' | 'png';
  width: number;
  height: number;
  painter: Painter;
  /** How renditions of another shape are cut: cropped to fill, or fitted on the ground colour. */
  fit: 'cover' | 'contain';
  /** Where a crop keeps the picture: 0 the top, 0.5 the middle. */
  focusY: number;
  seed: number;
  alt: string;
}

interface Group {
  group: string;
  prefix: string;
  count: number;
  format: 'jpg' | 'png';
  size: readonly [number, number];
  painter: Painter;
  fit: 'cover' | 'contain';
  focusY: number;
  alt: string;
}

// The paths and sizes the demo seed references (people 900x1200, logos 400x200 PNG, the rest 1600x900).
const GROUPS: readonly Group[] = [
  {
    group: 'people',
    prefix: 'portrait',
    count: 12,
    format: 'jpg',
    size: [900, 1200],
    painter: portrait,
    fit: 'cover',
    focusY: 0.3,
    alt: 'Abstract portrait silhouette in warm stage light',
  },
  {
    group: 'works',
    prefix: 'work',
    count: 12,
    format: 'jpg',
    size: [1600, 900],
    painter: ribbons,
    fit: 'cover',
    focusY: 0.5,
    alt: 'Ribbons of light flowing like staff lines',
  },
  {
    group: 'programs',
    prefix: 'program',
    count: 8,
    format: 'jpg',
    size: [1600, 900],
    painter: stage,
    fit: 'cover',
    focusY: 0.5,
    alt: 'A concert stage under spotlights',
  },
  {
    group: 'features',
    prefix: 'feature',
    count: 6,
    format: 'jpg',
    size: [1600, 900],
    painter: lights,
    fit: 'cover',
    focusY: 0.5,
    alt: 'Soft out-of-focus lights in a concert hall',
  },
  {
    group: 'collections',
    prefix: 'collection',
    count: 4,
    format: 'jpg',
    size: [1600, 900],
    painter: arches,
    fit: 'cover',
    focusY: 0.5,
    alt: 'Arches of a hall receding towards a warm light',
  },
  {
    group: 'logos',
    prefix: 'logo',
    count: 4,
    format: 'png',
    size: [400, 200],
    painter: logo,
    fit: 'contain',
    focusY: 0.5,
    alt: 'Underwriter logo',
  },
];

/** Every picture the generator paints, in a fixed order. */
export function imagePlan(): PlannedImage[] {
  return GROUPS.flatMap((g, groupIndex) =>
    Array.from({ length: g.count }, (_, i) => ({
      group: g.group,
      name: `${g.prefix}-${String(i + 1).padStart(2, '0')}`,
      format: g.format,
      width: g.size[0],
      height: g.size[1],
      painter: g.painter,
      fit: g.fit,
      focusY: g.focusY,
      seed: groupIndex * 100 + i + 1,
      alt: g.alt,
    })),
  );
}
