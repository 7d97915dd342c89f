import { describe, expect, it } from 'vitest';
import { externalLink } from '../../../../../src/features/live/lib/external-link.ts';

describe('externalLink', () => {
  it('keeps absolute http(s) URLs', () => {
    expect(externalLink(' https://example.org/foundation ')).toBe('https://example.org/foundation');
    expect(externalLink('http://example.org/')).toBe('http://example.org/');
  });

  it.each(['', '/relative', 'javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x', 'mailto:a@b.c'])(
    'refuses %j',
    (url) => {
      expect(externalLink(url)).toBeNull();
    },
  );
});
