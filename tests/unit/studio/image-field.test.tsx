import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FocusPicker } from '../../../src/studio/images/FocusPicker.tsx';
import { ImageField, type ImageValue } from '../../../src/studio/images/ImageField.tsx';

const picture: ImageValue = {
  src: '/media/images/people/florence-price-3fa2c1d0.jpg',
  width: 1200,
  height: 1600,
  alt: 'Florence Price at the piano',
  credit: 'Photo: G. Nelidoff',
  focus: { x: 0.5, y: 0.3 },
};

const field = (value: ImageValue | null, folder: 'people' | 'logos' = 'people') =>
  renderToStaticMarkup(
    <ImageField
      label="Portrait"
      value={value}
      folder={folder}
      name="florence-price"
      mediaBase="https://media.example.test/"
      onChange={() => undefined}
      upload={() => Promise.reject(new Error('not here'))}
    />,
  );

describe('the studio’s picture field', () => {
  it('offers a labelled file input for the formats taken, saying the smallest size', () => {
    const html = field(null);
    expect(html).toContain('<legend>Portrait</legend>');
    expect(html).toMatch(/<label for="([^"]+)-file">Choose a picture<\/label>/);
    expect(html).toContain('accept="image/jpeg,image/png,image/webp,image/avif,image/tiff,image/gif"');
    expect(html).toContain('JPEG, PNG, WebP, AVIF, TIFF or GIF, at least 1200 × 630 pixels, up to 25 MB.');
    expect(html).not.toContain('<img');
    expect(field(null, 'logos')).toContain('at least 384 pixels wide or 160 high');
  });

  it('shows the picture it has in its card size and thumbnail, with its alt text, credit and Remove', () => {
    const html = field(picture);
    expect(html).toContain(
      'src="https://media.example.test/media/images/people/florence-price-3fa2c1d0.wd_512x288.jpg" width="512" height="288"',
    );
    expect(html).toContain(
      'src="https://media.example.test/media/images/people/florence-price-3fa2c1d0.thumbnail.jpg"',
    );
    expect(html).toContain('1200 × 1600 pixels, cut around 50 % from the left, 30 % from the top.');
    expect(html).toContain('value="Florence Price at the piano"');
    expect(html).toContain('value="Photo: G. Nelidoff"');
    expect(html).toContain('Choose another picture');
    expect(html).toContain('Remove the picture');
  });
});

describe('the focal point picker', () => {
  it('is one button over the picture, its point marked and said in words', () => {
    const html = renderToStaticMarkup(
      <FocusPicker src="data:image/png;base64,AA==" focus={{ x: 0.25, y: 0.8 }} onChange={() => undefined} />,
    );
    expect(html).toMatch(/^<div[^>]*><button type="button"/);
    expect(html).toContain('Focal point of the picture');
    expect(html).toContain('style="left:25%;top:80%"');
    expect(html).toContain('aria-live="polite">Focal point: 25 % from the left, 80 % from the top.</p>');
  });
});
