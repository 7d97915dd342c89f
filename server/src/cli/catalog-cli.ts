import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { CatalogImportError, describeProblem } from '../catalog/catalog-import-error.ts';
import { exportCatalog } from '../catalog/export-catalog.ts';
import { importCatalog, type ImportSummary } from '../catalog/import-catalog.ts';
import type { CatalogDocumentInput } from '../catalog/import-schema.ts';
import { databaseUrlFrom, mediaStorageFrom } from '../config.ts';
import { mediaStoreOf } from '../storage/media-storage.ts';
import { draftsAnImportReplaces } from '../studio/records/drafts-over-import.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';

const USAGE = `Usage:
  npm run catalog -- import <file.json>   replace the catalogue with a document
  npm run catalog -- import <file.json> --allow-missing-media
                                          the same, before the media files are copied (warns)
  npm run catalog -- export [file.json]   write the catalogue (to stdout without a file)
The database is the one DATABASE_URL names, and the media MEDIA_ROOT or MEDIA_BUCKET, as for the API.
The format: docs/catalogue-format.md.`;

type Command = { command: 'import'; file: string; allowMissingMedia: boolean } | { command: 'export'; file?: string };

/** A mistake in how the command was called or in the file it was given; exits with `code`. */
class CliError extends Error {
  readonly code: number;
  constructor(message: string, code: number, options?: ErrorOptions) {
    super(message, options);
    this.name = 'CliError';
    this.code = code;
  }
}

async function readDocument(file: string): Promise<CatalogDocumentInput> {
  const text = await readFile(file, 'utf8').catch((error: unknown) => {
    throw new CliError(`Cannot read ${file}: ${(error as Error).message}`, 1, { cause: error });
  });
  try {
    return JSON.parse(text) as CatalogDocumentInput;
  } catch (error) {
    throw new CliError(`${file} is not valid JSON: ${(error as Error).message}`, 1, { cause: error });
  }
}

function describe(summary: ImportSummary): string {
  const counts = Object.entries(summary.counts).map(([kind, n]) => `${n} ${kind.replaceAll('_', ' ')}`);
  return `Imported catalogue version ${summary.version} in ${summary.duration_ms} ms: ${counts.join(', ')}.`;
}

async function runCommand(db: Database, run: Command): Promise<void> {
  if (run.command === 'import') {
    const media = {
      store: mediaStoreOf(mediaStorageFrom()),
      whenMissing: run.allowMissingMedia ? 'warn' : 'refuse',
    } as const;
    const input = await readDocument(run.file);
    // Read before the import replaces what the drafts were made on.
    // A document that does not parse is refused by the import itself, in its own words.
    const replaced = await draftsAnImportReplaces(db, input).catch((error: unknown) => {
      if (error instanceof CatalogImportError) return [];
      throw error;
    });
    const summary = await importCatalog(db, input, { media });
    console.log(describe(summary));
    if (replaced.length > 0) {
      console.error(
        `Records with studio drafts that this import replaced (the drafts are kept; review them in the studio):\n  ${replaced.join('\n  ')}`,
      );
    }
    if (summary.warnings.length > 0) {
      console.error(
        `Media not found yet (they will not play until they are copied):\n  ${summary.warnings.join('\n  ')}`,
      );
    }
  } else {
    const { file } = run;
    const doc = await exportCatalog(db);
    const text = `${JSON.stringify(doc, null, 2)}\n`;
    if (file !== undefined) await writeFile(file, text);
    else process.stdout.write(text);
    // The summary goes to stderr so that an export to stdout stays valid JSON.
    console.error(
      `Exported ${doc.compositions.length} compositions, ${doc.people.length} people, ` +
        `${doc.programs.length} programs, ${doc.performances.length} performances${file === undefined ? '' : ` to ${file}`}.`,
    );
  }
}

/** The command, its file and its one option, read with node:util's parseArgs (which refuses any other); wrong ones throw the usage. */
function commandOf(argv: string[]): Command {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { 'allow-missing-media': { type: 'boolean', default: false } },
    });
  } catch (cause) {
    throw new CliError(`${(cause as Error).message}\n${USAGE}`, 2, { cause });
  }
  const [command, file, ...rest] = parsed.positionals;
  const allowMissingMedia = parsed.values['allow-missing-media'];
  if (rest.length > 0) throw new CliError(USAGE, 2);
  if (command === 'import' && file !== undefined) return { command, file, allowMissingMedia };
  if (command === 'export' && !allowMissingMedia) return file === undefined ? { command } : { command, file };
  throw new CliError(USAGE, 2);
}

/** Every problem of a refused document, one a line: a person fixes them all in one pass. */
function describeRefusal(error: CatalogImportError): string {
  const count = error.problems.length === 1 ? '1 problem' : `${error.problems.length} problems`;
  return `Cannot import the catalogue (${count}; nothing was changed):\n  ${error.problems.map(describeProblem).join('\n  ')}`;
}

/** `catalog-cli import|export`: migrates the database, then imports or exports the catalogue. */
async function main(argv: string[]): Promise<number> {
  const run = commandOf(argv);
  const db = openDatabase(databaseUrlFrom());
  try {
    await migrate(db);
    await runCommand(db, run);
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof CatalogImportError) {
      console.error(describeRefusal(error));
      process.exit(1);
    }
    if (error instanceof CliError) {
      console.error(error.message);
      process.exit(error.code);
    }
    console.error(error);
    process.exit(1);
  },
);
