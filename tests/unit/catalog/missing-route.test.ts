import { describe, expect, it } from 'vitest';
import { classifyMissingRoute, segmentsBelowBase } from '../../../src/lib/catalog/missing-route.ts';

const BASE = '/music/concert-library';
const at = (path: string) => classifyMissingRoute(`${BASE}${path}`, BASE);

describe('classifyMissingRoute', () => {
  it.each([
    ['/magic/abc123', 'magic'],
    ['/email-confirm/some-key/', 'email-confirm'],
    ['/reset-password/MQ/set-token', 'reset-password'],
    ['/magic', 'magic'],
  ])('routes %s to the %s shell', (path, shell) => {
    expect(at(path)).toEqual({ kind: 'shell', shell });
  });

  it.each([
    ['/composition/no-such-work', 'composition'],
    ['/composition/no-such-work/', 'composition'],
    ['/compositions/performer/nobody', 'performer'],
    ['/compositions/composer/nobody', 'composer'],
    ['/compositions/conductor/nobody', 'conductor'],
    ['/concert/gone', 'concert'],
    ['/concerts/not-a-tab', 'concert'],
    ['/feature/gone', 'feature'],
    ['/features/no-category', 'feature'],
    ['/features/category/no-sub', 'feature'],
    ['/collections/gone', 'collection'],
    ['/live-stream/gone', 'liveStream'],
    ['/live-streams/gone', 'liveStream'],
  ])('names the missing entity of %s: %s', (path, entity) => {
    expect(at(path)).toEqual({ kind: 'entity', entity });
  });

  it.each([
    '/',
    '',
    '/nothing-here',
    '/composition',
    '/compositions/by/nothing',
    '/compositions/genre/none',
    '/compositions/performer',
    '/constructor/x',
    '/toString/x',
  ])('calls %s an unknown page', (path) => {
    expect(at(path)).toEqual({ kind: 'unknown' });
  });

  it('ignores paths outside the base path', () => {
    expect(classifyMissingRoute('/composition/x', BASE)).toEqual({ kind: 'unknown' });
    expect(classifyMissingRoute('/music/concert-library-old/composition/x', BASE)).toEqual({ kind: 'unknown' });
  });
});

describe('segmentsBelowBase', () => {
  it('splits below the base, dropping empty segments', () => {
    expect(segmentsBelowBase(`${BASE}//composition//x/`, `${BASE}/`)).toEqual(['composition', 'x']);
    expect(segmentsBelowBase(BASE, BASE)).toEqual([]);
    expect(segmentsBelowBase('/elsewhere', BASE)).toBeNull();
  });
});
