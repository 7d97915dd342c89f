import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDIO_PATHS } from '../../src/lib/studio/contract.ts';
import { configFrom } from '../../server/src/config.ts';
import { ConfigError } from '../../server/src/config-error.ts';
import { invitationMail } from '../../server/src/studio/invitations.ts';
import { SoftwareAuthenticator } from './support/software-authenticator.ts';
import { acceptInvitation, inviteDirectly, signInStaff } from './support/studio-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * The studio may run at an origin of its own (STUDIO_ORIGIN): a passkey cannot be bound to an IP
 * address, so a site served at 127.0.0.1 puts its studio at a host name. Passkeys, invitation links and
 * the studio's CORS follow it; the listeners' routes do not.
 */
const SITE = 'http://127.0.0.1:4321';
const STUDIO = 'http://studio.test:4321';

describe('the studio at an origin of its own', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { SITE_ORIGIN: SITE, STUDIO_ORIGIN: STUDIO, AUTH_RATE_LIMIT: '1000' } });
  });
  afterAll(() => server.close());

  it('mails invitations that open the studio at its origin', () => {
    const mail = invitationMail(server.config, 'someone@example.org', 'editor', 'TOKEN');
    expect(mail.link).toBe(`${STUDIO}/music/concert-library/studio/#/invitation/TOKEN`);
  });

  it('binds passkeys to the studio’s host, and refuses one made on the site’s origin', async () => {
    const atStudio = new SoftwareAuthenticator(STUDIO);
    const accepted = await acceptInvitation(server, await inviteDirectly(server, 'ada@example.org', 'admin'), atStudio);
    expect(accepted.staff.email).toBe('ada@example.org');
    await expect(signInStaff(server, 'ada@example.org', atStudio)).resolves.toMatchObject({ staff: { role: 'admin' } });

    const atSite = new SoftwareAuthenticator(SITE);
    await expect(
      acceptInvitation(server, await inviteDirectly(server, 'bob@example.org', 'editor'), atSite),
    ).rejects.toThrow(/Expected 201, got 400/);
  });

  it('admits the studio’s origin on studio routes only', async () => {
    const preflight = (path: string) =>
      fetch(`${server.url}${path}`, {
        method: 'OPTIONS',
        headers: { origin: STUDIO, 'access-control-request-method': 'POST' },
      });
    expect((await preflight(STUDIO_PATHS.signInPassword)).headers.get('access-control-allow-origin')).toBe(STUDIO);
    expect((await preflight('/api/token/')).headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('STUDIO_ORIGIN', () => {
  it('is the site’s first origin unless set, and must be an origin', () => {
    const base = {
      DEMO: 'true',
      SECRET_KEY: 'x'.repeat(43),
      SITE_ORIGIN: 'https://orchestra.example.org,http://localhost:4321',
    };
    expect(configFrom(base).studioOrigin).toBe('https://orchestra.example.org');
    expect(configFrom({ ...base, STUDIO_ORIGIN: 'https://studio.example.org/' }).studioOrigin).toBe(
      'https://studio.example.org',
    );
    expect(() => configFrom({ ...base, STUDIO_ORIGIN: 'not an origin' })).toThrow(ConfigError);
  });
});
