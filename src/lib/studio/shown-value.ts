/** The longest value the audit log shows in full; a longer one is cut, with its length said. */
export const SHOWN_VALUE_MAX = 160;

/** A field's value as the audit log shows it: '(none)' for a missing value, text as it is, the rest as JSON. */
export function shownValue(value: unknown): string {
  if (value === null || value === undefined) return '(none)';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > SHOWN_VALUE_MAX ? `${text.slice(0, SHOWN_VALUE_MAX)}… (${text.length} characters)` : text;
}
