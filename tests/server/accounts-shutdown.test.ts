import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.ts';
import { FakeClock } from '../../server/src/clock.ts';
import { configFrom } from '../../server/src/config.ts';
import type { Database } from '../../server/src/db/database.ts';
import type { Mailer, MailMessage } from '../../server/src/mail/mailer.ts';
import { freePort } from '../../scripts/site/demo-api.ts';
import { insertUser } from './support/stream-fixtures.ts';
import { createTestDatabase } from './support/test-database.ts';
import { testSecretKey } from './support/test-server.ts';

/** A mailer that holds every message until `release`, and says when one arrives. */
class HeldMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  #arrived: () => void = () => undefined;
  readonly arrived = new Promise<void>((resolve) => (this.#arrived = resolve));
  #release: () => void = () => undefined;
  readonly #released = new Promise<void>((resolve) => (this.#release = resolve));

  async send(message: MailMessage): Promise<void> {
    this.#arrived();
    await this.#released;
    this.sent.push(message);
  }

  release(): void {
    this.#release();
  }
}

describe('shutting down with account mail on its way', () => {
  let db: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await createTestDatabase());
    await insertUser(db, 'known@example.com', true);
  });
  afterAll(() => drop());

  it('waits for the work left after an answer before it closes', async () => {
    const port = await freePort();
    const config = configFrom({
      LOG_LEVEL: 'silent',
      DEMO: 'false',
      SECRET_KEY: testSecretKey(),
      API_ORIGIN: `http://127.0.0.1:${port}`,
    });
    const mailer = new HeldMailer();
    const app = await buildApp({ config, db, mailer, clock: new FakeClock() });
    const url = await app.listen({ port, host: '127.0.0.1' });
    const answer = await fetch(`${url}/api/sesame_login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'known@example.com' }),
    });
    expect(answer.status).toBe(200);
    await mailer.arrived;
    let closed = false;
    const closing = app.close().then(() => (closed = true));
    // Everything else close() waits for is done within a few turns of the event loop.
    for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setImmediate(resolve));
    expect(closed).toBe(false);
    mailer.release();
    await closing;
    expect(mailer.sent.map((message) => message.to)).toEqual(['known@example.com']);
  });
});
