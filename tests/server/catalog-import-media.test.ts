import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompositionDetailSchema, listAnswer, LiveStreamSchema } from '../../src/lib/api/contract.ts';
import { keptRecord } from '../../src/loaders/validate-records.ts';
import { CatalogImportError } from '../../server/src/catalog/catalog-import-error.ts';
import { readCatalogVersion } from '../../server/src/catalog/catalog-meta.ts';
import { exportCatalog } from '../../server/src/catalog/export-catalog.ts';
import { importCatalog, type MediaCheck } from '../../server/src/catalog/import-catalog.ts';
import type { CatalogDocumentInput } from '../../server/src/catalog/import-schema.ts';
import { folderMediaStore } from '../../server/src/storage/folder-media-store.ts';
import { PERFORMANCES } from '../fixtures/catalog/small-catalog-keys.ts';
import { smallCatalog } from '../fixtures/catalog/small-catalog.ts';
import { getOk } from './support/catalog-http.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

type Doc = CatalogDocumentInput;

/** The media folders a document names and the files their players ask for, as check-media.ts reads them. */
function mediaFolders(doc: Doc): Map<string, string[]> {
  const audio = ['broadband.m4a', 'cellular.m4a'];
  const video = ['index.m3u8'];
  const folders = new Map<string, string[]>();
  const add = (folder: string | null | undefined, files: string[]) => {
    if (folder) folders.set(folder, files);
  };
  for (const p of doc.performances ?? [])
    for (const r of p.recordings ?? []) add(r.media, r.type === 'A' ? audio : video);
  for (const p of doc.programs ?? []) add(p.full_video_media, video);
  for (const f of doc.media_features ?? []) add(f.media, f.type === 'A' ? audio : video);
  for (const c of doc.curated_collections ?? []) add(c.intro_media, video);
  for (const s of doc.live_streams ?? []) add(s.replay_media, video);
  return folders;
}

/** A media root of its own holding every folder and file a document names (empty files: only their presence counts). */
function mediaRootFor(doc: Doc): string {
  const root = mkdtempSync(join(tmpdir(), 'cl-media-'));
  for (const [folder, files] of mediaFolders(doc)) {
    mkdirSync(join(root, folder), { recursive: true });
    for (const file of files) writeFileSync(join(root, folder, file), '');
  }
  return root;
}

const [firstPerformance, ...otherPerformances] = smallCatalog.performances ?? [];
const first = firstPerformance!;

/** The fixture with the first performance's first recording playing `media`. */
function withFirstRecording(media: string): Doc {
  const recordings = (first.recordings ?? []).map((r, i) => (i === 0 ? { ...r, media } : r));
  return { ...smallCatalog, performances: [{ ...first, recordings }, ...otherPerformances] };
}

function withStream(change: Record<string, unknown>): Doc {
  const [stream, ...others] = smallCatalog.live_streams ?? [];
  return { ...smallCatalog, live_streams: [{ ...stream!, ...change }, ...others] };
}

async function refusal(work: Promise<unknown>): Promise<CatalogImportError> {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CatalogImportError);
  return error as CatalogImportError;
}

