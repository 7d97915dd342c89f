import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../server/src/db/database.ts';
import { bearer, createMediaFixture, IDS, insertStreamCatalog, insertUser } from './support/stream-fixtures.ts';
import { fetchAnswer } from './support/stream-requests.ts';
import { fetchMedia, playsCsv, playsReport, streamLinks } from './support/play-requests.ts';
import { createStaff } from './support/studio-requests.ts';
import { startTestServer, testSecretKey, type TestServer } from './support/test-server.ts';
import { testDialect } from './support/test-database.ts';

/** Noon in Chicago on 10 May 2026. */
const MAY_10 = '2026-05-10T17:00:00.000Z';
/** 10 pm in Chicago on 10 May, already 11 May in UTC: the day is Chicago's. */
const MAY_10_LATE = '2026-05-11T03:00:00.000Z';
const MAY_11 = '2026-05-11T17:00:00.000Z';
const MAY_12 = '2026-05-12T17:00:00.000Z';
/** The audio recording's length: its 50,000-byte fixture file is two minutes. */
const AUDIO_MS = 120_000;

async function prepare(db: Database): Promise<void> {
  await insertStreamCatalog(db);
  const composer = await db.get<{ id: number }>(
    "INSERT INTO people (identifier, first_name, last_name, primary_kind) VALUES ('dvorak', 'Antonín', 'Dvořák', 'composer') RETURNING id",
  );
  await db.run('UPDATE compositions SET publisher = \'Edition "Peters", Leipzig\', composer_id = ?', [
    composer?.id ?? 0,
  ]);
  await db.run('UPDATE recordings SET duration_ms = ? WHERE uuid = ?', [AUDIO_MS, IDS.recordingAudio]);
  await db.run('UPDATE recordings SET duration_ms = ? WHERE uuid = ?', [60_000, IDS.recordingVideo]);
}

