import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Combined,
  CombinedSchema,
  CompositionDetailSchema,
  listAnswer,
  LiveStreamSchema,
  ProgramDetailSchema,
} from '../../src/lib/api/contract.ts';
import { importCatalog } from '../../server/src/catalog/import-catalog.ts';
import { LONG_IDENTIFIER, PERFORMANCES, RECORDINGS } from '../fixtures/catalog/small-catalog-keys.ts';
import { smallCatalog } from '../fixtures/catalog/small-catalog.ts';
import { getOk } from './support/catalog-http.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/** Derived fields of /combined/, composition and program details, and live streams. */
describe('catalogue answers: people, compositions, programs, live streams', () => {
  let server: TestServer;
  let combined: Combined;
  const person = (identifier: string) => combined.people.find((p) => p.identifier === identifier)!;
  const composition = (identifier: string) => combined.compositions.find((c) => c.identifier === identifier)!;
  const program = (identifier: string) => combined.programs.find((p) => p.identifier === identifier)!;
  const idOf = (identifier: string) => person(identifier).id;
  const detailOf = (identifier: string) => getOk(server, `/api/2/compositions/${identifier}/`);

  beforeAll(async () => {
    server = await startTestServer({ prepare: (db) => importCatalog(db, smallCatalog) });
    combined = CombinedSchema.parse(await getOk(server, '/api/2/combined/'));
  });
  afterAll(() => server.close());

  it('names people, derives their years, and sorts them by sort name', () => {
    expect(combined.people.map((p) => p.sort_name)).toEqual([
      'Bach, Johann Sebastian',
      'Beethoven, Ludwig van',
      'Brandt, Ilse',
      'Composer, Hidden',
      'Dvořák, Antonín',
      'Kessler, Marta',
      'Lindqvist, Ava',
      'Monk, Anonymous',
      'Reyes, Jonah',
      'Saint Paul Chorus',
      'Stravinsky, Igor',
    ]);
    expect(person('ludwig-van-beethoven')).toMatchObject({
      full_name: 'Ludwig van Beethoven',
      years: '1770–1827',
      country: { identifier: 'german', title: 'German' },
    });
    expect(person('saint-paul-chorus')).toMatchObject({ first_name: '', full_name: 'Saint Paul Chorus' });
    expect(person('johann-sebastian-bach').years).toBe('c. 1685–1750');
    expect(person('ava-lindqvist').years).toBe('b. 1971');
    expect(person('anonymous-monk').years).toBe('d. 1150');
    expect(person('marta-kessler')).toMatchObject({ years: '', custom_title: 'Artistic Partner', country: null });
    expect(person('ludwig-van-beethoven').preferred_image?.renditions.thumbnail).toBe(
      '/media/images/people/ludwig-van-beethoven.thumbnail.jpg',
    );
  });

  it('derives kinds from visible roles, and the primary kind from them', () => {
    const kinds = (id: string) => [person(id).kinds, person(id).primaryKind];
    expect(kinds('antonin-dvorak')).toEqual([['composer'], 'composer']);
    expect(kinds('igor-stravinsky')).toEqual([['composer'], 'composer']);
    expect(kinds('marta-kessler')).toEqual([['conductor'], 'conductor']);
    expect(kinds('ilse-brandt')).toEqual([['performer', 'conductor'], 'performer']);
    expect(kinds('saint-paul-chorus')).toEqual([['performer'], 'performer']);
    // Their only works are unlisted, so they have no visible role and keep the document's kind.
    expect(kinds('hidden-composer')).toEqual([[], 'composer']);
    expect(kinds('anonymous-monk')).toEqual([[], 'performer']);
  });

  it('sorts compositions by composer sort name, then title, anonymous works last', () => {
    expect(combined.compositions.map((c) => c.identifier)).toEqual([
      'prelude-in-e-major',
      'symphony-no-3-eroica',
      'fragment',
      'sketches',
      'lost-work',
      'serenade-for-strings',
      LONG_IDENTIFIER,
      'northern-lights',
      'chant-for-advent',
    ]);
  });

  it('derives credits, flags and people of compositions from their listed performances', () => {
    expect(composition('symphony-no-3-eroica')).toMatchObject({
      combined_composer_arranger_credit: 'Beethoven',
      has_video: true,
      has_audio: true,
      has_premiere: false,
      conductor_ids: [idOf('marta-kessler')],
      performer_ids: [],
      unlisted: false,
      opus: 'Op. 55',
      genre: [{ identifier: 'symphony', title: 'Symphony' }],
      country: { identifier: 'german', title: 'German' },
    });
    expect(composition('prelude-in-e-major')).toMatchObject({
      combined_composer_arranger_credit: 'Bach, arr. Stravinsky',
      has_video: false,
      has_audio: false,
      unlisted: false,
      arranger: { identifier: 'igor-stravinsky', sort_name: 'Stravinsky, Igor' },
    });
    expect(composition('serenade-for-strings')).toMatchObject({
      has_video: false,
      has_audio: true,
      performer_ids: [idOf('jonah-reyes'), idOf('ilse-brandt')].sort((a, b) => a - b),
      preferred_image: { url: '/media/images/people/antonin-dvorak.jpg' },
    });
    expect(composition('northern-lights')).toMatchObject({
      spco_commission: true,
      has_premiere: true,
      has_video: true,
      has_audio: true,
      performer_ids: [idOf('jonah-reyes')],
    });
    expect(composition('chant-for-advent')).toMatchObject({
      combined_composer_arranger_credit: '',
      composer: null,
      country: null,
      genre: [],
      preferred_image: null,
      conductor_ids: [idOf('ilse-brandt')],
      performer_ids: [idOf('saint-paul-chorus')],
      hasDetail: true,
      forDisplay: true,
    });
  });

  it('unlists compositions by hand, without a listed performance, or without any performance', () => {
    expect(composition('sketches')).toMatchObject({ unlisted: true, has_audio: true });
    expect(composition('fragment')).toMatchObject({ unlisted: true, has_audio: false, has_video: false });
    expect(composition('lost-work')).toMatchObject({ unlisted: true, forDisplay: false });
    expect(
      combined.compositions
        .filter((c) => c.unlisted)
        .map((c) => c.identifier)
        .sort(),
    ).toEqual(['fragment', LONG_IDENTIFIER, 'lost-work', 'sketches'].sort());
  });

  it('details a composition with every performance, newest first, unlisted ones flagged', async () => {
    const eroica = CompositionDetailSchema.parse(await detailOf('symphony-no-3-eroica'));
    expect(eroica.performances.map((p) => [p.uuid, p.unlisted])).toEqual([
      [PERFORMANCES.eroicaWinter, false],
      [PERFORMANCES.eroicaSpring, false],
      [PERFORMANCES.eroicaUnlisted, true],
    ]);
    expect(eroica.primary_program_note).toEqual({
      text: '<p>A symphony for a hero.</p>',
      formatted_credit_html: 'Note by <em>Jane Doe</em>',
    });
    const spring = eroica.performances[1]!;
    expect(spring).toMatchObject({
      composition_id: eroica.id,
      position: 1,
      has_video: true,
      has_audio: true,
      program: { identifier: 'spring-festival-2024', formatted_date_range: 'March 3–5, 2024' },
      conductor: { identifier: 'marta-kessler', full_name: 'Marta Kessler' },
      program_note: { text: '<p>Tonight’s Eroica.</p>', formatted_credit_html: '' },
      chapter_captions_url: '/media/video/v01/chapters.vtt',
    });
    expect(spring.recordings.map((r) => [r.uuid, r.type, r.duration_ms])).toEqual([
      [RECORDINGS.eroicaVideo, 'V', 60_000],
      [RECORDINGS.eroicaAudio, 'A', 90_000],
    ]);
    expect(spring.recordings[0]!.movement_cuepoints[1]).toEqual({ title: 'II. Marcia funebre', start: 20 });
    expect(spring.recordings[1]).toMatchObject({ captions_url: null, cuepoint_webvtt: null, preferred_image: null });
  });

  it('orders featured artists by sequence and keeps their roles', async () => {
    const serenade = CompositionDetailSchema.parse(await detailOf('serenade-for-strings'));
    expect(serenade.performances[0]!.featured_artists).toEqual([
      { artist: expect.objectContaining({ identifier: 'ilse-brandt' }) as unknown, roles: ['cello'], sequence: 0 },
      { artist: expect.objectContaining({ identifier: 'jonah-reyes' }) as unknown, roles: ['violin'], sequence: 1 },
    ]);
    const lost = CompositionDetailSchema.parse(await detailOf('lost-work'));
    expect(lost).toMatchObject({ performances: [], primary_program_note: null });
    const lights = CompositionDetailSchema.parse(await detailOf('northern-lights'));
    const studio = lights.performances.find((p) => p.uuid === PERFORMANCES.northernLightsStudio)!;
    expect(studio).toMatchObject({ program: null, start_date_time: null, conductor: null, position: 0 });
  });

  it('formats program dates in Central time and orders programs by end date, newest first', () => {
    expect(combined.programs.map((p) => [p.identifier, p.formatted_date_range])).toEqual([
      ['new-year-celebration', 'December 31, 2024–January 2, 2025'],
      ['winter-light', 'March 30–April 1, 2024'],
      ['spring-festival-2024', 'March 3–5, 2024'],
      ['chamber-evening', 'October 12, 2023'],
    ]);
    expect(program('winter-light')).toMatchObject({
      date: '2024-03-31T00:30:00Z',
      end_date_time: '2024-04-02T02:00:00Z',
    });
  });

  it('derives program flags from listed performances and the whole-concert video', () => {
    const flags = (id: string) => {
      const p = program(id);
      return [p.unlisted, p.has_video, p.has_audio, p.has_playable_performance];
    };
    expect(flags('spring-festival-2024')).toEqual([false, true, true, true]);
    expect(flags('winter-light')).toEqual([false, false, true, true]);
    expect(flags('new-year-celebration')).toEqual([true, false, true, true]);
    expect(flags('chamber-evening')).toEqual([false, false, false, false]);
  });

  it('details a program with its listed performances by position and its related features', async () => {
    const spring = ProgramDetailSchema.parse(await getOk(server, '/api/2/programs/spring-festival-2024/'));
    expect(spring.composition_performances.map((cp) => [cp.composition.identifier, cp.performance.position])).toEqual([
      ['northern-lights', 0],
      ['symphony-no-3-eroica', 1],
      ['serenade-for-strings', 2],
    ]);
    expect(spring).toMatchObject({
      has_full_video: true,
      underwriter_name: 'The Lake Foundation',
      description: '<p>Three nights of music.</p>',
      underwriter_logo: {
        url: '/media/images/logos/lake-foundation.png',
        renditions: {
          wd_256x144: '/media/images/logos/lake-foundation.wd_256x144.jpg',
        },
      },
      related_media_features: [
        {
          media_feature: { identifier: 'meet-marta-kessler', title: 'Meet Marta Kessler' },
          description: '<p>Our conductor.</p>',
        },
      ],
    });
    const evening = ProgramDetailSchema.parse(await getOk(server, '/api/2/programs/chamber-evening/'));
    expect(evening).toMatchObject({
      composition_performances: [],
      related_media_features: [],
      underwriter_logo: null,
      has_full_video: false,
      preferred_image: null,
    });
  });

  it('lists every live stream by start time, with its program, underwriters and defaults', async () => {
    const streams = listAnswer(LiveStreamSchema).parse(await getOk(server, '/api/2/live_streams/')).results;
    expect(streams.map((s) => [s.identifier, s.start_date_time])).toEqual([
      ['sample-stream', '2026-01-01T18:00:00Z'],
      ['earlier-stream', '2026-11-01T01:00:00Z'],
      ['unlisted-stream', '2026-11-15T01:00:00Z'],
      ['offline-stream', '2026-11-20T07:00:00Z'],
      ['spring-gala-live', '2026-12-01T01:00:00Z'],
    ]);
    const gala = streams[4]!;
    expect(gala.program?.composition_performances.map((p) => [p.composition.identifier, p.premiere])).toEqual([
      ['northern-lights', 'World premiere'],
      ['symphony-no-3-eroica', ''],
      ['serenade-for-strings', ''],
    ]);
    expect(gala).toMatchObject({
      status: null,
      program_duration: 180,
      chat_code: 'chat-123',
      show_link_to_program: true,
      program: { identifier: 'spring-festival-2024', print_program_url: '/programs/spring-gala.pdf' },
      preferred_image: { url: '/media/images/programs/spring-festival.jpg' },
      media_underwriters: [
        { name: 'The Lake Foundation', link: 'https://lake.example' },
        { name: 'Friends of the Orchestra', link: '', media_underwriter_logo: null },
      ],
    });
    expect(gala.program?.composition_performances[0]?.featured_artists[0]?.roles).toEqual(['violin', 'narrator']);
    expect(streams[0]).toMatchObject({ is_sample_stream: true, program_duration: 30, program: null });
    expect(streams[1]).toMatchObject({ status: 'C', can_replay: true, replay_end_time: null });
    expect(streams[2]!.status).toBe('U');
    expect(streams[3]!.stream_error_message).toBe('The stream is offline.');
  });
});
