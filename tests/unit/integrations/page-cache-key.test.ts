import { afterEach, describe, expect, it } from 'vitest';
import { cacheKeyEntry } from '../../../src/data/page-cache-key.ts';
import { markSecondRenderThread, onSecondRenderThread } from '../../../src/integrations/render-thread-channel.ts';

const SECOND_RENDER_THREAD = Symbol.for('concert-library:second-render-thread');

afterEach(() => {
  Reflect.deleteProperty(globalThis, SECOND_RENDER_THREAD);
});

describe('a getStaticPaths entry’s cache key', () => {
  it('is worked out on the main thread, where Astro compares it with the last build', () => {
    expect(onSecondRenderThread()).toBe(false);
    expect(cacheKeyEntry(() => 'digest')).toEqual({ cacheKey: 'digest' });
  });

  it('is not worked out on the second render thread, which never reads it', () => {
    markSecondRenderThread();
    expect(onSecondRenderThread()).toBe(true);
    let computed = false;
    const entry = cacheKeyEntry(() => {
      computed = true;
      return 'digest';
    });
    expect(entry).toEqual({});
    expect('cacheKey' in entry).toBe(false);
    expect(computed).toBe(false);
  });
});
