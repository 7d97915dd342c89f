import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AcceptStartAnswerSchema, STUDIO_PATHS } from '../../src/lib/studio/contract.ts';
import { expectStatus, inviteDirectly, STAFF_PASSWORD, studio } from './support/studio-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * A new passkey may use Ed25519, ES256 or RS256 only. Where Node offers post-quantum ML-DSA, the
 * library would ask for it first; Chromium's own authenticator then made a passkey whose signatures
 * the contract refuses as too long, and the member could never sign in with it.
 */
describe('the algorithms a new passkey may use', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server.close());

  it('are Ed25519, ES256 and RS256, in that order', async () => {
    const token = await inviteDirectly(server, 'alg@example.org', 'editor');
    const answer = await studio(server, 'POST', STUDIO_PATHS.acceptStart, {
      body: { token, name: 'Al Gorithm', password: STAFF_PASSWORD },
    });
    const { options } = AcceptStartAnswerSchema.parse(expectStatus(answer, 200));
    expect(options.pubKeyCredParams.map((param) => param.alg)).toEqual([-8, -7, -257]);
  });
});
