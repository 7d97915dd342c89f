import { describe, expect, it } from 'vitest';
import {
  mediaUrl,
  portraitImage,
  shareImageUrl,
  thumbnailImage,
  wideImage,
} from '../../../src/lib/catalog/image-sources.ts';
import { buildImage } from '../../support/contract-builders.ts';

const MEDIA = 'https://media.example.org/';

describe('mediaUrl', () => {
  it('joins a path to the media host with one slash', () => {
    expect(mediaUrl('/media/a.jpg', MEDIA)).toBe('https://media.example.org/media/a.jpg');
    expect(mediaUrl('media/a.jpg', 'https://media.example.org')).toBe('https://media.example.org/media/a.jpg');
  });

  it('keeps absolute URLs', () => {
    expect(mediaUrl('https://cdn.example.net/a.jpg', MEDIA)).toBe('https://cdn.example.net/a.jpg');
  });
});

describe('wideImage', () => {
  it('lists the 16:9 renditions and a 16:9 original, declaring the 512x288 size', () => {
    const image = buildImage({ width: 1600, height: 900, alt: 'Stage', credit: ' Photo: A. B. ' });
    const sources = wideImage(image, MEDIA);
    expect(sources.src).toBe(`https://media.example.org${image.renditions.wd_512x288}`);
    expect(sources.srcset).toBe(
      `https://media.example.org${image.renditions.wd_256x144} 256w, https://media.example.org${image.renditions.wd_512x288} 512w, https://media.example.org${image.url} 1600w`,
    );
    expect([sources.width, sources.height, sources.alt, sources.credit]).toEqual([512, 288, 'Stage', 'Photo: A. B.']);
  });

  it('leaves out an original of another shape', () => {
    const sources = wideImage(buildImage({ width: 900, height: 1200 }), MEDIA);
    expect(sources.srcset.split(', ')).toHaveLength(2);
    expect(wideImage(buildImage({ credit: '  ' }), MEDIA).credit).toBeNull();
  });
});

describe('thumbnail and share image', () => {
  it('gives the square thumbnail and the 1200x630 share image on the media host', () => {
    const image = buildImage();
    expect(thumbnailImage(image, MEDIA)).toMatchObject({
      src: `https://media.example.org${image.renditions.thumbnail}`,
      width: 150,
      height: 150,
      srcset: '',
    });
    expect(shareImageUrl(image, MEDIA)).toBe(`https://media.example.org${image.renditions.social_1200x630}`);
  });
});

describe('portraitImage', () => {
  it('keeps a standing original whole and falls back to the 16:9 renditions otherwise', () => {
    const standing = buildImage({ width: 900, height: 1200 });
    expect(portraitImage(standing, MEDIA)).toMatchObject({
      src: `https://media.example.org${standing.url}`,
      width: 900,
      height: 1200,
      srcset: '',
    });
    const wide = buildImage({ width: 1600, height: 900 });
    expect(portraitImage(wide, MEDIA)).toEqual(wideImage(wide, MEDIA));
  });
});
