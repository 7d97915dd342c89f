/**
 * A duration as ISO 8601 (`PT1H2M3S`), the form schema.org's `duration` takes. Partial
 * seconds are dropped; zero gives `PT0S`. Throws a RangeError for a negative or
 * non-finite duration.
 */
export function isoDuration(ms: number): string {
  if (!Number.isFinite(ms) || ms < 0)
    throw new RangeError(`A duration must be a finite, non-negative number of ms, not ${ms}`);
  const total = Math.floor(ms / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  const parts = [
    hours > 0 ? `${hours}H` : '',
    minutes > 0 ? `${minutes}M` : '',
    seconds > 0 || total === 0 ? `${seconds}S` : '',
  ];
  return `PT${parts.join('')}`;
}
