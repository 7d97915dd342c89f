import { describe, expect, it } from 'vitest';
import { resultsAnnouncement } from '../../../../../src/features/search/lib/results-announcement.ts';
import { hits, ranResults } from './support/search-results.ts';

describe('the results announcement', () => {
  it('says nothing before a search runs', () => {
    expect(resultsAnnouncement({ ...ranResults(), ran: false })).toBe('');
  });

  it('says the spec’s No results.', () => {
    expect(resultsAnnouncement(ranResults())).toBe('No results.');
  });

  it('counts every result and each section that has any', () => {
    const results = ranResults({
      artists: hits('person', 2),
      compositions: hits('composition', 10),
      programs: hits('program', 1),
    });
    expect(resultsAnnouncement(results)).toBe('13 results: 2 artists, 10 compositions, 1 program.');
  });

  it('uses the singular for one', () => {
    expect(resultsAnnouncement(ranResults({ compositions: hits('composition', 1) }))).toBe('1 result: 1 composition.');
    expect(resultsAnnouncement(ranResults({ artists: hits('person', 1) }))).toBe('1 result: 1 artist.');
  });

  it('calls the typo fallback’s results close matches', () => {
    const results = ranResults({ fuzzy: true, artists: hits('person', 1), compositions: hits('composition', 3) });
    expect(resultsAnnouncement(results)).toBe('4 close matches: 1 artist, 3 compositions.');
  });
});
