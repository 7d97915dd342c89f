/** The setting that builds the site as of another instant than now, to see or test what it shows then. */
export const BUILD_MOMENT_ENV = 'BUILD_MOMENT';

/** The instant {@link BUILD_MOMENT_ENV} names (an ISO 8601 date and time), or undefined when it is unset. */
export function buildMomentSetting(value: string | undefined): Date | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const at = new Date(value.trim());
  if (!/^\d{4}-\d{2}-\d{2}T/.test(value.trim()) || Number.isNaN(at.getTime()))
    throw new Error(`${BUILD_MOMENT_ENV} must be an ISO 8601 instant, like 2026-12-24T19:30:00Z, not '${value}'.`);
  return at;
}
