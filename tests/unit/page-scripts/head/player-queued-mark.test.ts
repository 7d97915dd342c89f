import { describe, expect, it } from 'vitest';
import { markPlayerQueued } from '../../../../src/page-scripts/head/player-queued-mark.ts';
import { FakeElement, fakeStorageScope } from './fake-page.ts';

function marked(items: Record<string, string>, blocked = false): boolean {
  const html = new FakeElement();
  markPlayerQueued(html, fakeStorageScope(items, { blocked }));
  return html.getAttribute('data-player-queued') === '';
}

describe('player-queued mark', () => {
  it('marks a saved queue that holds anything', () => {
    expect(marked({ queue: '[{"title":"Symphony"}]' })).toBe(true);
    expect(marked({ queue: '[]' })).toBe(false);
    expect(marked({ queue: '' })).toBe(false);
    expect(marked({})).toBe(false);
    expect(marked({ queue: '[{}]' }, true)).toBe(false);
  });
});
