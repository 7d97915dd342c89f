import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { Picture } from '../../../src/components/Picture.tsx';
import { buildImage } from '../../support/contract-builders.ts';

vi.mock('../../../src/config/site.ts', () => import('../support/site-config.ts'));

const image = buildImage({ url: '/media/images/hall.jpg', alt: 'The hall' });

describe('a catalogue picture, as the pages and the islands draw it', () => {
  it('offers the 16:9 renditions at their size, loaded lazily', () => {
    const html = renderToStaticMarkup(<Picture image={image} className="card__image" sizes="100vw" />);
    expect(html).toContain('class="card__image"');
    expect(html).toContain('src="https://media.example.test/media/images/');
    expect(html).toMatch(
      /srcSet="[^"]*256w, [^"]*512w, https:\/\/media\.example\.test\/media\/images\/hall\.jpg 1600w"/,
    );
    expect(html).toContain('sizes="100vw"');
    expect(html).toContain('width="512" height="288" alt="The hall" loading="lazy" decoding="async"');
    expect(html).not.toContain('fetchPriority');
  });

  it('loads the picture that paints first at once, with high priority', () => {
    const html = renderToStaticMarkup(<Picture image={image} eager />);
    expect(html).toContain('loading="eager" decoding="auto" fetchPriority="high"');
  });

  it('draws the square thumbnail alone, with no renditions to choose from', () => {
    const html = renderToStaticMarkup(<Picture image={image} shape="thumb" />);
    expect(html).toContain('-thumb.jpg"');
    expect(html).not.toContain('srcSet');
    expect(html).not.toContain('sizes=');
  });

  it('draws a decorative blank when there is no image', () => {
    expect(renderToStaticMarkup(<Picture image={null} blankClassName="card__blank" />)).toBe(
      '<span class="card__blank" aria-hidden="true"></span>',
    );
  });
});
