import { describe, expect, it } from 'vitest';
import { readDemoSetting } from '#lib/settings/demo-mode.ts';

describe('the DEMO setting', () => {
  it('is demo mode when unset, true or 1', () => {
    expect([undefined, 'true', '1', ' true '].map(readDemoSetting)).toEqual([
      { demo: true },
      { demo: true },
      { demo: true },
      { demo: true },
    ]);
  });

  it('is not demo mode when false or 0', () => {
    expect(['false', '0', '0\n'].map(readDemoSetting)).toEqual([{ demo: false }, { demo: false }, { demo: false }]);
  });

  it('refuses anything else, an empty value too, naming DEMO', () => {
    expect(readDemoSetting('yes')).toEqual({
      problem: '"yes" is not true, 1, false or 0 (leave DEMO unset for demo mode)',
    });
    for (const value of ['', ' ', 'TRUE', 'False', 'on', '2']) expect(readDemoSetting(value)).toHaveProperty('problem');
  });
});
