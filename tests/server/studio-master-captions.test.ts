import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAPTION_MESSAGES, CAPTIONS_MAX_BYTES } from '../../src/lib/studio/caption-languages.ts';
import { MasterSchema, STUDIO_PATHS } from '../../src/lib/studio/contract.ts';
import type { Master } from '../../src/lib/studio/masters.ts';
import { CAPTION_REFUSALS } from '../../server/src/media/processing/caption-refusals.ts';
import { formatTimestamp } from '../../server/src/media/processing/caption-times.ts';
import { recordMaster } from '../../server/src/media/uploads/master-rows.ts';
import { makeMedia, sineInput, useMediaFolder } from '../support/media-fixtures.ts';
import { masters, masterWhen, mediaServer, uploadMaster } from './support/master-requests.ts';
import { auditEntries } from './support/audit-requests.ts';
import { createStaff, expectStatus, studio } from './support/studio-requests.ts';

const WEBVTT = [
  'WEBVTT - the evening',
  '',
  'NOTE checked by the librettist',
  '',
  'intro',
  '00:00.000 --> 00:01.200 line:0',
  'Welcome.',
  '',
  '00:01.500 --> 00:02.800',
  '<i>Andante</i>',
  '',
].join('\n');

const SRT = [
  '1',
  '00:00:00,000 --> 00:00:01,000',
  '<i>Bonsoir</i> & bienvenue',
  '',
  '2',
  '00:00:01,500 --> 00:00:02,500',
  '{\\an8}Fin',
  '',
].join('\r\n');

