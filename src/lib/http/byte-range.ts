/**
 * HTTP byte ranges (RFC 9110 §14), for every server here that sends files: the API's media route
 * and the bundled static site server. Framework-free, so both read a request's headers the same way.
 */

/** What a Range header asks of a file of a given size. */
export type RangeRequest =
  { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

const SINGLE_RANGE = /^bytes=(\d{0,15})-(\d{0,15})$/;

/**
 * Interprets a Range header (RFC 9110 §14) for a file of `size` bytes: one range, `a-b`, `a-`
 * or the suffix `-n`; `end` is inclusive and clamped to the file. Multiple ranges, other units
 * and malformed headers are ignored (the whole file is sent), as the RFC allows; a range that
 * starts beyond the file is unsatisfiable (416).
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (header === undefined) return { kind: 'full' };
  const match = SINGLE_RANGE.exec(header.trim());
  const first = match?.[1] ?? '';
  const last = match?.[2] ?? '';
  if (!match || (first === '' && last === '')) return { kind: 'full' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Number.MAX_SAFE_INTEGER : Number(last);
  if (end < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end: Math.min(end, size - 1) };
}

/**
 * If-Range (RFC 9110 §13.1.5): whether a Range still applies to a file last modified at
 * `modified`, that is, whether the client's copy is still current. Our validators are weak ETags,
 * which never match If-Range, so only a date can keep the range.
 */
export function rangeStillApplies(ifRange: string | readonly string[] | undefined, modified: Date): boolean {
  if (ifRange === undefined) return true;
  if (typeof ifRange !== 'string') return false;
  if (ifRange.startsWith('"') || ifRange.startsWith('W/')) return false;
  return Math.floor(modified.getTime() / 1000) <= Math.floor(Date.parse(ifRange) / 1000);
}
