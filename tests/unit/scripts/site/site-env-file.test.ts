import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { writeSiteEnvFile } from '../../../../scripts/site/site-env-file.ts';

describe('the site settings file npm start writes for publishing', () => {
  it('holds the build settings as node reads them back, without the API secrets, npm or lines it cannot hold', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'cl-site-env-')), 'site.env');
    writeSiteEnvFile(
      file,
      {
        SITE_ORIGIN: 'http://localhost:4321',
        ORCHESTRA_NAME: 'The "Saint Paul" Chamber Orchestra',
        SITE_TAGLINE: "Music # for everyone's ears",
        SECRET_KEY: 'never',
        npm_config_cache: '/root/.npm',
        MULTI: 'one\ntwo',
        UNSET: undefined,
      },
      new Set(['SECRET_KEY']),
    );
    expect(parseEnv(readFileSync(file, 'utf8'))).toEqual({
      SITE_ORIGIN: 'http://localhost:4321',
      ORCHESTRA_NAME: 'The "Saint Paul" Chamber Orchestra',
      SITE_TAGLINE: "Music # for everyone's ears",
    });
    expect(statSync(file).mode & 0o777).toBe(0o600);
  });
});
