import { describe, expect, it } from 'vitest';
import {
  BASE_PATH,
  collectionPath,
  compositionPath,
  concertPath,
  entityPath,
  featurePath,
  liveStreamPath,
  performanceAnchor,
  withBase,
} from '../../../src/lib/catalog/routes.ts';

describe('routes', () => {
  it('builds the detail paths of spec §2', () => {
    expect(compositionPath('symphony-no-3')).toBe('/composition/symphony-no-3');
    expect(concertPath('opening-night')).toBe('/concert/opening-night');
    expect(featurePath('behind-the-scenes')).toBe('/feature/behind-the-scenes');
    expect(collectionPath('summer')).toBe('/collections/summer');
    expect(liveStreamPath('gala')).toBe('/live-stream/gala');
  });

  it('writes every entity page as /{kind}/{identifier}, encoding the identifier', () => {
    expect(entityPath('podcast', 'episode 1')).toBe('/podcast/episode%201');
    expect(compositionPath('a b')).toBe(entityPath('composition', 'a b'));
    expect(concertPath('a b')).toBe(entityPath('concert', 'a b'));
    expect(featurePath('a b')).toBe(entityPath('feature', 'a b'));
    expect(collectionPath('a b')).toBe(entityPath('collections', 'a b'));
    expect(liveStreamPath('a b')).toBe(entityPath('live-stream', 'a b'));
  });

  it('names a performance block on its composition page, for links to it', () => {
    expect(performanceAnchor(12)).toBe('performance-12');
  });

  it('encodes identifiers so a bad one cannot leave its segment', () => {
    expect(compositionPath('../account')).toBe('/composition/..%2Faccount');
  });

  it('prefixes the base path', () => {
    expect(BASE_PATH).toBe('/music/concert-library');
    expect(withBase('/concerts')).toBe('/music/concert-library/concerts');
    expect(withBase('/')).toBe('/music/concert-library/');
    expect(withBase('concerts', '/base/')).toBe('/base/concerts');
  });
});