/** A master's captions, uploaded and removed over real HTTP on SQLite and PostgreSQL. */
describe('captions of masters', () => {
  const media = useMediaFolder();
  let place: Awaited<ReturnType<typeof mediaServer>>;
  let made: Master;

  beforeAll(async () => {
    place = await mediaServer('worker');
    const wav = await makeMedia(media(), 'night.wav', sineInput(3));
    const master = await uploadMaster(place.server, place.staff, wav, 'Night.wav');
    made = await masterWhen(place.server, place.staff, master.id, 'the renditions', (m) => m.job?.state === 'done');
  });
  afterAll(async () => {
    await place.server.close();
    rmSync(place.mediaRoot, { recursive: true, force: true });
    rmSync(place.uploadDir, { recursive: true, force: true });
  });

  const put = (language: string, body: string, type = 'text/vtt', id = made.id) =>
    studio(place.server, 'PUT', STUDIO_PATHS.masterCaptions(id, language), {
      token: place.staff.token,
      body,
      headers: { 'content-type': type },
    });
  const remove = (language: string) =>
    studio(place.server, 'DELETE', STUDIO_PATHS.masterCaptions(made.id, language), { token: place.staff.token });
  const stored = (url: string) => readFileSync(join(place.mediaRoot, url.replace(/^\/media\//, '')), 'utf8');

  it('takes a WebVTT file, stores it checked under a name made from its content, and serves it to anyone', async () => {
    const master = MasterSchema.parse(expectStatus(await put('en', WEBVTT), 200));
    expect(master.captions).toEqual([
      {
        language: 'en',
        label: 'English',
        url: expect.stringMatching(
          new RegExp(`^/media/masters/${made.id}/captions\\.en\\.[0-9a-f]{8}\\.vtt$`),
        ) as string,
      },
    ]);
    const url = master.captions[0]?.url ?? '';
    // Written again from its cues: the note and the cue settings the check passed over are not kept.
    expect(stored(url)).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:01.200\nWelcome.\n\n00:00:01.500 --> 00:00:02.800\n<i>Andante</i>\n',
    );
    const served = await fetch(`${place.server.url}${url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(await served.text()).toBe(stored(url));
    // The list says it too.
    expect((await masters(place.server, place.staff)).find((m) => m.id === made.id)?.captions).toEqual(master.captions);
  });

  it('converts SubRip, told by its type or by its first lines, and names a language in English', async () => {
    const french = MasterSchema.parse(expectStatus(await put('fr', SRT, 'application/x-subrip'), 200));
    const track = french.captions.find((each) => each.language === 'fr');
    expect(track?.label).toBe('French');
    expect(stored(track?.url ?? '')).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:01.000\n<i>Bonsoir</i> &amp; bienvenue\n\n00:00:01.500 --> 00:00:02.500\nFin\n',
    );
    const brazilian = MasterSchema.parse(expectStatus(await put('PT-br', SRT, 'text/plain'), 200));
    expect(brazilian.captions.map((each) => [each.language, each.label])).toEqual([
      ['en', 'English'],
      ['fr', 'French'],
      ['pt-BR', 'Brazilian Portuguese'],
    ]);
  });

  it('refuses a file with the sentence naming the line to fix, and keeps what the master had', async () => {
    const late = 'WEBVTT\n\n00:00.000 --> 00:01.000\nOne\n\n00:02.000 --> 00:09.000\nToo late\n';
    expect(await put('de', late)).toMatchObject({
      status: 400,
      body: { detail: CAPTION_REFUSALS.pastEnd(6, formatTimestamp(made.played_ms ?? 0)) },
    });
    expect(await put('de', 'Bonsoir')).toMatchObject({ status: 400, body: { detail: CAPTION_REFUSALS.noHeader() } });
    expect(await put('de', '1\n00:00:00.000 --> 00:00:01,000\nHallo\n', 'application/x-subrip')).toMatchObject({
      status: 400,
      body: { detail: CAPTION_REFUSALS.badTiming(2) },
    });
    const latin1 = await fetch(`${place.server.url}${STUDIO_PATHS.masterCaptions(made.id, 'de')}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${place.staff.token}`, 'content-type': 'text/vtt' },
      body: Buffer.from('WEBVTT\n\n00:00.000 --> 00:01.000\nGr\u00fc\u00dfe\n', 'latin1'),
    });
    expect(latin1.status).toBe(400);
    expect(await latin1.json()).toEqual({ detail: CAPTION_REFUSALS.notUtf8() });
    expect(await put('de', `WEBVTT\n\n${'x'.repeat(CAPTIONS_MAX_BYTES)}`)).toMatchObject({
      status: 413,
      body: { detail: CAPTION_MESSAGES.tooLarge },
    });
    const [master] = (await masters(place.server, place.staff)).filter((m) => m.id === made.id);
    expect(master?.captions.map((each) => each.language)).toEqual(['en', 'fr', 'pt-BR']);
  });

  it('refuses a language it cannot name, a master not made yet, and one that does not exist', async () => {
    for (const tag of ['english', 'xx', 'en_US'])
      expect(await put(tag, WEBVTT)).toMatchObject({
        status: 400,
        body: { detail: CAPTION_MESSAGES.badLanguage(tag) },
      });
    const waiting = await recordMaster(place.server.db, {
      uploadId: 'waiting',
      filename: 'Waiting.wav',
      kind: 'audio',
      bytes: 10,
      sha256: '0'.repeat(64),
      staffId: null,
      at: new Date(),
    });
    expect(await put('en', WEBVTT, 'text/vtt', waiting)).toMatchObject({
      status: 409,
      body: { detail: CAPTION_MESSAGES.notMade },
    });
    expect(await put('en', WEBVTT, 'text/vtt', 999_999)).toMatchObject({ status: 404 });
  });

  it('replaces a language with a file of a new name, leaving the old one for pages published before', async () => {
    const before = (await masters(place.server, place.staff)).find((m) => m.id === made.id)?.captions[0]?.url ?? '';
    const again = MasterSchema.parse(expectStatus(await put('en', `${WEBVTT}\n00:02.800 --> 00:03.000\nBravo\n`), 200));
    const english = again.captions.filter((each) => each.language === 'en');
    expect(english).toHaveLength(1);
    expect(english[0]?.url).not.toBe(before);
    expect(stored(english[0]?.url ?? '')).toMatch(/Bravo\n$/);
    expect(existsSync(join(place.mediaRoot, before.replace(/^\/media\//, '')))).toBe(true);
  });

  it('removes a language, keeps its file, and says so when it had none', async () => {
    const french = (await masters(place.server, place.staff)).find((m) => m.id === made.id)?.captions[1];
    expect(french?.language).toBe('fr');
    const after = MasterSchema.parse(expectStatus(await remove('fr'), 200));
    expect(after.captions.map((each) => each.language)).toEqual(['en', 'pt-BR']);
    expect(existsSync(join(place.mediaRoot, (french?.url ?? '').replace(/^\/media\//, '')))).toBe(true);
    expect(await remove('fr')).toMatchObject({
      status: 404,
      body: { detail: CAPTION_MESSAGES.noSuchLanguage('French') },
    });
  });

  it('logs each file uploaded, replaced or removed, by language, and no refused one', async () => {
    const admin = await createStaff(place.server, 'admin@example.org', 'admin');
    const log = await auditEntries(place.server, admin, { entity_type: 'captions', record_id: made.id });
    const language = (entry: (typeof log)[number]) =>
      entry.changes['language']?.after ?? entry.changes['language']?.before ?? null;
    // Newest first; the replacement keeps its language, so its file's name says it.
    expect(log.map((entry) => [entry.action, entry.staff_id, language(entry)])).toEqual([
      ['delete', place.staff.staff.id, 'fr'],
      ['upload', place.staff.staff.id, null],
      ['upload', place.staff.staff.id, 'pt-BR'],
      ['upload', place.staff.staff.id, 'fr'],
      ['upload', place.staff.staff.id, 'en'],
    ]);
    const file = (tag: string) =>
      expect.stringMatching(new RegExp(`^/media/masters/${made.id}/captions\\.${tag}\\.[0-9a-f]{8}\\.vtt$`)) as string;
    expect(log[0]?.changes).toEqual({
      language: { before: 'fr', after: null },
      label: { before: 'French', after: null },
      file: { before: file('fr'), after: null },
    });
    expect(log[1]?.changes).toEqual({
      file: { before: file('en'), after: file('en') },
      bytes: { before: null, after: Buffer.byteLength(`${WEBVTT}\n00:02.800 --> 00:03.000\nBravo\n`) },
    });
    expect(log[4]?.changes).toEqual({
      language: { before: null, after: 'en' },
      label: { before: null, after: 'English' },
      file: { before: null, after: file('en') },
      bytes: { before: null, after: Buffer.byteLength(WEBVTT) },
    });
    // The master's id finds the master and its captions together.
    const byRecord = await auditEntries(place.server, admin, { record_id: made.id });
    expect(byRecord.map((entry) => entry.entity_type)).toEqual(expect.arrayContaining(['master', 'captions']));
  });
});
