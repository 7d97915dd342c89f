import { describe, expect, it } from 'vitest';
import { DEFAULT_RENDER_THREAD_AFTER_PAGES, renderThreadAfter } from '../../../src/integrations/parallel-prerender.ts';

describe('BUILD_RENDER_THREAD_AFTER_PAGES', () => {
  it('starts the second render thread after the default number of pages when unset', () => {
    expect(renderThreadAfter(undefined)).toBe(DEFAULT_RENDER_THREAD_AFTER_PAGES);
    expect(renderThreadAfter(' ')).toBe(DEFAULT_RENDER_THREAD_AFTER_PAGES);
  });

  it('takes a whole number of pages, 0 for at once, or never', () => {
    expect(renderThreadAfter('0')).toBe(0);
    expect(renderThreadAfter('1200')).toBe(1200);
    expect(renderThreadAfter('never')).toBeNull();
  });

  it('refuses anything else, naming the setting', () => {
    for (const value of ['-1', '2.5', 'soon', '1e999'])
      expect(() => renderThreadAfter(value)).toThrow(/BUILD_RENDER_THREAD_AFTER_PAGES must be a whole number/);
  });
});
