/**
 * `value` with the first character of its signature replaced by another: the part after the last '.'
 * of a token, or the whole of a bare signature. The first character carries six bits of the signature
 * whatever the encoding pads at its end, so the result never verifies; replacing the last characters
 * with fixed ones left the signature unchanged whenever it already ended with them.
 */
export function withForgedSignature(value: string): string {
  const start = value.lastIndexOf('.') + 1;
  const replacement = value[start] === 'A' ? 'B' : 'A';
  return `${value.slice(0, start)}${replacement}${value.slice(start + 1)}`;
}
