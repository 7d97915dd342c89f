import { buildApp } from './app.ts';
import type { AppContext } from './context.ts';
import { configuredPublisher } from './publishing/configured-publisher.ts';
import { systemClock } from './clock.ts';
import { configFrom } from './config.ts';
import { ConfigError } from './config-error.ts';
import { prepareDemo } from './catalog/demo-lifecycle.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { createMailer } from './mail/create-mailer.ts';
import { installGracefulShutdown } from './graceful-shutdown.ts';
import { startJobs } from './jobs/start-jobs.ts';
import { demoCatalog } from '../seed/demo-catalog.ts';

/**
 * Starts the content API: migrate, seed the demo when asked, listen, and stop cleanly on a signal
 * (SIGTERM or SIGINT: in-flight requests finish within SHUTDOWN_TIMEOUT_SECONDS, then exit 0).
 * The demo catalogue is handed in here, so the catalogue code imports no demo data.
 */
async function main(): Promise<void> {
  const config = configFrom();
  const db = openDatabase(config.DATABASE_URL);
  await migrate(db);
  if (config.DEMO) await prepareDemo(db, systemClock.now(), demoCatalog);
  // The outbox mailer logs through the app's logger, and the app is built with that mailer: until
  // the app exists (no mail goes out before it serves) a line would be dropped.
  let app: Awaited<ReturnType<typeof buildApp>> | undefined = undefined;
  const mailer = createMailer(config, (line) => app?.log.info(line));
  const ctx: AppContext = { config, db, mailer, clock: systemClock };
  // Publishing from the studio, where a target is set: every instance polls, one runs each publish.
  const publisher = configuredPublisher(ctx, { error: (line) => app?.log.error(line) });
  // Durable jobs (media transcoding): the API runs a worker unless JOB_WORKER=off leaves them to `npm run worker`.
  const jobs = await startJobs(db, {
    url: config.DATABASE_URL,
    worker: config.JOB_WORKER === 'on',
    places: config.mediaPlaces,
    log: { error: (line) => app?.log.error(line) },
  });
  app = await buildApp({ ...ctx, jobs: jobs.queue, ...(publisher ? { publisher } : {}) });
  const server = app;
  installGracefulShutdown({
    // Fastify's close stops listening, answers 503 to requests that arrive on open connections,
    // waits for those in flight and the work after answers, and closes Redis (an onClose hook).
    // A publish under way is stopped first: its target keeps the build it served. A job under way is
    // aborted and retried (by another worker, or by this API when it is back).
    close: async () => {
      await publisher?.stop();
      await jobs.close();
      await server.close();
      await db.close();
    },
    timeoutMs: config.SHUTDOWN_TIMEOUT_SECONDS * 1000,
    log: { info: (line) => server.log.info(line), error: (line) => server.log.error(line) },
  });
  await app.listen({ port: config.API_PORT, host: config.API_HOST });
  publisher?.start();
}

main().catch((error: unknown) => {
  // A configuration the server refuses is the operator's to fix: one line, without a stack trace.
  if (error instanceof ConfigError) console.error(`Concert Library API not started: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