describe('catalogue import: media folders, links and empty values', () => {
  let server: TestServer;
  let root: string;
  let refuse: MediaCheck;
  beforeAll(async () => {
    server = await startTestServer();
    root = mediaRootFor(smallCatalog);
    refuse = { store: folderMediaStore(root), whenMissing: 'refuse' };
  });
  afterAll(async () => {
    await server.close();
    rmSync(root, { recursive: true, force: true });
  });

  it('imports when every media folder it names holds its files', async () => {
    const summary = await importCatalog(server.db, smallCatalog, { media: refuse });
    expect(summary.warnings).toEqual([]);
    expect(await readCatalogVersion(server.db)).toBe(1);
  });

  it('refuses a recording whose media folder is not there, naming the record, the field and the folder', async () => {
    const before = await exportCatalog(server.db);
    const error = await refusal(
      importCatalog(server.db, withFirstRecording('video/not-copied-yet'), { media: refuse }),
    );
    const recording = first.recordings?.[0];
    expect(recording?.type).toBe('V');
    expect(error.message).toContain(
      `performance '${first.uuid}' (${first.composition}): recordings[0].media: "video/not-copied-yet" is not a folder in the media root; ` +
        `expected a folder under ${root} holding index.m3u8`,
    );
    expect(error.problems).toHaveLength(1);
    expect(await exportCatalog(server.db)).toEqual(before);
    expect(await readCatalogVersion(server.db)).toBe(1);
  });

  it('refuses a folder that lacks a file its player asks for', async () => {
    const [folder] = [...mediaFolders(smallCatalog)].find(([, files]) => files.length === 2) ?? [];
    rmSync(join(root, folder!, 'cellular.m4a'));
    try {
      const error = await refusal(importCatalog(server.db, smallCatalog, { media: refuse }));
      expect(error.problems.map((p) => p.message).join('\n')).toContain(`"${folder!}" has no cellular.m4a; expected`);
    } finally {
      writeFileSync(join(root, folder!, 'cellular.m4a'), '');
    }
  });

  it('imports ahead of the media when told to, with one warning per missing folder', async () => {
    const doc = withFirstRecording('video/not-copied-yet');
    const summary = await importCatalog(server.db, doc, {
      media: { store: folderMediaStore(root), whenMissing: 'warn' },
    });
    expect(summary.warnings).toEqual([
      `performance '${first.uuid}' (${first.composition}): recordings[0].media: "video/not-copied-yet" is not a folder in the media root; ` +
        `expected a folder under ${root} holding index.m3u8`,
    ]);
    expect(await readCatalogVersion(server.db)).toBe(2);
    // Back to the fixture, as the other tests expect.
    await importCatalog(server.db, smallCatalog);
  });

  it('checks the demo catalogue against the media that ships with it', async () => {
    const { demoCatalog } = await import('../../server/seed/demo-catalog.ts');
    const media = { store: folderMediaStore(resolve('server/media')), whenMissing: 'refuse' } as const;
    const scratch = await startTestServer();
    try {
      const summary = await importCatalog(scratch.db, demoCatalog(new Date('2026-01-05T12:00:00Z')), { media });
      expect(summary.warnings).toEqual([]);
    } finally {
      await scratch.close();
    }
  });

  it('refuses a URL or an absolute path as a media folder, so no stream link can fail on one', async () => {
    const url = 'https://cdn.example.org/live/index.m3u8';
    const error = await refusal(importCatalog(server.db, withStream({ live_media: url })));
    const stream = smallCatalog.live_streams?.[0];
    expect(error.message).toContain(
      `live stream '${stream!.identifier}' (${stream!.title}): live_media: "${url}" is not a media folder; expected e.g. "video/live"`,
    );
    const absolute = await refusal(importCatalog(server.db, withFirstRecording('/srv/media/audio/a01')));
    expect(absolute.message).toContain(`recordings[0].media: "/srv/media/audio/a01" is not a media folder`);
  });

  it('takes an empty print_program_url, live_media or captions file as none, and the build keeps the stream', async () => {
    const [stream] = smallCatalog.live_streams ?? [];
    const recordings = (first.recordings ?? []).map((r) => ({ ...r, captions_url: '', cuepoint_webvtt: ' ' }));
    const doc = {
      ...withStream({ print_program_url: '', live_media: '' }),
      performances: [{ ...first, recordings, chapter_captions_url: '' }, ...otherPerformances],
    };
    await importCatalog(server.db, doc);
    const exported = await exportCatalog(server.db);
    const performance = exported.performances.find((p) => p.uuid === first.uuid);
    expect(performance?.chapter_captions_url).toBeNull();
    expect(performance?.recordings.map((r) => [r.captions_url, r.cuepoint_webvtt])).toEqual(
      recordings.map(() => [null, null]),
    );
    const answers = listAnswer(LiveStreamSchema.loose()).parse(await getOk(server, '/api/2/live_streams/')).results;
    const raw = answers.find((s) => s.identifier === stream!.identifier);
    expect(raw?.program?.print_program_url).toBeNull();
    // The build's own rule for keeping a list record: the contract, whole.
    expect(keptRecord(LiveStreamSchema, raw)).toMatchObject({ identifier: stream!.identifier });
    await importCatalog(server.db, smallCatalog);
  });

  it('keeps a video’s captions in every language through the import, the export and the answers', async () => {
    const captions = [
      { language: 'en', label: 'English', url: '/media/masters/12/captions.en.0a1b2c3d.vtt' },
      { language: 'pt-BR', label: 'Brazilian Portuguese', url: '/media/masters/12/captions.pt-BR.4e5f6a7b.vtt' },
    ];
    const recordings = (first.recordings ?? []).map((r, i) => (i === 0 ? { ...r, captions } : r));
    await importCatalog(server.db, { ...smallCatalog, performances: [{ ...first, recordings }, ...otherPerformances] });
    const exported = (await exportCatalog(server.db)).performances.find((p) => p.uuid === first.uuid);
    expect(exported?.recordings.map((r) => r.captions)).toEqual([captions, []]);
    // The answers read the new version once the server's clock has passed its check of the version.
    server.clock.advance(1_000);
    const detail = CompositionDetailSchema.parse(await getOk(server, `/api/2/compositions/${first.composition}/`));
    const answered = detail.performances.find((p) => p.uuid === first.uuid);
    expect(answered?.recordings.map((r) => r.captions)).toEqual([captions, []]);
    await importCatalog(server.db, smallCatalog);
  });

  it('refuses a printed programme that is neither a web address nor a path', async () => {
    const error = await refusal(importCatalog(server.db, withStream({ print_program_url: 'javascript:alert(1)' })));
    expect(error.message).toContain(
      `print_program_url: "javascript:alert(1)" is not a web address or a path; expected e.g. "https://`,
    );
    expect(PERFORMANCES.eroicaSpring).toBe(first.uuid);
  });
});
