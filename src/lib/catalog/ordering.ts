let collator: Intl.Collator | undefined;

/**
 * English, case- and diacritic-insensitive, with numbers compared by value, so 'Dvořák'
 * sorts with 'Dvorak' and 'No. 9' before 'No. 10'. Made at the first comparison, not when the module
 * loads: setting up the browser's collation takes a long task on a slow phone, and the pages whose
 * islands import this module through the notices sort nothing on load.
 */
function textCollator(): Intl.Collator {
  collator ??= new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  return collator;
}

/** Compares two display texts the way every catalogue list sorts them. */
export function compareText(a: string, b: string): number {
  return textCollator().compare(a, b);
}

/**
 * Compares two ISO instants, newest first. Lists break the remaining ties themselves, so
 * their order never depends on the order the API answered in.
 */
export function newestFirst(a: string, b: string): number {
  return Date.parse(b) - Date.parse(a);
}

/** Compares identifiers (unique slugs): the last tie-breaker of every list. */
export function compareIdentifiers(a: string, b: string): number {
  if (a === b) return 0;
  return a < b ? -1 : 1;
}
