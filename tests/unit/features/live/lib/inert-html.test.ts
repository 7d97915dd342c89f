import { describe, expect, it } from 'vitest';
import { inertHtml } from '../../../../../src/features/live/lib/inert-html.ts';

/** Every tag left in the output. */
const tags = (html: string) => html.match(/<[^>]*>/g) ?? [];

describe('inertHtml', () => {
  it('keeps the text of paragraphs and line breaks as paragraphs', () => {
    expect(inertHtml('<p>Mozart &amp; <em>Mendelssohn</em></p><p>Live<br>tonight</p>')).toBe(
      '<p>Mozart &amp; Mendelssohn</p><p>Live</p><p>tonight</p>',
    );
  });

  it('decodes references and escapes them again', () => {
    expect(inertHtml('Haydn&rsquo;s &#8220;Clock&#x201D; &lt;b&gt; &bogus;')).toBe(
      '<p>Haydn’s “Clock” &lt;b&gt; &amp;bogus;</p>',
    );
  });

  it.each([
    '<script>alert(1)</script>Text',
    '<img src=x onerror=alert(1)>Text',
    '<a href="javascript:alert(1)">Text</a>',
    '<svg><style>*{}</style><script>alert(1)</script></svg>Text',
    '<noscript><p title="</noscript><img src=x onerror=alert(1)>">Text',
    '&lt;script&gt;alert(1)&lt;/script&gt;Text',
    '<!-- <script>alert(1)</script> -->Text',
    '<iframe src="https://evil.example"></iframe>Text<scr<script>ipt>',
  ])('leaves nothing but <p> from %s', (hostile) => {
    const output = inertHtml(hostile);
    expect(tags(output).every((tag) => tag === '<p>' || tag === '</p>')).toBe(true);
    expect(output).toContain('Text');
  });

  it('answers empty text for empty or tag-only HTML', () => {
    expect(inertHtml('')).toBe('');
    expect(inertHtml('<p> </p><br>')).toBe('');
  });
});
