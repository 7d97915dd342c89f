import type { Clock } from './clock.ts';
import type { ServerConfig } from './config.ts';
import type { Database } from './db/database.ts';
import type { JobQueue } from './jobs/job-queue.ts';
import type { Mailer } from './mail/mailer.ts';
import type { Publisher } from './publishing/publisher.ts';

/** What every route module receives: the configuration and the server's collaborators. */
export interface AppContext {
  config: ServerConfig;
  db: Database;
  mailer: Mailer;
  clock: Clock;
  /** Runs publishes from the studio; absent where publishing is not set up (neither PUBLISH_TARGET nor PUBLISH_CI_DISPATCH_URL). */
  publisher?: Publisher;
  /** The durable job queue (renditions of masters); absent in tests that make none. */
  jobs?: JobQueue;
}
