import { describe, expect, it, vi } from 'vitest';
import { whenMarked, type WatchAttribute } from '../../../src/lib/browser/when-marked.ts';

/** An element whose attribute changes are told to the one watcher, as a MutationObserver would. */
function watchedRoot() {
  const attributes = new Set<string>();
  let changed: (() => void) | null = null;
  let watching = 0;
  const root = { hasAttribute: (name: string) => attributes.has(name) } as Element;
  const watch: WatchAttribute = (_root, _name, onChange) => {
    watching += 1;
    changed = onChange;
    return () => {
      watching -= 1;
      changed = null;
    };
  };
  return {
    root,
    watch,
    watching: () => watching,
    set: (name: string) => {
      attributes.add(name);
      changed?.();
    },
    remove: (name: string) => {
      attributes.delete(name);
      changed?.();
    },
  };
}

describe('whenMarked', () => {
  it('starts at once, watching nothing, when the mark is there already', () => {
    const page = watchedRoot();
    page.set('data-flash');
    const start = vi.fn();
    whenMarked(page.root, 'data-flash', start, page.watch);
    expect(start).toHaveBeenCalledTimes(1);
    expect(page.watching()).toBe(0);
  });

  it('starts once when the mark is set later, and stops watching', () => {
    const page = watchedRoot();
    const start = vi.fn();
    whenMarked(page.root, 'data-player-queued', start, page.watch);
    expect(start).not.toHaveBeenCalled();
    page.set('data-other');
    expect(start).not.toHaveBeenCalled();
    page.set('data-player-queued');
    expect(start).toHaveBeenCalledTimes(1);
    expect(page.watching()).toBe(0);
    page.remove('data-player-queued');
    page.set('data-player-queued');
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('keeps waiting through a change that takes the mark away', () => {
    const page = watchedRoot();
    const start = vi.fn();
    whenMarked(page.root, 'data-signed-in', start, page.watch);
    page.remove('data-signed-in');
    expect(start).not.toHaveBeenCalled();
    expect(page.watching()).toBe(1);
  });
});
