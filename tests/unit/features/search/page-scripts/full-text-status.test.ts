import { describe, expect, it } from 'vitest';
import type { FullTextHit } from '../../../../../src/features/search/lib/full-text-search.ts';
import {
  FULL_TEXT_UNAVAILABLE,
  fullTextStatus,
} from '../../../../../src/features/search/page-scripts/search-page-results.ts';

const hit = (title: string): FullTextHit => ({ url: `/x/${title}`, title, excerpt: [] });
const results = (query: string, total: number, shown = total) => ({
  state: 'results' as const,
  results: { query, total, hits: Array.from({ length: shown }, (_, at) => hit(`Page ${at}`)) },
});

describe('the full-text status line', () => {
  it('is empty before a search and while the query is under three characters', () => {
    expect(fullTextStatus({ state: 'empty' })).toBe('');
  });

  it('says it is searching', () => {
    expect(fullTextStatus({ state: 'searching', query: 'horn' })).toBe('Searching…');
  });

  it('counts the pages found', () => {
    expect(fullTextStatus(results('hunting call', 1))).toBe('1 page mentions “hunting call”.');
    expect(fullTextStatus(results('horn', 3))).toBe('3 pages mention “horn”.');
  });

  it('says when only the first pages are shown', () => {
    expect(fullTextStatus(results('music', 45, 20))).toBe('45 pages mention “music”. The first 20 are shown.');
  });

  it('shows a quoted phrase in one pair of quotes', () => {
    expect(fullTextStatus(results('"birthday present"', 2))).toBe('2 pages mention “birthday present”.');
  });

  it('uses the spec’s No results.', () => {
    expect(fullTextStatus(results('xqzzy', 0))).toBe('No results.');
  });

  it('explains when full-text search cannot load', () => {
    expect(fullTextStatus({ state: 'unavailable' })).toBe(FULL_TEXT_UNAVAILABLE);
  });
});
