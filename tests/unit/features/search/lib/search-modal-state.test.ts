import { describe, expect, it } from 'vitest';
import {
  INITIAL_SEARCH_MODAL_STATE,
  searchModalReducer,
  type SearchModalAction,
  type SearchModalState,
} from '../../../../../src/features/search/lib/search-modal-state.ts';

const run = (...actions: SearchModalAction[]): SearchModalState =>
  actions.reduce(searchModalReducer, INITIAL_SEARCH_MODAL_STATE);

describe('section expansion', () => {
  it('starts with every section folded', () => {
    expect([...INITIAL_SEARCH_MODAL_STATE.expanded]).toEqual([]);
  });

  it('unfolds one section at a time, level by level, and folds it again', () => {
    const open = run({ type: 'input', input: 'sonata' }, { type: 'toggle', section: 'compositions', action: 'more' });
    expect([...open.expanded]).toEqual([['compositions', 1]]);
    const both = searchModalReducer(open, { type: 'toggle', section: 'artists', action: 'more' });
    expect(new Map(both.expanded)).toEqual(
      new Map([
        ['compositions', 1],
        ['artists', 1],
      ]),
    );
    const further = searchModalReducer(both, { type: 'toggle', section: 'compositions', action: 'more' });
    expect(further.expanded.get('compositions')).toBe(2);
    expect(
      searchModalReducer(further, { type: 'toggle', section: 'compositions', action: 'more' }).expanded.get(
        'compositions',
      ),
    ).toBe(2);
    const folded = searchModalReducer(further, { type: 'toggle', section: 'compositions', action: 'fewer' });
    expect([...folded.expanded]).toEqual([['artists', 1]]);
  });

  it('does not change the previous state (a new set each time)', () => {
    const before = run({ type: 'input', input: 'sonata' });
    searchModalReducer(before, { type: 'toggle', section: 'programs', action: 'more' });
    expect([...before.expanded]).toEqual([]);
  });

  it('folds everything again for a new query', () => {
    const state = run(
      { type: 'input', input: 'sonata' },
      { type: 'toggle', section: 'compositions', action: 'more' },
      { type: 'activate', id: 'compositions-4' },
      { type: 'input', input: 'sonatas' },
    );
    expect(state).toEqual({ query: 'sonatas', expanded: new Map(), activeId: null });
  });

  it('keeps its state when the query only gains spaces around it', () => {
    const before = run({ type: 'input', input: 'sonata' }, { type: 'toggle', section: 'compositions', action: 'more' });
    expect(searchModalReducer(before, { type: 'input', input: ' sonata ' })).toBe(before);
  });
});

describe('the active option', () => {
  it('follows activation and can be cleared', () => {
    const state = run({ type: 'input', input: 'bach' }, { type: 'activate', id: 'artists-1' });
    expect(state.activeId).toBe('artists-1');
    expect(searchModalReducer(state, { type: 'activate', id: null }).activeId).toBeNull();
  });

  it('survives expanding its section (the toggle stays active)', () => {
    const state = run(
      { type: 'input', input: 'bach' },
      { type: 'activate', id: 'compositions-toggle' },
      { type: 'toggle', section: 'compositions', action: 'more' },
    );
    expect(state.activeId).toBe('compositions-toggle');
  });

  it('is forgotten on close, while the query and expanded sections stay for the next opening', () => {
    const state = run(
      { type: 'input', input: 'bach' },
      { type: 'toggle', section: 'artists', action: 'more' },
      { type: 'activate', id: 'artists-4' },
      { type: 'closed' },
    );
    expect(state).toEqual({ query: 'bach', expanded: new Map([['artists', 1]]), activeId: null });
  });
});
