/**
 * The DEMO setting, read the same way by the API (server/src/config.ts) and the build
 * (src/config/setting-values.ts): unset, `true` or `1` is demo mode; `false` or `0` is not.
 * Anything else, an empty value too, is refused rather than guessed at: a DEMO cleared in a
 * production settings file must not start the demo, with its generated secret and catalogue.
 */

/** What a DEMO value means: demo mode or not, or why the value is refused. */
export type DemoSetting = { readonly demo: boolean } | { readonly problem: string };

/** The DEMO setting's meaning; surrounding spaces are not part of the value. */
export function readDemoSetting(value: string | undefined): DemoSetting {
  if (value === undefined) return { demo: true };
  const given = value.trim();
  if (given === 'true' || given === '1') return { demo: true };
  if (given === 'false' || given === '0') return { demo: false };
  return { problem: `"${value}" is not true, 1, false or 0 (leave DEMO unset for demo mode)` };
}
