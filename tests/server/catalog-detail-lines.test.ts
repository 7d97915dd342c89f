import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CompositionDetailSchema,
  DETAIL_LINES_PATHS,
  DETAIL_LINES_TYPE,
  detailLineSchema,
  ProgramDetailSchema,
} from '../../src/lib/api/contract.ts';
import { importCatalog } from '../../server/src/catalog/import-catalog.ts';
import { smallCatalog } from '../fixtures/catalog/small-catalog.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** Each bulk answer with the per-record call of its records and its line's contract. */
const KINDS = [
  {
    path: `/api/2${DETAIL_LINES_PATHS.compositions}`,
    record: (id: string) => `/api/2/compositions/${id}/`,
    line: detailLineSchema(CompositionDetailSchema),
    count: smallCatalog.compositions?.length ?? 0,
  },
  {
    path: `/api/2${DETAIL_LINES_PATHS.programs}`,
    record: (id: string) => `/api/2/programs/${id}/`,
    line: detailLineSchema(ProgramDetailSchema),
    count: smallCatalog.programs?.length ?? 0,
  },
] as const;

const IDENTITY = { 'accept-encoding': 'identity' };

/** The lines of a bulk answer: each ends with `\n`. */
async function linesOf(response: Response): Promise<string[]> {
  const text = await response.text();
  expect(text.endsWith('\n')).toBe(true);
  return text.slice(0, -1).split('\n');
}

describe('the bulk detail answers', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ prepare: (db) => importCatalog(db, smallCatalog) });
  });
  afterAll(() => server.close());

  it('answer every record as NDJSON: its identifier, its own ETag and the very answer of its detail call', async () => {
    for (const kind of KINDS) {
      const response = await fetch(`${server.url}${kind.path}?format=json`, { headers: IDENTITY });
      expect(response.status, kind.path).toBe(200);
      expect(response.headers.get('content-type')).toBe(`${DETAIL_LINES_TYPE}; charset=utf-8`);
      const lines = await linesOf(response);
      expect(lines).toHaveLength(kind.count);
      for (const text of lines) {
        const line = kind.line.parse(JSON.parse(text));
        const own = await fetch(server.url + kind.record(line.identifier), { headers: IDENTITY });
        expect(line.etag).toBe(own.headers.get('etag'));
        // Byte for byte: the line holds the detail call's body as that call serialises it.
        expect(text).toContain(`"detail":${await own.text()}}`);
      }
    }
  });

  it('answer with and without the slash, with a strong ETag, Cache-Control, and 304 to If-None-Match', async () => {
    for (const { path } of KINDS) {
      const first = await fetch(server.url + path, { headers: IDENTITY });
      const etag = first.headers.get('etag') ?? '';
      expect(etag).toMatch(/^"[A-Za-z0-9_-]{32}"$/);
      expect(first.headers.get('cache-control')).toBe('public, max-age=60');
      const withoutSlash = await fetch(server.url + path.slice(0, -1), { headers: IDENTITY });
      expect(await withoutSlash.text()).toBe(await first.text());
      const again = await fetch(server.url + path, { headers: { ...IDENTITY, 'if-none-match': etag } });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    }
  });

  it('compress for clients that accept it, and call an answer current across codings', async () => {
    const { path } = KINDS[0];
    const plain = await fetch(server.url + path, { headers: IDENTITY });
    const plainText = await plain.text();
    for (const coding of ['br', 'gzip']) {
      const encoded = await fetch(server.url + path, { headers: { 'accept-encoding': coding } });
      expect(encoded.headers.get('content-encoding')).toBe(coding);
      expect(encoded.headers.get('etag')).toBe(`${plain.headers.get('etag')?.slice(0, -1)}-${coding}"`);
      expect(await encoded.text()).toBe(plainText);
      const current = await fetch(server.url + path, {
        headers: { 'accept-encoding': coding, 'if-none-match': plain.headers.get('etag') ?? '' },
      });
      expect(current.status).toBe(304);
    }
  });

  it('change with the catalogue: a new ETag, and the changed record with its new ETag', async () => {
    const { path, record } = KINDS[0];
    const before = await fetch(server.url + path, { headers: IDENTITY });
    const etag = before.headers.get('etag') ?? '';
    const renamed = smallCatalog.compositions?.map((c) =>
      c.identifier === 'fragment' ? { ...c, title: 'Fragment (revised)' } : c,
    );
    await importCatalog(server.db, { ...smallCatalog, compositions: renamed });
    server.clock.advance(1_000);
    const after = await fetch(server.url + path, { headers: { ...IDENTITY, 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('etag')).not.toBe(etag);
    const lines = (await linesOf(after)).map((text) => KINDS[0].line.parse(JSON.parse(text)));
    const fragment = lines.find((line) => line.identifier === 'fragment');
    expect(fragment?.detail.title).toBe('Fragment (revised)');
    const own = await fetch(server.url + record('fragment'), { headers: IDENTITY });
    expect(fragment?.etag).toBe(own.headers.get('etag'));
  });
});
