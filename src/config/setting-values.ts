import { parseCredits, SettingError } from './credits-setting.ts';
import { readDemoSetting } from '#lib/settings/demo-mode.ts';
import { DEMO_LINK_HOST, DEMO_SETTINGS, type DemoSettingName } from './demo-settings.ts';

/**
 * How the orchestra's settings become values, framework-free so the build's configuration
 * (astro.config.mjs), its warnings and the pages agree. A setting that is not set at all takes
 * the demo's value; one that is set, even to nothing, is the orchestra's: an empty value means
 * none (no link, no credit, no partner). Astro's env schema cannot tell the two apart (it treats
 * an empty variable as unset), so astro.config.mjs gives it these values as its defaults.
 */

/** The environment settings are read from. */
export type SettingsEnv = Readonly<Record<string, string | undefined>>;

/** The value of every setting that has a demo value, as the site uses it. */
export type SiteSettingValues = Record<DemoSettingName, string>;

/** The settings that hold credits, as JSON. */
const CREDIT_SETTINGS = ['UNDERWRITERS', 'RADIO_PARTNER'] as const satisfies readonly DemoSettingName[];

/** The settings that hold one link each; empty means the link is left out. */
export const LINK_SETTINGS = [
  'ORCHESTRA_URL',
  'DONATION_URL',
  'HELP_URL',
  'PRIVACY_URL',
  'CONTACT_URL',
  'FEEDBACK_URL',
] as const satisfies readonly DemoSettingName[];

/** The demo's value when the setting is not set at all; else the value as given, trimmed. */
export function settingValue(env: SettingsEnv, name: DemoSettingName): string {
  const given = env[name];
  return given === undefined ? DEMO_SETTINGS[name] : given.trim();
}

/** Every setting that has a demo value, as {@link settingValue} reads it. */
export function siteSettingValues(env: SettingsEnv): SiteSettingValues {
  const names = Object.keys(DEMO_SETTINGS) as DemoSettingName[];
  return Object.fromEntries(names.map((name) => [name, settingValue(env, name)])) as SiteSettingValues;
}

/**
 * What is wrong with the settings, one message each: an empty orchestra name (every page's title
 * carries it), a link that is not an http(s) URL, malformed credits. Empty: nothing.
 */
export function settingProblems(values: SiteSettingValues): string[] {
  const problems: string[] = [];
  if (values.ORCHESTRA_NAME === '')
    problems.push('The site setting ORCHESTRA_NAME is empty: every page names the orchestra; set its name.');
  for (const name of LINK_SETTINGS) {
    const url = values[name];
    if (url !== '' && !(URL.canParse(url) && /^https?:$/.test(new URL(url).protocol)))
      problems.push(
        `The site setting ${name} is not valid: "${url}" is not an http(s) URL (or leave it empty for none).`,
      );
  }
  for (const name of CREDIT_SETTINGS) {
    try {
      parseCredits(name, values[name]);
    } catch (error) {
      problems.push(error instanceof Error ? error.message : String(error));
    }
  }
  return problems;
}

/** Whether a URL's host is the demo's placeholder host or under it. */
function isDemoLink(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const host = new URL(url).hostname;
  return host === DEMO_LINK_HOST || host.endsWith(`.${DEMO_LINK_HOST}`);
}

/**
 * The settings that still hold the demo's values: its orchestra's names, example.org links, or
 * credits that are the demo's or link to example.org. In the settings' own order.
 */
export function settingsWithDemoValues(values: SiteSettingValues): DemoSettingName[] {
  const demoName = (name: 'ORCHESTRA_NAME' | 'ORCHESTRA_SHORT_NAME') =>
    values[name] !== '' && values[name] === DEMO_SETTINGS[name];
  const demoCredits = (name: (typeof CREDIT_SETTINGS)[number]) => {
    if (values[name] === DEMO_SETTINGS[name]) return true;
    try {
      return parseCredits(name, values[name]).some((credit) => isDemoLink(credit.url));
    } catch {
      return false;
    }
  };
  return (Object.keys(DEMO_SETTINGS) as DemoSettingName[]).filter((name) => {
    if (name === 'ORCHESTRA_NAME' || name === 'ORCHESTRA_SHORT_NAME') return demoName(name);
    if (name === 'UNDERWRITERS' || name === 'RADIO_PARTNER') return demoCredits(name);
    if ((LINK_SETTINGS as readonly string[]).includes(name)) return isDemoLink(values[name]);
    return false;
  });
}

/**
 * Whether the build is the demo's: the `DEMO` setting, read as the API reads it
 * (src/lib/settings/demo-mode.ts). Throws a {@link SettingError} for a value that rule refuses.
 */
export function isDemoMode(env: SettingsEnv): boolean {
  const setting = readDemoSetting(env['DEMO']);
  if ('demo' in setting) return setting.demo;
  throw new SettingError('DEMO', setting.problem);
}

/**
 * The one warning line of a build outside demo mode whose settings still hold the demo's values;
 * undefined in demo mode or when none do.
 */
export function demoValuesWarning(env: SettingsEnv): string | undefined {
  if (isDemoMode(env)) return undefined;
  const names = settingsWithDemoValues(siteSettingValues(env));
  if (names.length === 0) return undefined;
  return `Outside demo mode (DEMO=false), these settings still hold the demo's values (its orchestra, example.org links or credits): ${names.join(', ')}. Set them in .env (see .env.example), or set an optional one to nothing to leave it out.`;
}
