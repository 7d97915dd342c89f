import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoCatalog } from '../../../server/seed/demo-catalog.ts';
import { buildApp } from '../../../server/src/app.ts';
import { prepareDemo } from '../../../server/src/catalog/demo-lifecycle.ts';
import { systemClock } from '../../../server/src/clock.ts';
import { configFrom } from '../../../server/src/config.ts';
import { migrate } from '../../../server/src/db/migrate.ts';
import { openDatabase } from '../../../server/src/db/open-database.ts';
import { OutboxMailer } from '../../../server/src/mail/outbox-mailer.ts';

/**
 * The demo catalogue as the content API answers it, for builds of the real pages against the
 * fixture API (tests/support/fixture-api.ts): the real server over a throwaway SQLite database
 * with the demo seeded, asked every catalogue call a build makes (through `inject`, no port),
 * and its answers kept as path → body, so a test can break records before serving them.
 */

const LISTS = [
  '/api/2/combined/',
  '/api/2/live_streams/',
  '/api/2/media_features/',
  '/api/2/curated_collections/',
  '/api/2/home_content/',
];

interface CombinedBody {
  compositions: { identifier: string; hasDetail: boolean }[];
  programs: { identifier: string }[];
}

/** Every answer a build of the demo catalogue reads, by path (as the API has them). */
export async function demoCatalogueAnswers(): Promise<Map<string, unknown>> {
  const folder = mkdtempSync(join(tmpdir(), 'cl-demo-answers-'));
  const db = openDatabase(join(folder, 'demo.sqlite'));
  try {
    await migrate(db);
    await prepareDemo(db, systemClock.now(), demoCatalog);
    // Answers are only read, in process: a throwaway secret and origin satisfy the production settings.
    const config = configFrom({
      LOG_LEVEL: 'silent',
      DEMO: 'false',
      MAIL_OUTBOX: join(folder, 'outbox'),
      SECRET_KEY: randomBytes(32).toString('base64url'),
      API_ORIGIN: 'http://127.0.0.1:8000',
    });
    const app = await buildApp({ config, db, mailer: new OutboxMailer(join(folder, 'outbox')), clock: systemClock });
    const answers = new Map<string, unknown>();
    const get = async (path: string) => {
      const answer = await app.inject({ method: 'GET', url: path });
      if (answer.statusCode !== 200) throw new Error(`The demo API answered ${answer.statusCode} to ${path}`);
      answers.set(path, answer.json());
    };
    try {
      for (const path of LISTS) await get(path);
      const combined = answers.get('/api/2/combined/') as CombinedBody;
      for (const work of combined.compositions.filter((c) => c.hasDetail))
        await get(`/api/2/compositions/${work.identifier}/`);
      for (const program of combined.programs) await get(`/api/2/programs/${program.identifier}/`);
    } finally {
      await app.close();
    }
    return answers;
  } finally {
    await db.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

/**
 * Trims the lists the build refuses to publish empty (live streams, features, collections) to one
 * record each, for a build test that wants a small site but every page type.
 */
export function keepOneOfEachList(answers: Map<string, unknown>): void {
  for (const path of ['/api/2/live_streams/', '/api/2/media_features/', '/api/2/curated_collections/']) {
    const list = answers.get(path) as { count: number; results: unknown[] };
    list.results = list.results.slice(0, 1);
    list.count = list.results.length;
  }
}
