import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createSearchEventScheduler,
  NO_RESULTS,
  SEARCH_EVENT_DELAY_MS,
  SEARCH_HINT,
  searchView,
  sectionView,
  SHOW_FEWER,
  showMoreLabel,
  type SectionKey,
} from '../../../src/lib/search/result-sections.ts';
import type { SearchHit, SearchResults } from '../../../src/lib/search/search.ts';

const hit = (title: string): SearchHit => ({
  kind: 'composition',
  identifier: title.toLowerCase(),
  title,
  subtitle: '',
  path: `/composition/${title.toLowerCase()}`,
  rule: 'spec',
});
const hits = (count: number) => Array.from({ length: count }, (_, at) => hit(`Work ${at + 1}`));
const results = (parts: Partial<SearchResults>): SearchResults => ({
  query: 'abc',
  ran: true,
  fuzzy: false,
  artists: [],
  compositions: [],
  programs: [],
  ...parts,
});

describe('the spec’s strings', () => {
  it('are exact', () => {
    expect(SEARCH_HINT).toBe('Type to search titles, composers, and performers.');
    expect(NO_RESULTS).toBe('No results.');
    expect(SHOW_FEWER).toBe('Show fewer');
    expect(showMoreLabel(7)).toBe('Show 7 more');
  });
});

describe('a section', () => {
  it.each([0, 1, 3])('with %i rows shows them all and no toggle', (count) => {
    const view = sectionView('compositions', 'Compositions', hits(count), false);
    expect(view.rows).toHaveLength(count);
    expect(view.toggle).toBeNull();
  });

  it('with more than three rows shows three and "Show N more"', () => {
    const view = sectionView('compositions', 'Compositions', hits(10), false);
    expect(view.rows.map((row) => row.title)).toEqual(['Work 1', 'Work 2', 'Work 3']);
    expect(view.toggle).toEqual({ label: 'Show 7 more', expanded: false });
    expect(sectionView('artists', 'Artists', hits(4), false).toggle?.label).toBe('Show 1 more');
  });

  it('expanded shows every row and "Show fewer"', () => {
    const view = sectionView('compositions', 'Compositions', hits(5), true);
    expect(view.rows).toHaveLength(5);
    expect(view.toggle).toEqual({ label: 'Show fewer', expanded: true });
  });
});

describe('the modal’s content', () => {
  it('is the hint before the query runs', () => {
    expect(searchView(results({ ran: false }), new Set())).toEqual({ state: 'hint', message: SEARCH_HINT });
  });

  it('is "No results." when a query that ran found nothing', () => {
    expect(searchView(results({}), new Set())).toEqual({ state: 'no-results', message: NO_RESULTS });
  });

  it('is the sections that found something, Artists, Compositions, Programs in that order', () => {
    const view = searchView(results({ programs: hits(2), artists: hits(5) }), new Set<SectionKey>(['artists']));
    expect(view.state).toBe('results');
    if (view.state !== 'results') return;
    expect(view.sections.map((section) => section.title)).toEqual(['Artists', 'Programs']);
    expect(view.sections[0]?.toggle?.label).toBe('Show fewer');
    expect(view.sections[1]?.toggle).toBeNull();
  });
});

describe('the search event', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  function scheduler() {
    vi.useFakeTimers();
    const report = vi.fn<(query: string) => void>();
    const events = createSearchEventScheduler({ setTimeout, clearTimeout }, report);
    return { report, events };
  }

  it('is reported after a one-second pause, with the trimmed query', () => {
    const { report, events } = scheduler();
    events.inputChanged(' bee ');
    vi.advanceTimersByTime(SEARCH_EVENT_DELAY_MS - 1);
    expect(report).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(report).toHaveBeenCalledExactlyOnceWith('bee');
  });

  it('waits for typing to pause: each change restarts the second', () => {
    const { report, events } = scheduler();
    for (const input of ['bee', 'beet', 'beeth', 'beetho']) {
      events.inputChanged(input);
      vi.advanceTimersByTime(600);
    }
    expect(report).not.toHaveBeenCalled();
    vi.advanceTimersByTime(400);
    expect(report.mock.calls).toEqual([['beetho']]);
  });

  it('is not reported for a query that does not run, nor twice in a row for the same query', () => {
    const { report, events } = scheduler();
    events.inputChanged('be');
    vi.advanceTimersByTime(2000);
    events.inputChanged('bee');
    vi.advanceTimersByTime(2000);
    events.inputChanged('bee ');
    vi.advanceTimersByTime(2000);
    events.inputChanged('beet');
    vi.advanceTimersByTime(2000);
    expect(report.mock.calls).toEqual([['bee'], ['beet']]);
  });

  it('is dropped when the modal closes first', () => {
    const { report, events } = scheduler();
    events.inputChanged('beethoven');
    vi.advanceTimersByTime(500);
    events.cancel();
    vi.advanceTimersByTime(5000);
    expect(report).not.toHaveBeenCalled();
  });

  it('uses only the timer functions it is given', () => {
    const pending: Array<() => void> = [];
    const timers = { setTimeout: vi.fn((callback: () => void) => pending.push(callback)), clearTimeout: vi.fn() };
    const report = vi.fn();
    const events = createSearchEventScheduler(timers, report, 250);
    events.inputChanged('bach');
    expect(timers.setTimeout).toHaveBeenCalledWith(expect.any(Function), 250);
    pending[0]?.();
    expect(report).toHaveBeenCalledWith('bach');
  });
});
