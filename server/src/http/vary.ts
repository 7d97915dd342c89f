/** A `Vary` value as Fastify's reply holds it: unset, one value, or several header lines. */
export type VaryValue = string | number | readonly string[] | undefined;

/**
 * Adds field names to a `Vary` value without dropping the ones already there (the CORS plugin
 * puts `Origin` there before any route runs). Names compare case-insensitively and keep the
 * spelling they came with; `*` already varies on everything, so it stays alone.
 */
export function mergeVary(existing: VaryValue, fields: readonly string[]): string {
  const current = (Array.isArray(existing) ? existing.join(',') : String(existing ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (current.includes('*') || fields.includes('*')) return '*';
  const seen = new Set(current.map((name) => name.toLowerCase()));
  for (const field of fields) {
    if (seen.has(field.toLowerCase())) continue;
    seen.add(field.toLowerCase());
    current.push(field);
  }
  return current.join(', ');
}