describe('plays of performances', () => {
  let server: TestServer;
  let listener: string;
  let staffToken: string;
  const secret = testSecretKey();
  const media = createMediaFixture();

  beforeAll(async () => {
    server = await startTestServer({ env: { MEDIA_ROOT: media.root, SECRET_KEY: secret }, prepare });
    listener = await bearer(server, await insertUser(server.db, 'listener@example.com', true));
    staffToken = (await createStaff(server, 'rights@example.com', 'rights')).token;
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    await server.db.run('DELETE FROM play_counts');
    await server.db.run('DELETE FROM play_marks');
    server.clock.set(MAY_10);
  });

  it('counts nothing for a link that is issued and never used', async () => {
    await streamLinks(server, listener, 'performance', IDS.performanceBoth, { 'x-country-code': 'DE' });
    expect((await playsReport(server, staffToken, '2026-05-01', '2026-05-31')).works).toEqual([]);
  });

  it('counts one play for a link whose audio is fetched in many ranges, in the territory the proxy named', async () => {
    const links = await streamLinks(server, listener, 'performance', IDS.performanceBoth, { 'x-country-code': 'de' });
    const link = links.broadband_standard_dynamics ?? '';
    await fetchMedia(link, 'bytes=0-9999');
    await fetchMedia(link, 'bytes=10000-24999');
    await fetchMedia(link, 'bytes=25000-');
    const report = await playsReport(server, staffToken, '2026-05-10', '2026-05-10');
    expect(report.works).toEqual([
      {
        work: 'serenade',
        title: 'Serenade',
        composer: 'Antonín Dvořák',
        publisher: 'Edition "Peters", Leipzig',
        plays: 1,
        milliseconds: AUDIO_MS,
        territories: [{ territory: 'DE', plays: 1, milliseconds: AUDIO_MS }],
      },
    ]);
  });

  it('credits the share of the file a play fetched, and a territory of unknown without the header', async () => {
    const links = await streamLinks(server, listener, 'recording', IDS.recordingAudio);
    await fetchMedia(links.broadband_standard_dynamics ?? '', 'bytes=0-12499');
    const [work] = (await playsReport(server, staffToken, '2026-05-10', '2026-05-10')).works;
    expect(work?.territories).toEqual([{ territory: '', plays: 1, milliseconds: AUDIO_MS / 4 }]);
  });

  it('counts one play for an HLS video: the playlist and its segments, its minutes from the segments', async () => {
    const links = await streamLinks(server, listener, 'recording', IDS.recordingVideo, { 'x-country-code': 'FR' });
    const playlist = links.hls ?? '';
    await fetchMedia(playlist);
    await fetchMedia(new URL('segment-000.ts', playlist).href);
    await fetchMedia(new URL('segment-000.ts', playlist).href);
    const [work] = (await playsReport(server, staffToken, '2026-05-10', '2026-05-10')).works;
    expect(work?.territories).toEqual([{ territory: 'FR', plays: 1, milliseconds: 4_000 }]);
  });

  it('marks no links of a program, a feature or a live stream, and counts no plays of them', async () => {
    for (const [kind, uuid] of [
      ['program', IDS.programVideo],
      ['mediafeature', IDS.featureAudio],
      ['livestream', IDS.liveOn],
    ] as const) {
      const links = Object.values(await streamLinks(server, listener, kind, uuid));
      expect(links.length).toBeGreaterThan(0);
      for (const link of links) expect(link).toMatch(/\/media\/s\/\d+\/[A-Za-z0-9_-]+\/[a-z]/);
    }
    const program = await streamLinks(server, listener, 'program', IDS.programVideo);
    await fetchMedia(program.hls ?? '');
    await fetchMedia(new URL('segment-000.ts', program.hls).href);
    expect((await playsReport(server, staffToken, '2026-05-01', '2026-05-31')).works).toEqual([]);
  });

  it('refuses a marked link whose media signature was changed', async () => {
    const links = await streamLinks(server, listener, 'performance', IDS.performanceBoth);
    const link = links.broadband_standard_dynamics ?? '';
    const tampered = link.replace(/([A-Za-z0-9_-])\.--/, (_, last: string) => `${last === 'A' ? 'B' : 'A'}.--`);
    expect(tampered).not.toBe(link);
    expect((await fetchAnswer(tampered)).status).toBe(403);
  });

  it('does not count a play whose mark was changed, and still serves the media', async () => {
    const links = await streamLinks(server, listener, 'performance', IDS.performanceBoth, { 'x-country-code': 'DE' });
    const forged = (links.broadband_standard_dynamics ?? '').replace(/\.DE/, '.US');
    await fetchMedia(forged);
    expect((await playsReport(server, staffToken, '2026-05-10', '2026-05-10')).works).toEqual([]);
  });

  it('reports a period with known plays exactly, per day in Central time, and its CSV hides counts under 5', async () => {
    const play = async (at: string, country?: string) => {
      server.clock.set(at);
      const headers: Record<string, string> = country ? { 'x-country-code': country } : {};
      const links = await streamLinks(server, listener, 'performance', IDS.performanceBoth, headers);
      await fetchMedia(links.cellular_standard_dynamics ?? '');
    };
    for (let i = 0; i < 6; i += 1) await play(MAY_10, 'DE');
    await play(MAY_10_LATE, 'DE');
    await play(MAY_11);
    await play(MAY_11);
    await play(MAY_12, 'DE');
    const report = await playsReport(server, staffToken, '2026-05-10', '2026-05-11');
    expect(report.works.map(({ plays, territories }) => ({ plays, territories }))).toEqual([
      {
        plays: 9,
        territories: [
          { territory: 'DE', plays: 7, milliseconds: 7 * AUDIO_MS },
          { territory: '', plays: 2, milliseconds: 2 * AUDIO_MS },
        ],
      },
    ]);
    const csv = await playsCsv(server, staffToken, '2026-05-10', '2026-05-11', 'Edition "Peters", Leipzig');
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="plays-edition-peters-leipzig-2026-05-10-to-2026-05-11.csv"',
    );
    expect(csv.bom).toBe(true);
    expect(csv.lines).toEqual([
      'Work title,Composer,Publisher,Territory,Plays,Total minutes streamed',
      'Serenade,Antonín Dvořák,"Edition ""Peters"", Leipzig",DE,7,14.0',
      'Serenade,Antonín Dvořák,"Edition ""Peters"", Leipzig",unknown,<5,4.0',
      '',
    ]);
    const other = await playsCsv(server, staffToken, '2026-05-10', '2026-05-11', 'Schott');
    expect(other.lines).toEqual(['Work title,Composer,Publisher,Territory,Plays,Total minutes streamed', '']);
  });

  it('stores no personal data: the counts and the marks hold only these columns', async () => {
    const columns = async (table: string) =>
      testDialect === 'postgres'
        ? (
            await server.db.all<{ name: string }>(
              'SELECT column_name AS name FROM information_schema.columns WHERE table_name = ? AND table_schema = current_schema() ORDER BY ordinal_position',
              [table],
            )
          ).map((row) => row.name)
        : (await server.db.all<{ name: string }>(`SELECT name FROM pragma_table_info('${table}')`)).map(
            (row) => row.name,
          );
    expect(await columns('play_counts')).toEqual(['performance_uuid', 'territory', 'day', 'plays', 'milliseconds']);
    expect(await columns('play_marks')).toEqual(['mark', 'expires_at']);
  });

  it('refuses a period whose last day is before its first, and a listener', async () => {
    const { studio } = await import('./support/studio-requests.ts');
    const bad = await studio(server, 'GET', '/api/studio/plays/?from=2026-05-11&to=2026-05-10', { token: staffToken });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ to: ['The last day is before the first.'] });
    const listenerAnswer = await studio(server, 'GET', '/api/studio/plays/?from=2026-05-10&to=2026-05-10', {
      headers: { authorization: listener },
    });
    expect(listenerAnswer.status).toBe(403);
  });

  it('counts a play once when its requests reach two instances on one database', async () => {
    const second = await startTestServer({
      db: server.db,
      clock: server.clock,
      env: { MEDIA_ROOT: media.root, SECRET_KEY: secret },
    });
    try {
      const links = await streamLinks(server, listener, 'performance', IDS.performanceBoth, { 'x-country-code': 'NO' });
      const link = links.broadband_standard_dynamics ?? '';
      await fetchMedia(link, 'bytes=0-24999');
      await fetchMedia(link.replace(server.url, second.url), 'bytes=25000-');
      await second.close();
      const [work] = (await playsReport(server, staffToken, '2026-05-10', '2026-05-10')).works;
      expect(work?.territories).toEqual([{ territory: 'NO', plays: 1, milliseconds: AUDIO_MS }]);
    } finally {
      await second.close();
    }
  });
});
