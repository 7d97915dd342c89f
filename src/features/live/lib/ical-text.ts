/**
 * RFC 5545 text rules: TEXT escaping (section 3.3.11) and content-line folding (section 3.1).
 */

/** Longest physical line, in octets, not counting its CRLF. */
const MAX_LINE_OCTETS = 75;

const encoder = new TextEncoder();

/**
 * Escapes a TEXT value: backslash, semicolon and comma get a backslash, every line break (CRLF,
 * CR or LF) becomes `\n`, and the control characters TEXT may not hold (all but tab) are dropped.
 */
export function escapeIcalText(text: string): string {
  return (
    text
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n')
      // eslint-disable-next-line no-control-regex -- the control characters TEXT may not hold are what this drops.
      .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, '')
  );
}

/**
 * Folds one content line into physical lines of at most 75 octets joined by CRLF and a space.
 * The space counts towards the next line's 75, and a UTF-8 sequence is never split, so an emoji
 * survives unfolding intact.
 */
export function foldIcalLine(line: string): string {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    if (octets + size > MAX_LINE_OCTETS) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  lines.push(current);
  return lines.join('\r\n');
}

/** One folded `NAME:value` content line; the value must already be escaped for its type. */
export function icalContentLine(name: string, value: string): string {
  return foldIcalLine(`${name}:${value}`);
}
