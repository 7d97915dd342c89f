import { describe, expect, it } from 'vitest';
import {
  listenToViewToggles,
  markViewLayout,
  syncViewToggles,
  type TogglePage,
} from '../../../../src/page-scripts/head/view-layout.ts';
import { FakeElement, fakeStorageScope } from './fake-page.ts';

function page() {
  const html = new FakeElement();
  const toggles = [new FakeElement({ 'data-viewby-set': 'list' }), new FakeElement({ 'data-viewby-set': 'grid' })];
  let clicked: ((event: Pick<Event, 'target'>) => void) | undefined;
  const document: TogglePage = {
    documentElement: html,
    querySelectorAll: () => toggles,
    addEventListener: (_type, listener) => {
      clicked = listener;
    },
  };
  const click = (target: unknown) => clicked?.({ target: target as EventTarget });
  return { html, toggles, document, click };
}

describe('view layout', () => {
  it('marks the remembered grid, and the table for anything else', () => {
    const layoutFor = (items: Record<string, string>, blocked = false) => {
      const html = new FakeElement();
      markViewLayout(html, fakeStorageScope(items, { blocked }));
      return html.getAttribute('data-viewby');
    };
    expect(layoutFor({ viewby: 'grid' })).toBe('grid');
    expect(layoutFor({ viewby: 'list' })).toBe('list');
    expect(layoutFor({ viewby: 'tiles' })).toBe('list');
    expect(layoutFor({})).toBe('list');
    expect(layoutFor({ viewby: 'grid' }, true)).toBe('list');
  });

  it('presses the toggle of the marked layout', () => {
    const { html, toggles, document } = page();
    html.setAttribute('data-viewby', 'grid');
    syncViewToggles(document);
    expect(toggles.map((toggle) => toggle.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
  });

  it('switches, remembers and presses on a toggle click; other clicks change nothing', () => {
    const { html, toggles, document, click } = page();
    const scope = fakeStorageScope();
    listenToViewToggles(document, scope);
    click(toggles[1]);
    expect(html.getAttribute('data-viewby')).toBe('grid');
    expect(scope.stored.get('viewby')).toBe('grid');
    expect(toggles.map((toggle) => toggle.getAttribute('aria-pressed'))).toEqual(['false', 'true']);
    click(new FakeElement());
    click(null);
    click({});
    expect(html.getAttribute('data-viewby')).toBe('grid');
  });

  it('still switches the page when storage is blocked', () => {
    const { html, toggles, document, click } = page();
    listenToViewToggles(document, fakeStorageScope({}, { blocked: true }));
    click(toggles[1]);
    expect(html.getAttribute('data-viewby')).toBe('grid');
  });
});
