import { describe, expect, it } from 'vitest';
import type { IdentifierRedirect } from '../../../src/lib/api/contract.ts';
import { nextRedirects, type IdentifierChange, type IsLive } from '../../../src/lib/catalog/redirect-chains.ts';

const liveWorks =
  (...identifiers: string[]): IsLive =>
  (list, identifier) =>
    list === 'compositions' && identifiers.includes(identifier);
const work = (from: string, to: string): IdentifierChange => ({ list: 'compositions', from, to });
const redirect = (old: string, identifier: string): IdentifierRedirect => ({
  list: 'compositions',
  old_identifier: old,
  identifier,
});

describe('nextRedirects', () => {
  it('records a changed identifier as an old address of the record', () => {
    expect(nextRedirects([], [work('a', 'b')], liveWorks('b'))).toEqual([redirect('a', 'b')]);
  });

  it('collapses a chain: a→b then b→c leads a straight to c', () => {
    expect(nextRedirects([redirect('a', 'b')], [work('b', 'c')], liveWorks('c'))).toEqual([
      redirect('a', 'c'),
      redirect('b', 'c'),
    ]);
  });

  it('removes the loop of a change back (b→a after a→b)', () => {
    expect(nextRedirects([redirect('a', 'b')], [work('b', 'a')], liveWorks('a'))).toEqual([redirect('b', 'a')]);
  });

  it('lets a live record win over an old address it takes', () => {
    expect(nextRedirects([redirect('a', 'b')], [], liveWorks('a', 'b'))).toEqual([]);
    expect(nextRedirects([], [work('a', 'b')], liveWorks('a', 'b'))).toEqual([]);
  });

  it('drops the old addresses of a record that has left the catalogue', () => {
    expect(nextRedirects([redirect('a', 'b')], [], liveWorks())).toEqual([]);
  });

  it('moves records of one switch together, and keeps the lists apart', () => {
    const swapped = nextRedirects([redirect('x', 'a')], [work('a', 'b'), work('b', 'c')], liveWorks('b', 'c'));
    expect(swapped).toEqual([redirect('x', 'b'), redirect('a', 'b')]);
    const person: IdentifierRedirect = { list: 'people', old_identifier: 'a', identifier: 'p' };
    const livePerson: IsLive = (list, identifier) => list === 'people' && identifier === 'p';
    expect(nextRedirects([person], [work('a', 'b')], livePerson)).toEqual([person]);
  });
});
