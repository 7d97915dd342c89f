import { demoCatalog } from '../../seed/demo-catalog.ts';
import type { Database } from '../db/database.ts';
import { prepareDemoWith } from './demo-lifecycle.ts';

/**
 * Seeds the demo catalogue into an empty database and re-anchors its live streams to `now` on
 * every start (see prepareDemoWith: a catalogue an orchestra imported is left alone).
 */
export async function prepareDemo(db: Database, now: Date): Promise<void> {
  await prepareDemoWith(db, now, demoCatalog);
}
