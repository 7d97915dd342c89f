import { describe, expect, it } from 'vitest';
import { readPathArgument, UsageError } from '../../../scripts/cli/path-argument.ts';

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
