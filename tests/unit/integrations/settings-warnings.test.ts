import { afterEach, describe, expect, it, vi } from 'vitest';
import settingsWarnings from '../../../src/integrations/settings-warnings.ts';

/** The warnings the integration logs for a command, with `env` as the process's environment. */
function warningsFor(command: 'build' | 'dev' | 'sync', env: Record<string, string>): string[] {
  for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
  const warnings: string[] = [];
  const logger = { warn: (message: string) => warnings.push(message) };
  const setup = settingsWarnings().hooks['astro:config:setup'];
  void setup?.({ command, logger } as never);
  return warnings;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the settings warning of a build', () => {
  it('is one line outside demo mode while the demo’s values are set', () => {
    const warnings = warningsFor('build', { DEMO: 'false', ORCHESTRA_NAME: 'Riverside Chamber Orchestra' });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/^Outside demo mode \(DEMO=false\), these settings still hold the demo's values/);
    expect(warnings[0]).not.toContain('\n');
  });

  it('is none in demo mode, nor for a command that builds nothing', () => {
    expect(warningsFor('build', { DEMO: 'true' })).toEqual([]);
    expect(warningsFor('sync', { DEMO: 'false' })).toEqual([]);
  });
});
