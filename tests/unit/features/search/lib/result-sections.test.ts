import fc from 'fast-check';
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
} from '../../../../../src/features/search/lib/result-sections.ts';
import type { SearchHit, SearchResults } from '../../../../../src/features/search/lib/search.ts';

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
  totals: { artists: 0, compositions: 0, programs: 0 },
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
    const view = sectionView('compositions', 'Compositions', hits(count), 0);
    expect(view.rows).toHaveLength(count);
    expect(view.toggles).toEqual([]);
  });

  it('with more than three rows shows three and "Show N more" for the rest of the first ten', () => {
    const view = sectionView('compositions', 'Compositions', hits(18), 0);
    expect(view.rows.map((row) => row.title)).toEqual(['Work 1', 'Work 2', 'Work 3']);
    expect(view.toggles).toEqual([{ action: 'more', label: 'Show 7 more' }]);
    expect(sectionView('artists', 'Artists', hits(4), 0).toggles).toEqual([{ action: 'more', label: 'Show 1 more' }]);
  });

  it('unfolded once shows the first ten, "Show N more" for the rest and "Show fewer"', () => {
    const view = sectionView('compositions', 'Compositions', hits(18), 1);
    expect(view.rows).toHaveLength(10);
    expect(view.toggles).toEqual([
      { action: 'more', label: 'Show 8 more' },
      { action: 'fewer', label: 'Show fewer' },
    ]);
  });

  it('unfolded to the end shows every row and "Show fewer"', () => {
    expect(sectionView('compositions', 'Compositions', hits(18), 2).rows).toHaveLength(18);
    expect(sectionView('compositions', 'Compositions', hits(18), 2).toggles).toEqual([
      { action: 'fewer', label: 'Show fewer' },
    ]);
    const short = sectionView('compositions', 'Compositions', hits(5), 1);
    expect(short.rows).toHaveLength(5);
    expect(short.toggles).toEqual([{ action: 'fewer', label: 'Show fewer' }]);
  });

  it('never shows more than ten rows before the second "Show N more" (any count, rules §9)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 50 }), fc.constantFrom(0, 1), (count, level) => {
        const view = sectionView('compositions', 'Compositions', hits(count), level);
        expect(view.rows.length).toBeLessThanOrEqual(10);
        const more = view.toggles.find((toggle) => toggle.action === 'more');
        const revealed = sectionView('compositions', 'Compositions', hits(count), (level + 1) as 1 | 2).rows.length;
        expect(more?.label ?? null).toBe(
          revealed > view.rows.length ? `Show ${revealed - view.rows.length} more` : null,
        );
      }),
    );
  });
});

describe('the modal’s content', () => {
  it('is the hint before the query runs', () => {
    expect(searchView(results({ ran: false }), new Map())).toEqual({ state: 'hint', message: SEARCH_HINT });
  });

  it('is "No results." when a query that ran found nothing', () => {
    expect(searchView(results({}), new Map())).toEqual({ state: 'no-results', message: NO_RESULTS });
  });

  it('is the sections that found something, Artists, Compositions, Programs in that order', () => {
    const view = searchView(results({ programs: hits(2), artists: hits(5) }), new Map<SectionKey, 1>([['artists', 1]]));
    expect(view.state).toBe('results');
    if (view.state !== 'results') return;
    expect(view.sections.map((section) => section.title)).toEqual(['Artists', 'Programs']);
    expect(view.sections[0]?.toggles.map((toggle) => toggle.label)).toEqual(['Show fewer']);
    expect(view.sections[1]?.toggles).toEqual([]);
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
