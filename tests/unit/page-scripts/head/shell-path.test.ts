import { describe, expect, it, vi } from 'vitest';
import { restoreShellPath } from '../../../../src/page-scripts/head/shell-path.ts';

const BASE = '/music/concert-library/';

function restore(hash: string) {
  const history = { state: { kept: true }, replaceState: vi.fn() };
  restoreShellPath(BASE, { hash }, history);
  return history.replaceState;
}

describe('shell path', () => {
  it('puts the handed-over path back, keeping the history state', () => {
    const path = `${BASE}magic/token-123`;
    expect(restore(`#from=${encodeURIComponent(path)}`)).toHaveBeenCalledWith({ kept: true }, '', path);
  });

  it.each([
    ['another origin', '#from=https%3A%2F%2Fevil.example%2F'],
    ['a path outside the site', '#from=%2Fother%2Fpath'],
    ['a protocol-relative path', `#from=${encodeURIComponent(`${BASE}/evil.example`)}`],
    ['a malformed escape', '#from=%E0%A4%A'],
    ['another hash', '#other'],
    ['no hash', ''],
  ])('leaves the address alone for %s', (_case, hash) => {
    expect(restore(hash)).not.toHaveBeenCalled();
  });
});
