import { describe, expect, it } from 'vitest';
import { htmlToPlainText, metaDescription } from '../../../src/lib/html/plain-text.ts';

describe('htmlToPlainText', () => {
  it('strips tags, decodes entities and separates blocks', () => {
    expect(htmlToPlainText('<p>Fauré &amp; <em>Ravel</em></p><p>Two&nbsp;&lt;paragraphs&gt;</p>')).toBe(
      'Fauré & Ravel Two <paragraphs>',
    );
    expect(htmlToPlainText('Line<br>break<ul><li>one</li><li>two</li></ul>')).toBe('Line break one two');
  });

  it('joins inline elements without adding space', () => {
    expect(htmlToPlainText('Beet<strong>hoven</strong>&#39;s <a href="/x">Fifth</a>')).toBe("Beethoven's Fifth");
  });

  it('drops the content of scripts, styles and foreign markup', () => {
    expect(htmlToPlainText('<script>alert(1)</script><style>p{}</style><svg><text>x</text></svg>Text')).toBe('Text');
  });

  it('decodes an escaped entity only once', () => {
    expect(htmlToPlainText('&amp;lt;b&amp;gt; &quot;q&quot;')).toBe('&lt;b&gt; "q"');
  });
});

describe('metaDescription', () => {
  it('keeps a short text whole', () => {
    expect(metaDescription('<p>A short note.</p>')).toBe('A short note.');
  });

  it('cuts a long text at a word boundary with an ellipsis, within the limit', () => {
    const text = metaDescription('<p>One two three, four five six seven</p>', 20);
    expect(text).toBe('One two three…');
    expect(text.length).toBeLessThanOrEqual(20);
  });

  it('cuts a single long word mid-word', () => {
    expect(metaDescription('Abcdefghijklmnopqrstuvwxyz', 10)).toBe('Abcdefghi…');
  });

  it('refuses a limit too small for any text', () => {
    expect(() => metaDescription('text', 1)).toThrow(RangeError);
  });
});
