import { describe, expect, it } from 'vitest';
import { attributesOf, attributeValue, decodeAttribute } from '../../../src/lib/links/html-attribute.ts';

describe('attribute values', () => {
  it('decodes the character references pages and the sanitiser write', () => {
    expect(decodeAttribute('/x?a=1&amp;b=2&#38;c=&#x33;')).toBe('/x?a=1&b=2&c=3');
    expect(decodeAttribute('&quot;q&quot; &lt;&gt; &#39;s&apos;')).toBe(`"q" <> 's'`);
  });

  it('leaves unknown references and bare ampersands as written', () => {
    expect(decodeAttribute('a &copy b &unknown; c & d')).toBe('a &copy b &unknown; c & d');
  });

  it('reads double-quoted, single-quoted, bare and empty attributes, names in lower case', () => {
    expect(attributesOf(` HREF="/a?b=1&amp;c" title='x > "y"' data-x=bare hidden`)).toEqual([
      { name: 'href', value: '/a?b=1&c' },
      { name: 'title', value: 'x > "y"' },
      { name: 'data-x', value: 'bare' },
      { name: 'hidden', value: '' },
    ]);
  });

  it('finds an attribute by name, never inside another one’s value', () => {
    expect(attributeValue(` aria-label="Play: Foo href=/bad" href="/good"`, 'href')).toBe('/good');
    expect(attributeValue(` data-href="/no"`, 'href')).toBeUndefined();
  });
});
