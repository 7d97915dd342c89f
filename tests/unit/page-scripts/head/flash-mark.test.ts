import { describe, expect, it } from 'vitest';
import { FLASH_STORAGE_KEY } from '../../../../src/lib/flash/pending-flash.ts';
import { markPendingFlash } from '../../../../src/page-scripts/head/flash-mark.ts';
import { FakeElement } from './fake-page.ts';

/** A window whose session storage holds `items`, or throws on every read (storage blocked). */
function scope(items: Record<string, string>, blocked = false) {
  return {
    sessionStorage: {
      getItem: (key: string) => {
        if (blocked) throw new Error('denied');
        return items[key] ?? null;
      },
    } as Storage,
  };
}

function marked(items: Record<string, string>, blocked = false): boolean {
  const html = new FakeElement();
  markPendingFlash(html, scope(items, blocked));
  return html.getAttribute('data-flash') === '';
}

describe('pending flash mark', () => {
  it('marks a page the previous one handed a flash to, and no other', () => {
    expect(marked({ [FLASH_STORAGE_KEY]: '{"message":"Not found.","ms":4000}' })).toBe(true);
    expect(marked({})).toBe(false);
    expect(marked({ queue: '[]' })).toBe(false);
  });

  it('reads blocked storage as no flash, without throwing', () => {
    expect(marked({ [FLASH_STORAGE_KEY]: '{}' }, true)).toBe(false);
  });
});
