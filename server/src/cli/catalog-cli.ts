import { readFile, writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { CatalogImportError } from '../catalog/catalog-import-error.ts';
import { exportCatalog } from '../catalog/export-catalog.ts';
import { importCatalog, type ImportSummary } from '../catalog/import-catalog.ts';
import type { CatalogDocumentInput } from '../catalog/import-schema.ts';
import { databaseUrlFrom } from '../config.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openDatabase } from '../db/open-database.ts';

const USAGE = `Usage:
  npm run catalog -- import <file.json>   replace the catalogue with a document
  npm run catalog -- export [file.json]   write the catalogue (to stdout without a file)
The database is the one DATABASE_URL names, as for the API.`;

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

async function runCommand(db: Database, command: 'import' | 'export', file: string | undefined): Promise<void> {
  if (command === 'import' && file !== undefined) {
    console.log(describe(await importCatalog(db, await readDocument(file))));
  } else {
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

/** The command and its file, read with node:util's parseArgs (which refuses any option); wrong ones throw the usage. */
function commandOf(argv: string[]): { command: 'import' | 'export'; file: string | undefined } {
  let positionals: string[];
  try {
    ({ positionals } = parseArgs({ args: argv, allowPositionals: true, options: {} }));
  } catch (cause) {
    throw new CliError(`${(cause as Error).message}\n${USAGE}`, 2, { cause });
  }
  const [command, file, ...rest] = positionals;
  if (rest.length > 0) throw new CliError(USAGE, 2);
  if (command === 'import' && file !== undefined) return { command, file };
  if (command === 'export') return { command, file };
  throw new CliError(USAGE, 2);
}

/** `catalog-cli import|export`: migrates the database, then imports or exports the catalogue. */
async function main(argv: string[]): Promise<number> {
  const { command, file } = commandOf(argv);
  const db = openDatabase(databaseUrlFrom());
  try {
    await migrate(db);
    await runCommand(db, command, file);
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof CliError || error instanceof CatalogImportError) {
      console.error(error.message);
      process.exit(error instanceof CliError ? error.code : 1);
    }
    console.error(error);
    process.exit(1);
  },
);
