import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import config from '../../../astro.config.mjs';
import type { StartSettings } from '../../../scripts/site/start-origins.ts';
import { SERVER_SETTING_NAMES } from '../../../server/src/config.ts';
import { DEMO_SETTINGS } from '../../../src/config/demo-settings.ts';

/**
 * The committed settings template (.env.example): it lists every setting of the site (the env
 * schema of astro.config.mjs), of the API (server/src/config.ts) and of `npm start`, and no other,
 * each with a one-line comment above it, every one commented out so a copy changes nothing until
 * a line is uncommented.
 */

const lines = readFileSync(resolve('.env.example'), 'utf8').split('\n');
const SETTING = /^# ([A-Z][A-Z0-9_]*)=(.*)$/;
/** `npm start`'s own settings, beside the site's and the API's. */
const START_SETTINGS: readonly (keyof StartSettings)[] = ['HOST', 'PUBLIC_HOST', 'PORT'];
const listed = lines.flatMap((line) => SETTING.exec(line)?.[1] ?? []);

describe('.env.example', () => {
  it('lists exactly the settings of the site’s env schema, the API and npm start, once each', () => {
    const expected = new Set([...Object.keys(config.env?.schema ?? {}), ...SERVER_SETTING_NAMES, ...START_SETTINGS]);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...expected].sort());
  });

  it('has every setting commented out, under a one-line comment of its own', () => {
    lines.forEach((line, index) => {
      expect(line, `line ${index + 1}`).not.toMatch(/^\s*[A-Z][A-Z0-9_]*=/);
      if (!SETTING.test(line)) return;
      const above = lines[index - 1] ?? '';
      expect(above, `the comment above line ${index + 1}`).toMatch(/^# \S/);
      expect(SETTING.test(above), `the comment above line ${index + 1}`).toBe(false);
    });
  });

  it('shows the demo’s values as the defaults, as Node reads them once uncommented', () => {
    const uncommented = parseEnv(lines.map((line) => (SETTING.test(line) ? line.slice(2) : '')).join('\n'));
    for (const [name, value] of Object.entries(DEMO_SETTINGS)) expect(uncommented[name], name).toBe(value);
  });

  it('is the template of .env, which git ignores', () => {
    const ignored = readFileSync(resolve('.gitignore'), 'utf8').split('\n');
    expect(ignored).toContain('.env');
    expect(ignored).not.toContain('.env.example');
  });
});
