import { describe, expect, it } from 'vitest';
import { decodeEntities, excerptSegments } from '../../../../../src/features/search/lib/excerpt-segments.ts';

describe('excerpt segments', () => {
  it('split the marked words from the text around them', () => {
    expect(excerptSegments('the <mark>horn</mark> call returns <mark>twice</mark>.')).toEqual([
      { text: 'the ', marked: false },
      { text: 'horn', marked: true },
      { text: ' call returns ', marked: false },
      { text: 'twice', marked: true },
      { text: '.', marked: false },
    ]);
  });

  it('join adjacent marks into one', () => {
    expect(excerptSegments('<mark>horn</mark><mark> call</mark> ends')).toEqual([
      { text: 'horn call', marked: true },
      { text: ' ends', marked: false },
    ]);
  });

  it('decode entities into plain text, which is rendered as text and never as HTML', () => {
    expect(excerptSegments('&lt;script&gt;alert(1)&lt;/script&gt; &amp; <mark>Dvo&#345;&aacute;k</mark>')).toEqual([
      { text: '<script>alert(1)</script> & ', marked: false },
      { text: 'Dvoř&aacute;k', marked: true },
    ]);
  });

  it('drop any other tag, keeping its text', () => {
    expect(excerptSegments('<b>bold</b> <img src=x onerror=alert(1)>and <mark class="x">found</mark>')).toEqual([
      { text: 'bold and ', marked: false },
      { text: 'found', marked: true },
    ]);
  });

  it('are none for an empty excerpt', () => {
    expect(excerptSegments('')).toEqual([]);
  });
});

describe('entity decoding', () => {
  it('knows the named entities Pagefind writes, and numeric ones', () => {
    expect(decodeEntities('&quot;a&quot; &#39;b&#x27; &apos;c&apos; &AMP;')).toBe("\"a\" 'b' 'c' &");
  });

  it('leaves unknown or impossible entities as written', () => {
    expect(decodeEntities('&bogus; &#0; &#x110000;')).toBe('&bogus; &#0; &#x110000;');
  });
});
