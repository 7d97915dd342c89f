/** How a counted territory reads in the studio and in exports: its code, or 'unknown' when no proxy named one. */
export function territoryLabel(code: string): string {
  return code === '' ? 'unknown' : code;
}
