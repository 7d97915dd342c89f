import { mkdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { writeWholeFile } from '../../src/integrations/whole-file.ts';

/**
 * What the link check read of each page, kept in the build cache for the next check
 * (scripts/site/link-check.ts): per page path, the SHA-256 of the page it was read from (as the
 * build's page record has it, src/integrations/page-records.ts) and the page's references into
 * the site in document order, each the address as written and the attribute holding it. A page
 * whose record still has that digest is not read again: its kept references are judged against
 * the build's files. The references are the page's bytes' own, whatever the build (its origin,
 * its other pages), so a file written by another build sharing the cache is as good as ours for
 * every page whose digest it names; a torn, foreign-version or unreadable file only means every
 * page is read.
 *
 * Most addresses appear on many pages (the site writes links from its root), so each distinct
 * reference is stored once and a page is a list of indexes into that table.
 */

/** Distinct references: `where[i]` (e.g. 'a href') holds `url[i]`, the address as written. */
export interface ReferenceTable {
  readonly where: readonly string[];
  readonly url: readonly string[];
}

/** A page's kept references: the digest of the page they were read from, and indexes into the table. */
export interface KeptPage {
  readonly digest: string;
  readonly refs: readonly number[];
}

/** The kept file: its table and, by page path, each page's references. */
export interface LinkRecords extends ReferenceTable {
  readonly pages: ReadonlyMap<string, KeptPage>;
}

/** A page's references to keep: indexes into `table`, and the digest of the page they were read from. */
export interface PageReferencesToKeep {
  readonly path: string;
  readonly digest: string;
  readonly refs: readonly number[];
  readonly table: ReferenceTable;
}

/** The file's format; a file of another version is not read. */
const LINK_RECORDS_VERSION = 1;

/** The file as written: attributes stored once too, `where` holding indexes into them. */
interface LinkRecordsFile {
  version: number;
  attributes: string[];
  where: number[];
  url: string[];
  pages: Record<string, [digest: string, refs: number[]]>;
}

/**
 * A copy of a string cut from a page that does not hold on to the page: V8 keeps a substring
 * as a view of the whole text, so a remembered address would keep every page in memory.
 */
function detached(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

/** Gathers references as pages are read, giving each distinct one an index. */
export class ReferenceCollector implements ReferenceTable {
  readonly where: string[] = [];
  readonly url: string[] = [];
  readonly #ids = new Map<string, Map<string, number>>();

  /** The index of a reference, added when new (a copy of `url`, which may be cut from a page). */
  idOf(where: string, url: string): number {
    let byUrl = this.#ids.get(where);
    if (byUrl === undefined) {
      byUrl = new Map();
      this.#ids.set(where, byUrl);
    }
    let id = byUrl.get(url);
    if (id === undefined) {
      id = this.url.length;
      const own = detached(url);
      byUrl.set(own, id);
      this.where.push(where);
      this.url.push(own);
    }
    return id;
  }
}

const isIndexList = (value: unknown, below: number): value is number[] =>
  Array.isArray(value) && value.every((item) => Number.isInteger(item) && item >= 0 && item < below);

const isStringList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

/** The file's table, when its parts are what they must be. */
function tableOf(kept: Readonly<Record<string, unknown>>): ReferenceTable | undefined {
  const { attributes, where, url } = kept;
  if (!isStringList(attributes) || !isStringList(url)) return undefined;
  if (!isIndexList(where, attributes.length) || where.length !== url.length) return undefined;
  return { where: where.map((index) => attributes[index] ?? ''), url };
}

/** The file's JSON object; undefined when there is no file, or it is not a JSON object. */
function parsedObject(file: string): Readonly<Record<string, unknown>> | undefined {
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The records kept at `file`; undefined when there is none, or it is unreadable, torn or of
 * another version. A page entry that is not well formed is left out (that page is read).
 */
export function readLinkRecords(file: string): LinkRecords | undefined {
  const kept = parsedObject(file);
  if (kept?.['version'] !== LINK_RECORDS_VERSION) return undefined;
  const entries = kept['pages'];
  const table = tableOf(kept);
  if (typeof entries !== 'object' || entries === null || table === undefined) return undefined;
  const pages = new Map<string, KeptPage>();
  for (const [path, entry] of Object.entries(entries)) {
    if (!Array.isArray(entry)) continue;
    const [digest, refs] = entry as unknown[];
    if (typeof digest === 'string' && isIndexList(refs, table.url.length)) pages.set(path, { digest, refs });
  }
  return { ...table, pages };
}

/** The records of `pages` in the file's form, their references into one table of those they use. */
function fileOf(pages: readonly PageReferencesToKeep[]): LinkRecordsFile {
  const collector = new ReferenceCollector();
  const remapped = new Map<ReferenceTable, Int32Array>();
  const entries: LinkRecordsFile['pages'] = {};
  for (const { path, digest, refs, table } of [...pages].sort((a, b) => (a.path < b.path ? -1 : 1))) {
    let ids = remapped.get(table);
    if (ids === undefined) {
      ids = new Int32Array(table.url.length).fill(-1);
      remapped.set(table, ids);
    }
    const own = ids;
    entries[path] = [
      digest,
      refs.map((ref) => {
        if ((own[ref] ?? -1) < 0) own[ref] = collector.idOf(table.where[ref] ?? '', table.url[ref] ?? '');
        return own[ref] ?? -1;
      }),
    ];
  }
  const attributes = [...new Set(collector.where)];
  const where = collector.where.map((name) => attributes.indexOf(name));
  return { version: LINK_RECORDS_VERSION, attributes, where, url: collector.url, pages: entries };
}

/**
 * Keeps the references of `pages` (and of no other page) at `file`, written whole
 * (`writeWholeFile`): a build reading it meanwhile, or writing it too, sees one build's whole
 * file or the other's.
 */
export function writeLinkRecords(file: string, pages: readonly PageReferencesToKeep[]): void {
  mkdirSync(dirname(file), { recursive: true });
  writeWholeFile(file, JSON.stringify(fileOf(pages)));
}
