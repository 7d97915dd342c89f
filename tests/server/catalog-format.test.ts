import { describe, expect, it } from 'vitest';
import { matchesEtag, serialiseAnswer } from '../../server/src/catalog/catalog-cache.ts';
import { formatDuration } from '../../server/src/catalog/format-duration.ts';
import { imageAnswer } from '../../server/src/catalog/image-answer.ts';
import { displayYears, primaryKind } from '../../server/src/catalog/read-people.ts';
import { storedDateTime } from '../../server/src/catalog/stored-values.ts';
import { renditionUrl } from '../../src/lib/catalog/image-renditions.ts';

describe('catalogue formatting rules', () => {
  it('formats running times in whole minutes and hours', () => {
    expect(formatDuration(0)).toBe('');
    expect(formatDuration(20_000)).toBe('1 min');
    expect(formatDuration(48 * 60_000)).toBe('48 min');
    expect(formatDuration(60 * 60_000)).toBe('1 hr');
    expect(formatDuration(72 * 60_000 + 10_000)).toBe('1 hr 12 min');
    expect(formatDuration(2 * 3_600_000 + 59 * 60_000 + 40_000)).toBe('3 hr');
  });

  it('derives display years, and keeps a document’s own', () => {
    const years = (years: string, birth_year: number | null, death_year: number | null) =>
      displayYears({ years, birth_year, death_year });
    expect(years('', 1770, 1827)).toBe('1770–1827');
    expect(years('', 1971, null)).toBe('b. 1971');
    expect(years('', null, 1150)).toBe('d. 1150');
    expect(years('', null, null)).toBe('');
    expect(years('fl. 1700s', 1680, null)).toBe('fl. 1700s');
  });

  it('keeps the document’s primary kind only when the person has that role', () => {
    expect(primaryKind('performer', ['composer'])).toBe('composer');
    expect(primaryKind('conductor', ['composer', 'conductor'])).toBe('conductor');
    expect(primaryKind('composer', [])).toBe('composer');
  });

  it('names renditions beside the original, always as JPEG', () => {
    expect(renditionUrl('/media/images/people/x.jpg', 'wd_256x144')).toBe('/media/images/people/x.wd_256x144.jpg');
    expect(renditionUrl('/media/images/logos/y.png', 'thumbnail')).toBe('/media/images/logos/y.thumbnail.jpg');
    expect(renditionUrl('https://cdn.example/a.b/photo.jpeg?v=2', 'social_1200x630')).toBe(
      'https://cdn.example/a.b/photo.social_1200x630.jpg?v=2',
    );
    expect(renditionUrl('/media/images/no-extension', 'thumbnail')).toBe('/media/images/no-extension.thumbnail.jpg');
    expect(imageAnswer(null)).toBeNull();
  });

  it('stores date-times in UTC, without zero milliseconds', () => {
    expect(storedDateTime('2024-03-30T19:30:00-05:00')).toBe('2024-03-31T00:30:00Z');
    expect(storedDateTime('2024-03-30T19:30:00.250+01:00')).toBe('2024-03-30T18:30:00.250Z');
  });

  it('hashes answers into strong ETags and matches If-None-Match as RFC 9110 says', () => {
    const a = serialiseAnswer({ a: 1 });
    expect(a.etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
    expect(serialiseAnswer({ a: 1 }).etag).toBe(a.etag);
    expect(serialiseAnswer({ a: 2 }).etag).not.toBe(a.etag);
    expect(matchesEtag(a.etag, a.etag)).toBe(true);
    expect(matchesEtag(`W/${a.etag}`, a.etag)).toBe(true);
    expect(matchesEtag(`"x", W/"y",${a.etag}`, a.etag)).toBe(true);
    expect(matchesEtag('*', a.etag)).toBe(true);
    expect(matchesEtag('"x"', a.etag)).toBe(false);
    expect(matchesEtag(undefined, a.etag)).toBe(false);
    expect(matchesEtag('', a.etag)).toBe(false);
  });
});
