/**
 * The footer's credits as settings give them (UNDERWRITERS, RADIO_PARTNER). Every island reads
 * the site's settings (src/config/site.ts), so this module imports nothing.
 */

/** A sponsor or partner credited in the footer. */
export interface Credit {
  name: string;
  url: string;
}

/** A setting's value is not one the site can use. */
export class SettingError extends Error {
  constructor(name: string, reason: string) {
    super(`The site setting ${name} is not valid: ${reason}`);
    this.name = 'SettingError';
  }
}

/**
 * A JSON setting of credits: a list of {name, url}, or one such object; empty (or `null`)
 * means none. Throws a {@link SettingError} naming the setting when it is malformed. Checked by
 * hand rather than with zod: every island reads the site's settings, and zod would add tens of
 * kilobytes to each of them for two settings.
 */
export function parseCredits(name: string, value: string): Credit[] {
  if (value.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch (error) {
    throw new SettingError(name, `${String(error)}; expected e.g. [{"name":"A Foundation","url":"https://…"}]`);
  }
  const list = Array.isArray(parsed) ? parsed : parsed === null ? [] : [parsed];
  return list.map((entry: unknown) => {
    const { name: creditName, url } = (entry ?? {}) as Record<string, unknown>;
    if (typeof creditName !== 'string' || creditName.trim() === '' || typeof url !== 'string')
      throw new SettingError(name, 'each credit needs a non-empty "name" and a "url"');
    return { name: creditName, url };
  });
}
