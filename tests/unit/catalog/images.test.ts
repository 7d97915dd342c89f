import { describe, expect, it } from 'vitest';
import { responsiveImage } from '../../../src/lib/catalog/images.ts';
import { buildImage } from '../support/contract-builders.ts';

describe('responsiveImage', () => {
  it('uses the 16:9 renditions with their size, and the credit', () => {
    const image = buildImage({
      alt: 'The orchestra on stage',
      credit: 'Photo: A. Photographer',
      width: 3000,
      height: 2000,
    });
    expect(responsiveImage(image)).toEqual({
      src: image.renditions.wd_512x288,
      srcset: `${image.renditions.wd_256x144} 256w, ${image.renditions.wd_512x288} 512w`,
      width: 512,
      height: 288,
      alt: 'The orchestra on stage',
      credit: 'Photo: A. Photographer',
    });
  });

  it('has no credit when the credit is blank, and keeps an empty alt for decorative images', () => {
    const result = responsiveImage(buildImage({ alt: '', credit: '  ' }));
    expect(result.credit).toBeNull();
    expect(result.alt).toBe('');
  });
});
