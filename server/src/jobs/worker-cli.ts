import { databaseUrlFrom, mediaPlacesFrom } from '../config.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';
import { installGracefulShutdown } from '../graceful-shutdown.ts';
import { startJobs } from './start-jobs.ts';

/**
 * `npm run worker`: one more worker on the configured database (PostgreSQL, on any machine that
 * reaches it and shares the API's UPLOAD_DIR and MEDIA_ROOT), running every registered kind. SIGTERM
 * or Ctrl-C stops it taking jobs; the one it runs is aborted and retried by another worker.
 */
async function main(): Promise<void> {
  const url = databaseUrlFrom();
  const db = openDatabase(url);
  await migrate(db);
  const log = { info: (line: string) => console.log(line), error: (line: string) => console.error(line) };
  const jobs = await startJobs(db, { url, worker: true, places: mediaPlacesFrom(), log });
  installGracefulShutdown({
    close: async () => {
      await jobs.close();
      await db.close();
    },
    timeoutMs: 30_000,
    log,
  });
  log.info(`Concert Library job worker on ${db.dialect === 'postgres' ? 'PostgreSQL' : 'SQLite'}: waiting for jobs.`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
