import { describe, expect, it } from 'vitest';
import { checkImageSize, storedLogoSize, storedPictureSize } from '../../../../server/src/media/image-cuts.ts';
import { ImageRefusal } from '../../../../server/src/media/image-refusals.ts';

describe('the size a picture is stored at', () => {
  it('keeps a photograph up to 2400 pixels on its long edge, and never enlarges one', () => {
    expect(storedPictureSize({ width: 6000, height: 4000 })).toEqual({ width: 2400, height: 1600 });
    expect(storedPictureSize({ width: 3000, height: 4000 })).toEqual({ width: 1800, height: 2400 });
    expect(storedPictureSize({ width: 1600, height: 900 })).toEqual({ width: 1600, height: 900 });
  });

  it('keeps a panorama large enough to fill the share image', () => {
    expect(storedPictureSize({ width: 6000, height: 700 })).toEqual({ width: 5400, height: 630 });
    expect(storedPictureSize({ width: 1300, height: 5000 })).toEqual({ width: 1200, height: 4615 });
  });

  it('keeps a logo inside twice the box the site draws it in', () => {
    expect(storedLogoSize({ width: 2000, height: 1000 })).toEqual({ width: 640, height: 320 });
    expect(storedLogoSize({ width: 400, height: 200 })).toEqual({ width: 400, height: 200 });
  });
});

describe('the smallest picture taken', () => {
  it('is one that fills the share image; a logo fills its box’s width or its height', () => {
    expect(() => checkImageSize({ width: 1200, height: 630 }, 'picture')).not.toThrow();
    expect(() => checkImageSize({ width: 1199, height: 2000 }, 'picture')).toThrow(ImageRefusal);
    expect(() => checkImageSize({ width: 3000, height: 629 }, 'picture')).toThrow(ImageRefusal);
    expect(() => checkImageSize({ width: 384, height: 40 }, 'logo')).not.toThrow();
    expect(() => checkImageSize({ width: 80, height: 160 }, 'logo')).not.toThrow();
    expect(() => checkImageSize({ width: 383, height: 159 }, 'logo')).toThrow(ImageRefusal);
  });
});
