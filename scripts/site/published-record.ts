import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import {
  BuildRecordSchema,
  readJsonFileOf,
  recordOf,
  type BuildRecord,
} from '../../src/integrations/build-record-file.ts';
import { writeWholeFile } from '../../src/integrations/whole-file.ts';

/**
 * The record of the build an output serves (src/integrations/build-record-file.ts), kept in the
 * build cache once it is published, with the name of that build: the folder the output's link
 * points at (scripts/build-site.ts) or the rebuild's build id (scripts/rebuild.ts). A record
 * counts only while the output still serves that very build: one published by other means, rolled
 * back, or deleted gets a full build.
 */
const PublishedRecordSchema = BuildRecordSchema.extend({ build: z.string() });

/** Where the record of what `output` (a folder, or a rebuild target's address) serves is kept in `cacheDir`. */
export function publishedRecordFile(cacheDir: string, output: string): string {
  const key = createHash('sha256').update(output).digest('hex').slice(0, 32);
  return join(cacheDir, 'published-builds', `${key}.json`);
}

/** The record kept in `file`, if it is of `servedBuild`, the build the output serves now. */
export function readPublishedRecord(file: string, servedBuild: string | null | undefined): BuildRecord | undefined {
  if (servedBuild === null || servedBuild === undefined) return undefined;
  const kept = readJsonFileOf(PublishedRecordSchema, file);
  return kept?.build === servedBuild ? recordOf(kept) : undefined;
}

/** Keeps `record` in `file` as that of `build`, just published. */
export function writePublishedRecord(file: string, build: string, record: BuildRecord): void {
  mkdirSync(dirname(file), { recursive: true });
  writeWholeFile(file, JSON.stringify({ ...record, build }));
}
