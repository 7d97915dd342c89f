import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('compareText', () => {
  it('sorts as every list does: case and accents aside, numbers by value', async () => {
    const { compareText } = await import('../../../src/lib/catalog/ordering.ts');
    expect(['No. 10', 'dvorak', 'Dvořák', 'No. 9'].sort(compareText)).toEqual(['dvorak', 'Dvořák', 'No. 9', 'No. 10']);
    expect(compareText('Dvořák', 'dvorak')).toBe(0);
  });

  it('sets up the collation at its first comparison, not when the module loads, and once', async () => {
    vi.resetModules();
    const made = vi.spyOn(Intl, 'Collator');
    const { compareText } = await import('../../../src/lib/catalog/ordering.ts');
    expect(made).not.toHaveBeenCalled();
    compareText('a', 'b');
    compareText('b', 'c');
    expect(made).toHaveBeenCalledTimes(1);
  });
});
