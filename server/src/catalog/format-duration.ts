/**
 * A total running time in whole minutes: '48 min', '1 hr', '1 hr 12 min'. Anything under a
 * minute counts as one; nothing at all is '' so the site can leave the line out.
 */
export function formatDuration(ms: number): string {
  if (ms <= 0) return '';
  const minutes = Math.max(1, Math.round(ms / 60_000));
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} min`;
  return rest === 0 ? `${hours} hr` : `${hours} hr ${rest} min`;
}
