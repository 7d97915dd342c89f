import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Analytics } from '../../../../../src/lib/analytics/analytics.ts';
import {
  NO_SEARCH_ANALYTICS,
  reportSearch,
  SEARCH_EVENT,
  searchAnalyticsOf,
  setSearchAnalytics,
} from '../../../../../src/features/search/lib/search-analytics.ts';

afterEach(() => {
  setSearchAnalytics(NO_SEARCH_ANALYTICS);
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A window stand-in that records the search events dispatched on it. */
function listeningWindow(): unknown[] {
  const target = new EventTarget();
  vi.stubGlobal('window', target);
  const heard: unknown[] = [];
  target.addEventListener(SEARCH_EVENT, (event) => heard.push((event as CustomEvent).detail));
  return heard;
}

describe('the search analytics event', () => {
  it('is dispatched on window, carrying the query', () => {
    const heard = listeningWindow();
    reportSearch('beethoven');
    expect(SEARCH_EVENT).toBe('concert-library:search');
    expect(heard).toEqual([{ query: 'beethoven' }]);
  });

  it('goes nowhere, quietly, with no window and no adapter', () => {
    expect(() => reportSearch('beethoven')).not.toThrow();
  });

  it('also goes to a registered adapter', () => {
    const heard = listeningWindow();
    const searched = vi.fn();
    setSearchAnalytics({ searched });
    reportSearch('beethoven');
    expect(searched).toHaveBeenCalledWith('beethoven');
    expect(heard).toEqual([{ query: 'beethoven' }]);
  });

  it('is recorded by the site’s analytics as a Search event with the query', () => {
    const page = vi.fn<Analytics['page']>();
    const event = vi.fn<Analytics['event']>();
    setSearchAnalytics(searchAnalyticsOf({ page, event }));
    reportSearch('dvorak');
    expect(event).toHaveBeenCalledWith('Search', { query: 'dvorak' });
    expect(page).not.toHaveBeenCalled();
  });

  it('never lets a failing adapter break search', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setSearchAnalytics({
      searched() {
        throw new Error('provider down');
      },
    });
    expect(() => reportSearch('beethoven')).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
  });
});
