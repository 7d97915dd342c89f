import { afterEach, describe, expect, it, vi } from 'vitest';
import { computeConfigHash } from '../../../node_modules/astro/dist/core/build/config-hash/index.js';
import { DEMO_SETTINGS } from '../../../src/config/demo-settings.ts';

/** The site's env schema as astro.config.mjs makes it with `env` as the process's environment. */
async function schemaWith(env: Record<string, string>): Promise<Record<string, { default?: unknown }>> {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  vi.resetModules();
  const { default: config } = await import('../../../astro.config.mjs');
  return config.env?.schema ?? {};
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the site’s env schema', () => {
  it('defaults an unset setting to the demo’s value, and one set to nothing to nothing', async () => {
    // Astro takes an empty variable for an unset one and uses the default: the default must be empty then.
    const schema = await schemaWith({ RADIO_PARTNER: '', HELP_URL: '', SITE_TAGLINE: '' });
    expect(schema['RADIO_PARTNER']?.default).toBe('');
    expect(schema['HELP_URL']?.default).toBe('');
    expect(schema['SITE_TAGLINE']?.default).toBe('');
    expect(schema['UNDERWRITERS']?.default).toBe(DEMO_SETTINGS.UNDERWRITERS);
  });

  it('refuses settings the site cannot use, naming them', async () => {
    await expect(schemaWith({ ORCHESTRA_NAME: ' ', RADIO_PARTNER: 'Lakeside Radio' })).rejects.toThrow(
      /ORCHESTRA_NAME is empty[\s\S]*RADIO_PARTNER is not valid/,
    );
  });

  it('builds for the origins npm start serves with the same settings', async () => {
    vi.stubEnv('API_BASE', undefined);
    vi.stubEnv('PUBLIC_API_BASE', undefined);
    vi.stubEnv('SITE_ORIGIN', undefined);
    const schema = await schemaWith({ PORT: '4400', API_PORT: '8100' });
    const { default: config } = await import('../../../astro.config.mjs');
    expect(config.site).toBe('http://localhost:4400');
    expect(schema['API_BASE']?.default).toBe('http://127.0.0.1:8100');
    expect(schema['PUBLIC_API_BASE']?.default).toBe('http://127.0.0.1:8100');
  });

  it('is the same whichever host the build pulls from, so a publish keeps the incremental build', async () => {
    // A studio publish pulls from a loopback port of its own each time; Astro hashes the env schema
    // with the rest of the config, and a new hash throws away every rendered page it kept.
    const hashOf = async (pull: string) => {
      vi.stubEnv('PUBLIC_API_BASE', 'https://api.example.org');
      vi.stubEnv('API_BASE', pull);
      vi.resetModules();
      const { default: config } = await import('../../../astro.config.mjs');
      // The hash reads the config's env schema as the user config gives it.
      return computeConfigHash(config as unknown as Parameters<typeof computeConfigHash>[0]);
    };
    expect(await hashOf('http://127.0.0.1:41111')).toBe(await hashOf('http://127.0.0.1:42222'));
  });
});
