import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalogVersion } from '../../server/src/catalog/catalog-meta.ts';
import { exportCatalog } from '../../server/src/catalog/export-catalog.ts';
import { CatalogDocumentSchema } from '../../server/src/catalog/import-schema.ts';
import type { Database } from '../../server/src/db/database.ts';
import { smallCatalog } from '../fixtures/catalog/small-catalog.ts';
import { createTestDatabase, testDialect } from './support/test-database.ts';

const CLI = join(import.meta.dirname, '../../server/src/cli/catalog-cli.ts');

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

describe('catalogue CLI', () => {
  let db: Database;
  let drop: () => Promise<void>;
  let databaseUrl: string;
  const folder = mkdtempSync(join(tmpdir(), 'cl-cli-'));
  const file = (name: string, content?: string) => {
    const path = join(folder, name);
    if (content !== undefined) writeFileSync(path, content);
    return path;
  };
  const cliWith = (extra: Record<string, string>, ...args: string[]) =>
    new Promise<Run>((resolve) => {
      const env = { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent', ...extra };
      execFile(process.execPath, [CLI, ...args], { env }, (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
      });
    });
  const cli = (...args: string[]) => cliWith({}, ...args);

  beforeAll(async () => {
    const created = await createTestDatabase();
    ({ db, drop } = created);
    // The CLI reaches the test's own PostgreSQL schema through the URL's search_path parameter.
    const schema = testDialect === 'postgres' ? (await db.get<{ s: string }>('SELECT current_schema() AS s'))!.s : '';
    databaseUrl = testDialect === 'postgres' ? `${created.url}?search_path=${schema}` : created.url;
  });
  afterAll(() => drop());

  it('imports a document and prints a summary', async () => {
    const run = await cli('import', file('small.json', JSON.stringify(smallCatalog)));
    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toMatch(/^Imported catalogue version 1 in \d+ ms: 6 categories, 11 people, 9 compositions, /);
    expect((await exportCatalog(db)).compositions).toHaveLength(9);
  });

  it('exports to a file, or to stdout with the summary on stderr', async () => {
    const expected = await exportCatalog(db);
    const toFile = await cli('export', file('out.json'));
    expect(toFile.code).toBe(0);
    expect(toFile.stderr).toContain('Exported 9 compositions, 11 people, 4 programs, 10 performances to ');
    expect(CatalogDocumentSchema.parse(JSON.parse(readFileSync(file('out.json'), 'utf8')))).toEqual(expected);
    const toStdout = await cli('export');
    expect(toStdout.code).toBe(0);
    expect(JSON.parse(toStdout.stdout)).toEqual(expected);
  });

  it('fails with a clear message and a non-zero exit on a bad file, changing nothing', async () => {
    const broken = await cli('import', file('broken.json', '{"format": '));
    expect(broken.code).toBe(1);
    expect(broken.stderr).toContain('broken.json is not valid JSON');
    const missing = await cli('import', file('missing.json'));
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('Cannot read');
    const orphan = { ...smallCatalog, compositions: [{ identifier: 'orphan', title: 'Orphan', composer: 'nobody' }] };
    const bad = await cli('import', file('bad.json', JSON.stringify(orphan)));
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain("composition 'orphan': composer 'nobody' does not exist");
    expect(await readCatalogVersion(db)).toBe(1);
  });

  it('refuses media the MEDIA_ROOT lacks, naming each, unless told to import ahead of the media', async () => {
    const emptyRoot = mkdtempSync(join(tmpdir(), 'cl-no-media-'));
    const doc = file('small-again.json', JSON.stringify(smallCatalog));
    const refused = await cliWith({ MEDIA_ROOT: emptyRoot }, 'import', doc);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^Cannot import the catalogue \(\d+ problems; nothing was changed\):\n/);
    expect(refused.stderr).toContain(
      `recordings[0].media: "video/v01" is not a folder in the media root; expected a folder under ${emptyRoot} holding index.m3u8`,
    );
    // Every problem is listed, not the first ten.
    expect(refused.stderr).not.toContain('more');
    expect(await readCatalogVersion(db)).toBe(1);

    const ahead = await cliWith({ MEDIA_ROOT: emptyRoot }, 'import', doc, '--allow-missing-media');
    expect(ahead.code).toBe(0);
    expect(ahead.stdout).toMatch(/^Imported catalogue version 2 /);
    expect(ahead.stderr).toMatch(/^Media not found yet \(they will not play until they are copied\):\n/);
    expect(ahead.stderr).toContain('"video/v01" is not a folder in the media root');
  });

  it('prints its usage and exits 2 when called wrongly', async () => {
    for (const args of [
      [],
      ['import'],
      ['remove', 'x.json'],
      ['export', 'a.json', 'b.json'],
      ['export', '--pretty'],
      ['export', '--allow-missing-media'],
    ]) {
      const run = await cli(...args);
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stderr).toContain('Usage:');
      // The npm form works on any machine; a bare `node` may be one too old for the project.
      expect(run.stderr).toContain('npm run catalog -- import <file.json>');
      expect(run.stderr).toContain('npm run catalog -- import <file.json> --allow-missing-media');
      expect(run.stderr).toContain('docs/catalogue-format.md');
      expect(run.stderr).not.toMatch(/^\s*node /m);
    }
  });
});
