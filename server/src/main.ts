import { buildApp } from './app.ts';
import { systemClock } from './clock.ts';
import { configFrom } from './config.ts';
import { ConfigError } from './config-error.ts';
import { prepareDemo } from './catalog/prepare-demo.ts';
import { migrate } from './db/migrate.ts';
import { openDatabase } from './db/open-database.ts';
import { createMailer } from './mail/create-mailer.ts';

/** Starts the content API: migrate, seed the demo when asked, listen, and stop cleanly on a signal. */
async function main(): Promise<void> {
  const config = configFrom();
  const db = openDatabase(config.DATABASE_URL);
  await migrate(db);
  if (config.DEMO) await prepareDemo(db, systemClock.now());
  // The outbox mailer logs through the app's logger, and the app is built with that mailer: until
  // the app exists (no mail goes out before it serves) a line would be dropped.
  let app: Awaited<ReturnType<typeof buildApp>> | undefined = undefined;
  const mailer = createMailer(config, (line) => app?.log.info(line));
  app = await buildApp({ config, db, mailer, clock: systemClock });
  const stop = async () => {
    await app.close();
    await db.close();
    process.exit(0);
  };
  // A failed close stays an unhandled rejection, which ends the process with its error.
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
  await app.listen({ port: config.API_PORT, host: config.API_HOST });
}

main().catch((error: unknown) => {
  // A configuration the server refuses is the operator's to fix: one line, without a stack trace.
  if (error instanceof ConfigError) console.error(`Concert Library API not started: ${error.message}`);
  else console.error(error);
  process.exit(1);
});
