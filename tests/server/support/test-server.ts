import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../../server/src/app.ts';
import { FakeClock } from '../../../server/src/clock.ts';
import { configFrom } from '../../../server/src/config.ts';
import type { AppContext } from '../../../server/src/context.ts';
import type { Database } from '../../../server/src/db/database.ts';
import type { PublishWorker } from '../../../server/src/publishing/publish-worker.ts';
import { OutboxMailer, readOutbox, type OutboxEntry } from '../../../server/src/mail/outbox-mailer.ts';
import { startJobs, type RunningJobs } from '../../../server/src/jobs/start-jobs.ts';
import { TEST_TIMING } from '../jobs/job-test-queue.ts';
import { freePort } from '../../../scripts/site/demo-api.ts';
import { createTestDatabase, dropSchema, testDialect } from './test-database.ts';

/** A secret for one test server: random, so no test can lean on a value anyone else knows. */
export function testSecretKey(): string {
  return randomBytes(32).toString('base64url');
}

export interface TestServer {
  /** Origin of the listening server, e.g. http://127.0.0.1:40123. */
  url: string;
  app: FastifyInstance;
  db: Database;
  clock: FakeClock;
  config: ReturnType<typeof configFrom>;
  /** Its publishing, when the test set it up. */
  publisher: PublishWorker | undefined;
  /** Its job queue (and worker), when the test asked for one. */
  jobs: RunningJobs | undefined;
  /** Every mail sent so far, oldest first. */
  outbox(): Promise<OutboxEntry[]>;
  close(): Promise<void>;
}

/**
 * Starts the real server on a free loopback port over a fresh database, with a fake clock,
 * an outbox and a random SECRET_KEY of its own, outside demo mode; API_ORIGIN is the listening
 * address. `env` overrides configuration; `prepare` runs before listening; `app` goes to buildApp;
 * `db` shares another server's database, `clock` another server's clock.
 */
export async function startTestServer(
  options: {
    /** Overrides of the configuration; `undefined` removes a setting the helper would make. */
    env?: Record<string, string | undefined>;
    /** Runs before listening; what it answers (an import's summary, say) is not used. */
    prepare?: (db: Database, clock: FakeClock) => Promise<unknown>;
    app?: AppOptions;
    /** Another test server's database, shared (as by several instances) and left open at close. */
    db?: Database;
    /** Another test server's clock, shared (as by instances whose clocks agree). */
    clock?: FakeClock;
    /** Publishing from the studio, made with the server's context (unset: not set up). */
    publisher?: (ctx: AppContext) => PublishWorker;
    /**
     * A job queue on the server's database with the tests' short timing (pg-boss in a schema of its own),
     * and a worker for every kind unless 'queue only'. Not with `db`.
     */
    jobs?: 'worker' | 'queue only';
  } = {},
): Promise<TestServer> {
  const {
    db,
    url: databaseUrl,
    drop,
  } = options.db ? { db: options.db, url: '', drop: () => Promise.resolve() } : await createTestDatabase();
  const outboxFolder = mkdtempSync(join(tmpdir(), 'cl-outbox-'));
  // The port is chosen before the server starts, because stream links need the origin in the configuration.
  const port = await freePort();
  const config = configFrom({
    LOG_LEVEL: 'silent',
    SITE_ORIGIN: 'http://site.test',
    MAIL_OUTBOX: outboxFolder,
    DEMO: 'false',
    SECRET_KEY: testSecretKey(),
    API_ORIGIN: `http://127.0.0.1:${port}`,
    UPLOAD_DIR: join(outboxFolder, 'uploads'),
    ...options.env,
  });
  const clock = options.clock ?? new FakeClock();
  await options.prepare?.(db, clock);
  const bossSchema = testDialect === 'postgres' && options.jobs ? `boss_${randomBytes(6).toString('hex')}` : '';
  const jobs = options.jobs
    ? await startJobs(db, {
        url: databaseUrl,
        bossSchema,
        timing: TEST_TIMING,
        worker: options.jobs === 'worker',
        places: config.mediaPlaces,
        log: { error: (line) => console.error(line) },
      })
    : undefined;
  const ctx: AppContext = {
    config,
    db,
    mailer: new OutboxMailer(outboxFolder),
    clock,
    ...(jobs ? { jobs: jobs.queue } : {}),
  };
  const publisher = options.publisher?.(ctx);
  const app = await buildApp(publisher ? { ...ctx, publisher } : ctx, options.app);
  const url = await app.listen({ port, host: '127.0.0.1' });
  return {
    url,
    app,
    db,
    clock,
    config,
    publisher,
    jobs,
    outbox: () => readOutbox(outboxFolder),
    close: async () => {
      await publisher?.stop();
      await jobs?.close();
      await app.close();
      await drop();
      if (bossSchema !== '') await dropSchema(bossSchema);
    },
  };
}
