import { describe, expect, it } from 'vitest';
import {
  FULL_TEXT_LINK_LABEL,
  fullTextSearchHref,
  queryOfSearchUrl,
} from '../../../../../src/features/search/lib/full-text-link.ts';

describe('the full-text search link', () => {
  it('has the modal’s label', () => {
    expect(FULL_TEXT_LINK_LABEL).toBe('Search program notes and biographies');
  });

  it('carries the trimmed query as q', () => {
    expect(fullTextSearchHref('/music/concert-library/', ' horn call ')).toBe(
      '/music/concert-library/search?q=horn+call',
    );
    expect(fullTextSearchHref('/music/concert-library', 'Dvořák & "Op. 27 #2"')).toBe(
      '/music/concert-library/search?q=Dvo%C5%99%C3%A1k+%26+%22Op.+27+%232%22',
    );
  });

  it('is the bare page without a query', () => {
    expect(fullTextSearchHref('/music/concert-library/', '  ')).toBe('/music/concert-library/search');
  });

  it('round-trips through the page’s URL', () => {
    const href = fullTextSearchHref('/b/', 'Op. 27 #2 & more');
    expect(queryOfSearchUrl(href.slice(href.indexOf('?')))).toBe('Op. 27 #2 & more');
    expect(queryOfSearchUrl('')).toBe('');
    expect(queryOfSearchUrl('?q=%20horn%20')).toBe('horn');
  });
});
