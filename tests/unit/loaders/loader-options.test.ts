import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyText } from '../../support/any-text.ts';
import { createApiClient } from '../../../src/loaders/api-client.ts';
import { sanitizerOf } from '../../../src/loaders/loader-options.ts';
import { sanitizeHtml } from '../../../src/lib/html/sanitize-html.ts';

const client = createApiClient({ apiBase: 'http://127.0.0.1:9/api/2' });

describe('sanitizerOf', () => {
  it('passes text without markup through only because the allow-list returns it unchanged', () => {
    const plain = anyText(80).filter((text) => !/[<>&]/.test(text));
    fc.assert(
      fc.property(plain, (text) => sanitizeHtml(text) === text),
      { numRuns: 2_000 },
    );
    // Two thousand parses: seconds on a loaded two-core machine.
  }, 30_000);

  it('sanitises anything that could hold markup, with the site allow-list by default', () => {
    const sanitize = sanitizerOf({ client });
    expect(sanitize('<p onclick="x()">Hi</p>')).toBe('<p>Hi</p>');
    expect(sanitize('Fish &amp; chips')).toBe('Fish &amp; chips');
    expect(sanitize('Plain text')).toBe('Plain text');
  });

  it('uses the sanitiser it is given', () => {
    expect(sanitizerOf({ client, sanitize: () => 'swapped' })('<b>x</b>')).toBe('swapped');
  });
});
