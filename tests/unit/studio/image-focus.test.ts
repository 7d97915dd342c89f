import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CENTRE_FOCUS,
  focusAfterKey,
  focusAtPoint,
  focusCrop,
  focusInWords,
  ImageFocusSchema,
  roundedFocus,
} from '#lib/studio/image-focus.ts';

const SHARE = { width: 1200, height: 630 };
const SQUARE = { width: 150, height: 150 };
const WIDE = { width: 512, height: 288 };

describe('the crop box around a focal point', () => {
  it('takes the whole height of a wider picture and centres the focal point across', () => {
    expect(focusCrop({ width: 2000, height: 700 }, SQUARE, { x: 0.5, y: 0.5 })).toEqual({
      left: 650,
      top: 0,
      width: 700,
      height: 700,
    });
    expect(focusCrop({ width: 2000, height: 700 }, SQUARE, { x: 0.3, y: 0.9 })).toEqual({
      left: 250,
      top: 0,
      width: 700,
      height: 700,
    });
  });

  it('takes the whole width of a taller picture and centres the focal point down it', () => {
    // A standing portrait, the face high up: the 16:9 band keeps the face.
    expect(focusCrop({ width: 1200, height: 1600 }, WIDE, { x: 0.5, y: 0.25 })).toEqual({
      left: 0,
      top: 63,
      width: 1200,
      height: 675,
    });
  });

  it('keeps the box on the picture when the point is near an edge', () => {
    expect(focusCrop({ width: 2000, height: 700 }, SQUARE, { x: 0, y: 0 })).toMatchObject({ left: 0, top: 0 });
    expect(focusCrop({ width: 2000, height: 700 }, SQUARE, { x: 1, y: 1 })).toMatchObject({ left: 1300, top: 0 });
    expect(focusCrop({ width: 1200, height: 1600 }, WIDE, { x: 0.5, y: 0.98 })).toMatchObject({ top: 925 });
  });

  it('takes the whole picture when it already has the shape', () => {
    expect(focusCrop(SHARE, SHARE, { x: 0.1, y: 0.9 })).toEqual({ left: 0, top: 0, ...SHARE });
    expect(focusCrop({ width: 1920, height: 1080 }, WIDE, { x: 0.2, y: 0.2 })).toEqual({
      left: 0,
      top: 0,
      width: 1920,
      height: 1080,
    });
  });

  it('answers the largest box of the shape, on the picture, nearest the point, for any picture and point', () => {
    const size = fc.record({ width: fc.integer({ min: 1, max: 6000 }), height: fc.integer({ min: 1, max: 6000 }) });
    const point = fc.record({
      x: fc.double({ min: 0, max: 1, noNaN: true }),
      y: fc.double({ min: 0, max: 1, noNaN: true }),
    });
    fc.assert(
      fc.property(size, size, point, (source, target, focus) => {
        const box = focusCrop(source, target, focus);
        // On the picture, in whole pixels, at least one pixel.
        expect(Number.isInteger(box.left) && Number.isInteger(box.top)).toBe(true);
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.top).toBeGreaterThanOrEqual(0);
        expect(box.left + box.width).toBeLessThanOrEqual(source.width);
        expect(box.top + box.height).toBeLessThanOrEqual(source.height);
        expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(1);
        // The largest: it spans the picture's width or its height.
        expect(box.width === source.width || box.height === source.height).toBe(true);
        // The target's shape, to within the rounding of one pixel.
        const shape = box.width * target.height - box.height * target.width;
        expect(Math.abs(shape)).toBeLessThanOrEqual(Math.max(target.width, target.height));
        // Centred on the point unless an edge stops it: then it touches that edge.
        const centre = { x: box.left + box.width / 2, y: box.top + box.height / 2 };
        const off = { x: Math.abs(centre.x - focus.x * source.width), y: Math.abs(centre.y - focus.y * source.height) };
        expect(off.x <= 0.5 || box.left === 0 || box.left + box.width === source.width).toBe(true);
        expect(off.y <= 0.5 || box.top === 0 || box.top + box.height === source.height).toBe(true);
      }),
    );
  });
});

describe('the focal point', () => {
  it('is two numbers from 0 to 1, refused outside with the edge it passed', () => {
    expect(ImageFocusSchema.parse({ x: 0, y: 1 })).toEqual({ x: 0, y: 1 });
    const refused = ImageFocusSchema.safeParse({ x: -0.1, y: 1.2 });
    expect(refused.error?.issues.map((i) => i.message)).toEqual([
      "The focal point's x is at least 0 (the left edge).",
      "The focal point's y is at most 1 (the bottom edge).",
    ]);
    expect(ImageFocusSchema.safeParse({ x: 0.5, y: 0.5, z: 1 }).success).toBe(false);
  });

  it('is kept to a tenth of a percent, on the picture', () => {
    expect(roundedFocus({ x: 0.123456, y: 0.98765 })).toEqual({ x: 0.123, y: 0.988 });
    expect(roundedFocus({ x: -0.2, y: 1.0000001 })).toEqual({ x: 0, y: 1 });
  });

  it('moves 5 % a press of an arrow key, and stops at the edges', () => {
    expect(focusAfterKey(CENTRE_FOCUS, 'ArrowLeft')).toEqual({ x: 0.45, y: 0.5 });
    expect(focusAfterKey(CENTRE_FOCUS, 'ArrowDown')).toEqual({ x: 0.5, y: 0.55 });
    expect(focusAfterKey({ x: 0.98, y: 0.02 }, 'ArrowRight')).toEqual({ x: 1, y: 0.02 });
    expect(focusAfterKey({ x: 0.98, y: 0.02 }, 'ArrowUp')).toEqual({ x: 0.98, y: 0 });
    expect(focusAfterKey(CENTRE_FOCUS, 'Enter')).toBeNull();
  });

  it('is where a click falls on the picture, and the centre of a picture not drawn yet', () => {
    const box = { left: 100, top: 50, width: 400, height: 200 };
    expect(focusAtPoint({ x: 200, y: 100 }, box)).toEqual({ x: 0.25, y: 0.25 });
    expect(focusAtPoint({ x: 600, y: 0 }, box)).toEqual({ x: 1, y: 0 });
    expect(focusAtPoint({ x: 10, y: 10 }, { left: 0, top: 0, width: 0, height: 0 })).toEqual(CENTRE_FOCUS);
  });

  it('is said in words', () => {
    expect(focusInWords({ x: 0.3, y: 0.456 })).toBe('30 % from the left, 46 % from the top');
  });
});
