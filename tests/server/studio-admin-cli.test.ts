import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/database.ts';
import { readOutbox } from '../../server/src/mail/outbox-mailer.ts';
import { SITE, tokenIn } from './support/account-requests.ts';
import { SoftwareAuthenticator } from './support/software-authenticator.ts';
import { acceptInvitation, SITE_ORIGIN } from './support/studio-requests.ts';
import { createTestDatabase, testDialect } from './support/test-database.ts';
import { startTestServer, testSecretKey } from './support/test-server.ts';

const CLI = join(import.meta.dirname, '../../server/src/cli/studio-admin-cli.ts');
const LINK = `${SITE}/studio/#/invitation/`;

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

describe('the first admin from the command line', () => {
  let db: Database;
  let drop: () => Promise<void>;
  let databaseUrl: string;
  const outbox = mkdtempSync(join(tmpdir(), 'cl-studio-cli-'));
  const secret = testSecretKey();
  const cli = (...args: string[]) =>
    new Promise<Run>((resolve) => {
      const env = {
        ...process.env,
        DATABASE_URL: databaseUrl,
        DEMO: 'false',
        SECRET_KEY: secret,
        API_ORIGIN: 'http://127.0.0.1:9',
        SITE_ORIGIN,
        MAIL_OUTBOX: outbox,
        SMTP_URL: '',
        LOG_LEVEL: 'silent',
      };
      execFile(process.execPath, [CLI, ...args], { env }, (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
      });
    });

  beforeAll(async () => {
    const created = await createTestDatabase();
    ({ db, drop } = created);
    // The CLI reaches the test's own PostgreSQL schema through the URL's search_path parameter.
    const schema = testDialect === 'postgres' ? (await db.get<{ s: string }>('SELECT current_schema() AS s'))!.s : '';
    databaseUrl = testDialect === 'postgres' ? `${created.url}?search_path=${schema}` : created.url;
  });
  afterAll(() => drop());

  it('mails an admin invitation, says where it went, and the link makes an admin', async () => {
    const run = await cli('First@Example.org');
    expect(run).toMatchObject({ code: 0, stderr: '' });
    const [mail, ...others] = await readOutbox(outbox);
    expect(others).toEqual([]);
    expect(mail?.to).toBe('first@example.org');
    expect(run.stdout).toBe(
      `Invited first@example.org as a studio admin: the invitation is in the outbox (${outbox}).\nLink: ${mail?.link}\n`,
    );
    const entry = await db.get('SELECT staff_id, action, entity_type FROM audit_log');
    expect(entry).toEqual({ staff_id: null, action: 'invite', entity_type: 'staff_invitation' });
    // The API, with the same secret and database, accepts the mailed link.
    const server = await startTestServer({ db, env: { SECRET_KEY: secret } });
    try {
      const accepted = await acceptInvitation(
        server,
        tokenIn(mail?.link, LINK),
        new SoftwareAuthenticator(SITE_ORIGIN),
      );
      expect(accepted.staff).toMatchObject({ email: 'first@example.org', role: 'admin' });
    } finally {
      await server.close();
    }
  });

  it('refuses a member of staff, a missing or bad address, with a clear message', async () => {
    const again = await cli('first@example.org');
    expect(again).toMatchObject({ code: 1, stderr: 'first@example.org is already a member of staff.\n' });
    for (const args of [[], ['not-an-address'], ['a@example.org', 'b@example.org']]) {
      const run = await cli(...args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr).toContain('npm run studio:admin -- EMAIL');
    }
    expect(await readOutbox(outbox)).toHaveLength(1);
  });
});
