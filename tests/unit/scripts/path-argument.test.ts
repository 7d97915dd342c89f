import { describe, expect, it } from 'vitest';
import { readPathAndSwitches, readPathArgument, UsageError } from '../../../scripts/cli/path-argument.ts';

describe('readPathArgument', () => {
  it('takes the one path given, or the fallback', () => {
    expect(readPathArgument(['out/site'], 'dist')).toBe('out/site');
    expect(readPathArgument([], 'dist')).toBe('dist');
    expect(readPathArgument(['--', '-odd-name'], 'dist')).toBe('-odd-name');
  });

  it('refuses an option or a second path instead of ignoring it', () => {
    expect(() => readPathArgument(['--out', 'x'], 'dist')).toThrow(UsageError);
    expect(() => readPathArgument(['--out', 'x'], 'dist')).toThrow(/Unknown option '--out'/);
    expect(() => readPathArgument(['a', 'b'], 'dist')).toThrow("Unexpected argument 'b': one path at most.");
  });
});

describe('readPathAndSwitches', () => {
  it('takes the path and the switches it knows, each set or not', () => {
    expect(readPathAndSwitches(['out/site', '--force'], 'dist', ['force'])).toEqual({
      path: 'out/site',
      switches: { force: true },
    });
    expect(readPathAndSwitches([], 'dist', ['force'])).toEqual({ path: 'dist', switches: { force: false } });
    expect(() => readPathAndSwitches(['--fast'], 'dist', ['force'])).toThrow(/Unknown option '--fast'/);
  });
});
