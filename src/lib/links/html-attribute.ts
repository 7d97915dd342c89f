/**
 * Decoding an attribute's value as a browser reads it. Built pages and sanitised API HTML
 * write only a few character references in attribute values (`&amp;`, `&quot;`, `&#39;`,
 * `&lt;`, `&gt;`, numeric ones); any other named reference is left as written, which can only
 * make a link look different from its target, never hide one.
 */

const NAMED: Readonly<Record<string, string>> = { amp: '&', quot: '"', apos: "'", lt: '<', gt: '>', nbsp: '\u00a0' };

const REFERENCE = /&(?:#(\d+)|#[xX]([0-9a-fA-F]+)|([a-zA-Z]+));/g;

/** The character a numeric reference stands for; U+FFFD for one that names no character. */
function fromCodePoint(codePoint: number): string {
  return Number.isInteger(codePoint) && codePoint > 0 && codePoint <= 0x10ffff
    ? String.fromCodePoint(codePoint)
    : '\ufffd';
}

/** An attribute value with its character references decoded. */
export function decodeAttribute(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(REFERENCE, (whole, decimal?: string, hex?: string, name?: string) => {
    if (decimal !== undefined) return fromCodePoint(Number.parseInt(decimal, 10));
    if (hex !== undefined) return fromCodePoint(Number.parseInt(hex, 16));
    return NAMED[name ?? ''] ?? whole;
  });
}

/** One attribute of a start tag: its lower-case name and decoded value (empty when it has none). */
export interface Attribute {
  readonly name: string;
  readonly value: string;
}

const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

/** The attributes of a start tag's attribute text (what follows the tag name), in order. */
export function attributesOf(text: string): Attribute[] {
  const attributes: Attribute[] = [];
  for (const [, name = '', double, single, bare] of text.matchAll(ATTRIBUTE)) {
    attributes.push({ name: name.toLowerCase(), value: decodeAttribute(double ?? single ?? bare ?? '') });
  }
  return attributes;
}

/** The decoded value of the first attribute called `name`; undefined when the tag has none. */
export function attributeValue(text: string, name: string): string | undefined {
  return attributesOf(text).find((attribute) => attribute.name === name)?.value;
}
