import { describe, expect, it } from 'vitest';
import { commandForKey, steppedOptionId } from '../../../../../src/features/search/lib/search-keyboard.ts';
import { searchOptions, shownActiveId } from '../../../../../src/features/search/lib/search-options.ts';
import { searchView, type SectionKey } from '../../../../../src/features/search/lib/result-sections.ts';
import { hits, ranResults } from './support/search-results.ts';

const press = (
  name: string,
  modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {},
) => ({
  key: name,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  shiftKey: false,
  ...modifiers,
});

/** Two artists, five compositions (folded to three and a toggle), one program. */
const results = ranResults({
  artists: hits('person', 2),
  compositions: hits('composition', 5),
  programs: hits('program', 1),
});
const optionsOf = (expanded: SectionKey[] = []) =>
  searchOptions(searchView(results, new Map(expanded.map((key) => [key, 1] as const))));

describe('the options', () => {
  it('are the visible rows of each section, then its toggle', () => {
    expect(optionsOf().map((option) => option.id)).toEqual([
      'artists-0',
      'artists-1',
      'compositions-0',
      'compositions-1',
      'compositions-2',
      'compositions-toggle',
      'programs-0',
    ]);
  });

  it('include every row of an expanded section, the toggle last', () => {
    const ids = optionsOf(['compositions']).map((option) => option.id);
    expect(ids.slice(2, 8)).toEqual([
      'compositions-0',
      'compositions-1',
      'compositions-2',
      'compositions-3',
      'compositions-4',
      'compositions-toggle',
    ]);
  });

  it('carry each result’s path and each toggle’s state', () => {
    const [first] = optionsOf();
    expect(first).toEqual({
      id: 'artists-0',
      kind: 'result',
      section: 'artists',
      path: '/compositions/composer/person-1',
    });
    expect(optionsOf().find((option) => option.kind === 'toggle')).toMatchObject({
      section: 'compositions',
      action: 'more',
    });
    expect(optionsOf(['compositions']).find((option) => option.kind === 'toggle')).toMatchObject({ action: 'fewer' });
  });

  it('are none for the hint or for no results', () => {
    expect(searchOptions(searchView({ ...results, ran: false }, new Map()))).toEqual([]);
    expect(searchOptions(searchView(ranResults(), new Map()))).toEqual([]);
  });

  it('forget an active option that is no longer shown', () => {
    expect(shownActiveId(optionsOf(), 'compositions-4')).toBeNull();
    expect(shownActiveId(optionsOf(['compositions']), 'compositions-4')).toBe('compositions-4');
    expect(shownActiveId(optionsOf(), null)).toBeNull();
  });
});

describe('the arrow keys', () => {
  const options = optionsOf();

  it('start at the first option going down and the last going up', () => {
    expect(commandForKey(press('ArrowDown'), options, null, true)).toEqual({ type: 'activate', id: 'artists-0' });
    expect(commandForKey(press('ArrowUp'), options, null, true)).toEqual({ type: 'activate', id: 'programs-0' });
  });

  it('move one option at a time, across sections and onto toggles', () => {
    expect(commandForKey(press('ArrowDown'), options, 'artists-1', true)).toEqual({
      type: 'activate',
      id: 'compositions-0',
    });
    expect(commandForKey(press('ArrowDown'), options, 'compositions-2', true)).toEqual({
      type: 'activate',
      id: 'compositions-toggle',
    });
    expect(commandForKey(press('ArrowUp'), options, 'programs-0', true)).toEqual({
      type: 'activate',
      id: 'compositions-toggle',
    });
  });

  it('wrap around at either end', () => {
    expect(steppedOptionId(options, 'programs-0', 1)).toBe('artists-0');
    expect(steppedOptionId(options, 'artists-0', -1)).toBe('programs-0');
  });

  it('restart from an end when the active option has been folded away', () => {
    expect(commandForKey(press('ArrowDown'), options, 'compositions-4', true)).toEqual({
      type: 'activate',
      id: 'artists-0',
    });
  });

  it('do nothing without options, or with a modifier held', () => {
    expect(commandForKey(press('ArrowDown'), [], null, true)).toBeNull();
    expect(commandForKey(press('ArrowDown', { altKey: true }), options, null, true)).toBeNull();
    expect(commandForKey(press('ArrowUp', { metaKey: true }), options, null, true)).toBeNull();
  });
});

describe('Enter', () => {
  const options = optionsOf();

  it('opens the active result', () => {
    expect(commandForKey(press('Enter'), options, 'compositions-1', true)).toEqual({
      type: 'open',
      id: 'compositions-1',
      path: '/composition/composition-2',
    });
  });

  it('expands or folds the section of an active toggle', () => {
    expect(commandForKey(press('Enter'), options, 'compositions-toggle', true)).toEqual({
      type: 'toggle',
      section: 'compositions',
      action: 'more',
    });
  });

  it('opens the first result when none is active', () => {
    expect(commandForKey(press('Enter'), options, null, true)).toMatchObject({ type: 'open', id: 'artists-0' });
  });

  it('goes to the full-text search when nothing was found', () => {
    expect(commandForKey(press('Enter'), [], null, true)).toEqual({ type: 'full-text' });
  });

  it('does nothing before three characters, or with Shift, Ctrl or Meta', () => {
    expect(commandForKey(press('Enter'), [], null, false)).toBeNull();
    expect(commandForKey(press('Enter', { shiftKey: true }), options, null, true)).toBeNull();
    expect(commandForKey(press('Enter', { ctrlKey: true }), options, null, true)).toBeNull();
    expect(commandForKey(press('Enter', { metaKey: true }), options, null, true)).toBeNull();
  });
});

describe('other keys', () => {
  it('Escape closes, whatever else is held', () => {
    expect(commandForKey(press('Escape'), optionsOf(), 'artists-0', true)).toEqual({ type: 'close' });
    expect(commandForKey(press('Escape', { shiftKey: true }), [], null, false)).toEqual({ type: 'close' });
  });

  it.each(['Home', 'End', 'ArrowLeft', 'ArrowRight', 'a', ' ', 'Backspace', 'Tab'])(
    '%s is left to the field',
    (name) => {
      expect(commandForKey(press(name), optionsOf(), 'artists-0', true)).toBeNull();
    },
  );
});
