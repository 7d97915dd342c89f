import { demoCatalog } from '../../../server/seed/demo-catalog.ts';
import { buildApp } from '../../../server/src/app.ts';
import { prepareDemo } from '../../../server/src/catalog/demo-lifecycle.ts';
import { systemClock } from '../../../server/src/clock.ts';
import { configFrom } from '../../../server/src/config.ts';
import { migrate } from '../../../server/src/db/migrate.ts';
import { openDatabase } from '../../../server/src/db/open-database.ts';
import { createMailer } from '../../../server/src/mail/create-mailer.ts';
import { configuredPublisher } from '../../../server/src/publishing/configured-publisher.ts';
import { startJobs } from '../../../server/src/jobs/start-jobs.ts';
import { AFTER_ANSWERS_PATH, CLOCK_PATH } from './after-answers-path.ts';
import { withRightsExamples } from './rights-examples.ts';

/**
 * The API the browser journeys run against: the demo API as server/src/main.ts starts it, with
 * one route of the tests' own beside it, `POST {AFTER_ANSWERS_PATH}`, which answers once the work
 * the API left after its earlier answers (looking an email up, sending the mail) is done. Mail
 * leaves after the answer, so that is the positive signal a journey waits for before it reads
 * the outbox, and before it says that no mail was sent. And `POST {CLOCK_PATH}`, which moves the
 * API's clock forward, so a schedule's time comes without waiting for it. The routes live here,
 * not in the product, so no deployed API has them.
 */
const config = configFrom();
const db = openDatabase(config.DATABASE_URL);
await migrate(db);
if (config.DEMO) await prepareDemo(db, systemClock.now(), (now) => withRightsExamples(demoCatalog(now), now));
// The system's clock, which a journey may move forward (CLOCK_PATH) to reach a schedule's time.
let ahead = 0;
const clock = { now: () => new Date(systemClock.now().getTime() + ahead) };
const ctx = { config, db, mailer: createMailer(config, () => undefined), clock };
// Publishing, where the journey that publishes starts an API with a target (tests/e2e/studio-publishing.spec.ts).
const publisher = configuredPublisher(ctx, { error: (line) => console.error(line) });
// The job queue and its worker, as main.ts runs them: the Media journey's renditions are made here.
const jobs = await startJobs(db, {
  url: config.DATABASE_URL,
  worker: config.JOB_WORKER === 'on',
  places: config.mediaPlaces,
  log: { error: (line) => console.error(line) },
});
const app = await buildApp({ ...ctx, jobs: jobs.queue, ...(publisher ? { publisher } : {}) });
app.post(CLOCK_PATH, (request) => {
  const advance = Number((request.body as { advance_ms?: unknown } | undefined)?.advance_ms);
  if (!Number.isFinite(advance) || advance < 0) throw new Error('advance_ms is a number of milliseconds, 0 or more.');
  ahead += advance;
  publisher?.kick();
  return { now: clock.now().toISOString() };
});
app.post(AFTER_ANSWERS_PATH, async () => {
  await app.afterAnswer.drain();
  return { detail: 'Done.' };
});
const stop = async (): Promise<void> => {
  await publisher?.stop();
  await jobs.close();
  await app.close();
  await db.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop());
process.once('SIGTERM', () => void stop());
await app.listen({ port: config.API_PORT, host: config.API_HOST });
publisher?.start();
