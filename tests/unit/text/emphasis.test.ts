import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { emphasisSegments, emphasisToHtml, stripEmphasis } from '../../../src/lib/text/emphasis.ts';

describe('emphasisToHtml', () => {
  it.each([
    ['*Eroica*', '<em>Eroica</em>'],
    ['Symphony No. 3, *Eroica*', 'Symphony No. 3, <em>Eroica</em>'],
    ['*Le sacre* and *Petrushka*', '<em>Le sacre</em> and <em>Petrushka</em>'],
    ['No emphasis', 'No emphasis'],
    ['A lone * asterisk', 'A lone * asterisk'],
    ['Unclosed *emphasis', 'Unclosed *emphasis'],
    ['5 * 3 * 2', '5 * 3 * 2'],
    ['**', '**'],
    ['*a*b*', '<em>a</em>b*'],
    ['**double**', '*<em>double</em>*'],
    ['* spaced *', '* spaced *'],
    ['Symphony No. 3 in E-flat major', 'Symphony No. 3 in <span class="nowrap">E-flat</span> major'],
    [
      '*F-sharp* and C-sharp minor',
      '<em><span class="nowrap">F-sharp</span></em> and <span class="nowrap">C-sharp</span> minor',
    ],
    ['Re-flat, E-flats, H-flat, e-flat', 'Re-flat, E-flats, H-flat, e-flat'],
  ])('renders %j as %j', (title, html) => {
    expect(emphasisToHtml(title)).toBe(html);
  });

  it('escapes the text inside and outside emphasis', () => {
    expect(emphasisToHtml('<script>alert("x")</script> & *<b>bold</b>*')).toBe(
      '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; <em>&lt;b&gt;bold&lt;/b&gt;</em>',
    );
  });

  it('never lets a tag through other than its own <em> and note-name spans', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (title) => {
        const tags = emphasisToHtml(title).match(/<[^>]*>/g) ?? [];
        expect(tags.every((tag) => ['<em>', '</em>', '<span class="nowrap">', '</span>'].includes(tag))).toBe(true);
      }),
    );
  });
});

describe('stripEmphasis', () => {
  it.each([
    ['*Eroica* Symphony', 'Eroica Symphony'],
    ['Symphony No. 3, *Eroica*', 'Symphony No. 3, Eroica'],
    ['A lone * asterisk', 'A lone * asterisk'],
    ['Plain', 'Plain'],
  ])('strips %j to %j', (title, plain) => {
    expect(stripEmphasis(title)).toBe(plain);
  });

  it('removes exactly the marks emphasisToHtml turns into <em>', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (title) => {
        const fromHtml = emphasisToHtml(title)
          .replace(/<\/?em>/g, '')
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'")
          .replace(/&amp;/g, '&');
        expect(stripEmphasis(title)).toBe(fromHtml);
      }),
    );
  });
});

describe('emphasisSegments', () => {
  it('splits a title into plain and emphasised runs', () => {
    expect(emphasisSegments('Bach: *Brandenburg* No. 3')).toEqual([
      { text: 'Bach: ', emphasis: false },
      { text: 'Brandenburg', emphasis: true },
      { text: ' No. 3', emphasis: false },
    ]);
    expect(emphasisSegments('')).toEqual([]);
  });
});
