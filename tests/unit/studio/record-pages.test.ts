import { describe, expect, it } from 'vitest';
import { publicPathOf } from '../../../src/lib/studio/record-pages.ts';

describe('the public page of a record', () => {
  it('is its own page, or the page that shows it', () => {
    expect(publicPathOf('compositions', { identifier: 'eroica' })).toBe('/composition/eroica/');
    expect(publicPathOf('people', { identifier: 'florence-price', primary_kind: 'composer' })).toBe(
      '/compositions/composer/florence-price/',
    );
    expect(publicPathOf('people', { identifier: 'jonah-reyes' })).toBe('/compositions/performer/jonah-reyes/');
    expect(publicPathOf('programs', { identifier: 'autumn' })).toBe('/concert/autumn/');
    expect(publicPathOf('performances', { uuid: 'x', composition: 'eroica' })).toBe('/composition/eroica/');
    expect(publicPathOf('live_streams', { identifier: 'gala' })).toBe('/live-stream/gala/');
    expect(publicPathOf('media_features', { identifier: 'meet' })).toBe('/feature/meet/');
    expect(publicPathOf('curated_collections', { identifier: 'winter' })).toBe('/collections/winter/');
    expect(publicPathOf('home_content', { identifier: 'hero' })).toBe('/');
    expect(publicPathOf('categories', { kind: 'genre', identifier: 'symphony' })).toBe('/compositions/genre/symphony/');
  });

  it('is none for a record without a page of its own', () => {
    expect(publicPathOf('feature_categories', { identifier: 'interviews' })).toBeUndefined();
    expect(publicPathOf('compositions', {})).toBeUndefined();
  });
});
