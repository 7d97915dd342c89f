import { describe, expect, it } from 'vitest';
import { escapeHtml } from '../../../src/lib/html/escape-html.ts';

describe('escapeHtml', () => {
  it('escapes the five characters that matter in text and attributes', () => {
    expect(escapeHtml(`<a href="x" title='y'>&amp;</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;amp;&lt;/a&gt;',
    );
  });

  it('keeps other text as written', () => {
    expect(escapeHtml('Dvořák — Op. 95 *New World*')).toBe('Dvořák — Op. 95 *New World*');
  });
});
