import { z } from 'zod';

/**
 * A picture's focal point and the crops cut around it. The studio's upload cuts every rendition
 * of another shape than the original (16:9, square, the share image) around the point an editor
 * chose, so a face stays in view where the middle of the picture would cut it off. Sharp's gravity
 * keywords name only edges and centres, so the crop box is computed here.
 */

/** How many decimals a focal point keeps: a tenth of a percent, finer than any crop can show. */
const FOCUS_DECIMALS = 3;

const fraction = (axis: string) =>
  z
    .number({ error: `The focal point's ${axis} is a number from 0 to 1, e.g. 0.5.` })
    .min(0, { error: `The focal point's ${axis} is at least 0 (the ${axis === 'x' ? 'left' : 'top'} edge).` })
    .max(1, { error: `The focal point's ${axis} is at most 1 (the ${axis === 'x' ? 'right' : 'bottom'} edge).` });

/**
 * A picture's focal point: `x` from 0 (the left edge) to 1 (the right), `y` from 0 (the top) to
 * 1 (the bottom), of the picture as it is seen (after its camera's rotation).
 */
export const ImageFocusSchema = z.strictObject({
  /** From the left edge (0) to the right (1). */
  x: fraction('x'),
  /** From the top edge (0) to the bottom (1). */
  y: fraction('y'),
});
export type ImageFocus = z.output<typeof ImageFocusSchema>;

/** The middle of the picture: where a crop is centred when no one chose a point. */
export const CENTRE_FOCUS: ImageFocus = { x: 0.5, y: 0.5 };

/** A width and a height in pixels. */
export interface PixelSize {
  readonly width: number;
  readonly height: number;
}

/** A rectangle of a picture in whole pixels, as sharp's `extract` takes it. */
export interface CropBox extends PixelSize {
  readonly left: number;
  readonly top: number;
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/** A focal point kept to a tenth of a percent, inside the picture. */
export function roundedFocus(focus: ImageFocus): ImageFocus {
  const round = (value: number) => Number(clamp(value, 0, 1).toFixed(FOCUS_DECIMALS));
  return { x: round(focus.x), y: round(focus.y) };
}

/**
 * The largest box of `target`'s shape inside a picture of `source`'s size, centred on the focal
 * point as nearly as the picture's edges allow: a point near an edge gives a box against that
 * edge, never one that runs off the picture. Resizing the box to `target` gives the rendition.
 */
export function focusCrop(source: PixelSize, target: PixelSize, focus: ImageFocus): CropBox {
  // Compared as products, so a source of exactly the target's shape is not cut by a rounding error.
  const wider = source.width * target.height > source.height * target.width;
  const width = wider ? Math.max(1, Math.round((source.height * target.width) / target.height)) : source.width;
  const height = wider ? source.height : Math.max(1, Math.round((source.width * target.height) / target.width));
  const left = clamp(Math.round(focus.x * source.width - width / 2), 0, source.width - width);
  const top = clamp(Math.round(focus.y * source.height - height / 2), 0, source.height - height);
  return { left, top, width, height };
}

/** How far one press of an arrow key moves the focal point: 5 % of the picture. */
export const FOCUS_KEY_STEP = 0.05;

/** The focal point after an arrow key, or null for any other key. */
export function focusAfterKey(focus: ImageFocus, key: string): ImageFocus | null {
  const moves: Record<string, readonly [number, number]> = {
    ArrowLeft: [-FOCUS_KEY_STEP, 0],
    ArrowRight: [FOCUS_KEY_STEP, 0],
    ArrowUp: [0, -FOCUS_KEY_STEP],
    ArrowDown: [0, FOCUS_KEY_STEP],
  };
  const move = moves[key];
  return move ? roundedFocus({ x: focus.x + move[0], y: focus.y + move[1] }) : null;
}

/** The focal point a click at (`x`, `y`) sets on a picture drawn in `box` (all in the same units, e.g. CSS pixels). */
export function focusAtPoint(
  point: { readonly x: number; readonly y: number },
  box: { readonly left: number; readonly top: number; readonly width: number; readonly height: number },
): ImageFocus {
  if (box.width <= 0 || box.height <= 0) return CENTRE_FOCUS;
  return roundedFocus({ x: (point.x - box.left) / box.width, y: (point.y - box.top) / box.height });
}

/** The focal point in words, for a screen reader: '30 % from the left, 45 % from the top'. */
export function focusInWords(focus: ImageFocus): string {
  const percent = (value: number) => `${Math.round(value * 100)} %`;
  return `${percent(focus.x)} from the left, ${percent(focus.y)} from the top`;
}
