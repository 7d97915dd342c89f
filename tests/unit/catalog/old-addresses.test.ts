import { describe, expect, it } from 'vitest';
import type { IdentifierRedirect } from '../../../src/lib/api/contract.ts';
import { oldAddresses } from '../../../src/lib/catalog/old-addresses.ts';

const published = (...paths: string[]) => {
  const pages = new Set(paths);
  return (path: string) => pages.has(path);
};

describe('the old addresses a build publishes', () => {
  it('lead each list’s old page to the record’s page now', () => {
    const redirects: IdentifierRedirect[] = [
      { list: 'compositions', old_identifier: 'etude', identifier: 'etude-in-c' },
      { list: 'programs', old_identifier: 'gala', identifier: 'gala-2026' },
      { list: 'live_streams', old_identifier: 'live', identifier: 'live-2' },
      { list: 'media_features', old_identifier: 'talk', identifier: 'a-talk' },
      { list: 'curated_collections', old_identifier: 'best', identifier: 'the-best' },
    ];
    const pages = published(
      '/composition/etude-in-c',
      '/concert/gala-2026',
      '/live-stream/live-2',
      '/feature/a-talk',
      '/collections/the-best',
    );
    expect(oldAddresses(redirects, pages)).toEqual([
      { from: '/composition/etude', to: '/composition/etude-in-c' },
      { from: '/concert/gala', to: '/concert/gala-2026' },
      { from: '/live-stream/live', to: '/live-stream/live-2' },
      { from: '/feature/talk', to: '/feature/a-talk' },
      { from: '/collections/best', to: '/collections/the-best' },
    ]);
  });

  it('lead each later page of a person’s works at the old address to the same page now', () => {
    const redirects: IdentifierRedirect[] = [{ list: 'people', old_identifier: 'j-smith', identifier: 'jane-smith' }];
    const pages = published(
      '/compositions/composer/jane-smith',
      '/compositions/composer/jane-smith/page/2',
      '/compositions/composer/jane-smith/page/3',
    );
    expect(oldAddresses(redirects, pages)).toEqual([
      { from: '/compositions/composer/j-smith', to: '/compositions/composer/jane-smith' },
      { from: '/compositions/composer/j-smith/page/2', to: '/compositions/composer/jane-smith/page/2' },
      { from: '/compositions/composer/j-smith/page/3', to: '/compositions/composer/jane-smith/page/3' },
    ]);
  });

  it('lead a person’s old page in each role to that role’s page now, for the roles with one', () => {
    const redirects: IdentifierRedirect[] = [{ list: 'people', old_identifier: 'j-smith', identifier: 'jane-smith' }];
    const pages = published('/compositions/composer/jane-smith', '/compositions/conductor/jane-smith');
    expect(oldAddresses(redirects, pages)).toEqual([
      { from: '/compositions/composer/j-smith', to: '/compositions/composer/jane-smith' },
      { from: '/compositions/conductor/j-smith', to: '/compositions/conductor/jane-smith' },
    ]);
  });

  it('write none where the build publishes a page (the live page wins) or the record has none now', () => {
    const redirects: IdentifierRedirect[] = [
      { list: 'compositions', old_identifier: 'etude', identifier: 'etude-in-c' },
      { list: 'compositions', old_identifier: 'gone', identifier: 'unlisted-without-page' },
      { list: 'people', old_identifier: 'etude', identifier: 'a-composer' },
    ];
    const pages = published('/composition/etude', '/composition/etude-in-c', '/compositions/composer/a-composer');
    expect(oldAddresses(redirects, pages)).toEqual([
      { from: '/compositions/composer/etude', to: '/compositions/composer/a-composer' },
    ]);
  });

  it('write an address once, and its identifiers as links write them', () => {
    const redirects: IdentifierRedirect[] = [
      { list: 'compositions', old_identifier: 'étude', identifier: 'etude' },
      { list: 'compositions', old_identifier: 'étude', identifier: 'other' },
    ];
    expect(oldAddresses(redirects, published('/composition/etude', '/composition/other'))).toEqual([
      { from: '/composition/%C3%A9tude', to: '/composition/etude' },
    ]);
  });
});
