import { describe, expect, it } from 'vitest';
import { CatalogDocumentSchema, type CatalogDocument } from '../../../server/src/catalog/import-schema.ts';
import { DEMO_MARKERS, demoCatalog } from '../../../server/seed/demo-catalog.ts';
import { LIVE_MEDIA } from '../../../server/seed/media-plan.ts';
import { streamStateAt, type DemoStreamState } from './support/live-stream-state.ts';

const NOW = new Date('2026-11-21T18:00:00Z');
const doc: CatalogDocument = CatalogDocumentSchema.parse(demoCatalog(NOW));

const byId = <T extends { identifier: string }>(list: readonly T[], id: string): T => {
  const found = list.find((x) => x.identifier === id);
  if (!found) throw new Error(`no '${id}'`);
  return found;
};
const performancesOf = (work: string) => doc.performances.filter((p) => p.composition === work);

describe('live streams, re-anchored to now', () => {
  const expected: Record<keyof typeof DEMO_MARKERS.liveStreams, DemoStreamState> = {
    inProgress: 'live',
    inProgressUnplayable: 'live',
    startingWithin15Minutes: 'within-15-minutes',
    laterToday: 'within-4-hours',
    futureDate: 'future',
    completeWithReplay: 'replay',
    completeWithoutReplay: 'complete',
    endedLongAgo: 'ended',
    sample: 'live',
    unlisted: 'unlisted',
  };

  it.each([
    ['an ordinary afternoon', '2026-11-21T18:00:00Z'],
    ['just before midnight in Chicago', '2026-11-22T05:55:00Z'],
    ['the morning clocks spring forward', '2027-03-14T08:10:00Z'],
    ['New Year’s Eve', '2026-12-31T23:59:59Z'],
  ])('covers every state on %s', (_, iso) => {
    const now = new Date(iso);
    const streams = CatalogDocumentSchema.parse(demoCatalog(now)).live_streams;
    for (const [marker, state] of Object.entries(expected)) {
      const id = DEMO_MARKERS.liveStreams[marker as keyof typeof expected];
      expect([marker, streamStateAt(byId(streams, id), now)]).toEqual([marker, state]);
    }
  });

  it('gives the in-progress stream a chat, and the broken one no feed but a message', () => {
    const live = byId(doc.live_streams, DEMO_MARKERS.liveStreams.inProgress);
    expect([live.status, live.live_media, live.chat_code !== '']).toEqual(['I', LIVE_MEDIA, true]);
    // A chat that must stay hidden until its stream goes live.
    const soon = byId(doc.live_streams, DEMO_MARKERS.liveStreams.startingWithin15Minutes);
    expect([soon.status, soon.chat_code !== '']).toEqual([null, true]);
    const broken = byId(doc.live_streams, DEMO_MARKERS.liveStreams.inProgressUnplayable);
    expect(broken.live_media).toBeNull();
    expect(broken.stream_error_message).not.toBe('');
  });

  it('plays replays from demo videos and links programs, underwriters, sponsors and printed programs', () => {
    const replay = byId(doc.live_streams, DEMO_MARKERS.liveStreams.completeWithReplay);
    expect(replay.replay_media).toMatch(/^video\/v0\d$/);
    expect(doc.live_streams.filter((s) => s.program !== null).length).toBeGreaterThanOrEqual(6);
    expect(
      doc.live_streams.some((s) => s.media_underwriters.length > 1 && s.media_underwriters.every((u) => u.logo)),
    ).toBe(true);
    expect(doc.live_streams.some((s) => s.grant_sponsor_notes !== '' && s.print_program_url)).toBe(true);
    expect(byId(doc.live_streams, DEMO_MARKERS.liveStreams.sample).is_sample_stream).toBe(true);
  });

  it('premieres a commission on the future stream', () => {
    const future = byId(doc.live_streams, DEMO_MARKERS.liveStreams.futureDate);
    const premiere = doc.performances.find((p) => p.program === future.program && p.premiere === 'World premiere');
    expect(premiere && byId(doc.compositions, premiere.composition).spco_commission).toBe(true);
  });
});

describe('the special cases the site must show', () => {
  it('restricts one program’s recordings to the United States', () => {
    const program = byId(doc.programs, DEMO_MARKERS.regionRestrictedProgram);
    expect(program.allowed_countries).toEqual(['US']);
    const recordings = doc.performances.filter((p) => p.program === program.identifier).flatMap((p) => p.recordings);
    expect(recordings.length).toBeGreaterThan(0);
    expect(recordings.every((r) => r.allowed_countries.join() === 'US')).toBe(true);
    const spring = performancesOf(DEMO_MARKERS.regionRestrictedComposition).flatMap((p) => p.recordings);
    expect(spring.every((r) => r.allowed_countries.join() === 'US')).toBe(true);
    const elsewhere = doc.performances.filter((p) => p.program !== program.identifier).flatMap((p) => p.recordings);
    expect(elsewhere.every((r) => r.allowed_countries.length === 0)).toBe(true);
  });

  it('unlists one composition by hand and one through its only performance', () => {
    const byHand = byId(doc.compositions, DEMO_MARKERS.unlistedByHand);
    expect(byHand.unlisted).toBe(true);
    expect(performancesOf(byHand.identifier).some((p) => !p.unlisted && p.recordings.length > 0)).toBe(true);
    const byPerformances = byId(doc.compositions, DEMO_MARKERS.unlistedByPerformances);
    expect(byPerformances.unlisted).toBe(false);
    expect(performancesOf(byPerformances.identifier).map((p) => p.unlisted)).toEqual([true]);
  });

  it('hides a few performances of compositions that stay listed, and unlists a few programs', () => {
    for (const { program, work } of DEMO_MARKERS.unlistedPerformances) {
      const all = performancesOf(work);
      expect(all.find((p) => p.program === program)?.unlisted).toBe(true);
      expect(all.some((p) => !p.unlisted)).toBe(true);
    }
    expect(
      doc.programs
        .filter((p) => p.unlisted)
        .map((p) => p.identifier)
        .sort(),
    ).toEqual([...DEMO_MARKERS.unlistedPrograms].sort());
  });

  it('has compositions that cannot be streamed', () => {
    for (const work of [DEMO_MARKERS.notStreamable, DEMO_MARKERS.notStreamableManyMovements]) {
      expect(performancesOf(work).length).toBeGreaterThan(0);
      expect(performancesOf(work).flatMap((p) => p.recordings)).toEqual([]);
    }
  });

  it('has a listed performance with a video and no audio, of a composition with audio elsewhere', () => {
    const { program, work } = DEMO_MARKERS.videoOnlyPerformance;
    const all = performancesOf(work);
    const videoOnly = all.find((p) => p.program === program);
    expect(videoOnly?.unlisted).toBe(false);
    expect(videoOnly?.recordings.map((r) => r.type)).toEqual(['V']);
    // Its composition page shows it beside a block that plays, so a link must land on the right one.
    expect(all.some((p) => p !== videoOnly && !p.unlisted && p.recordings.some((r) => r.type === 'A'))).toBe(true);
    expect(byId(doc.programs, program).unlisted).toBe(false);
  });

  it('has entities lacking optional fields', () => {
    const bare = byId(doc.people, DEMO_MARKERS.bareArtist);
    expect([bare.biography, bare.custom_title, bare.image, bare.birth_year, bare.country]).toEqual([
      '',
      '',
      null,
      null,
      null,
    ]);
    const studio = doc.performances.filter((p) => p.program === null);
    expect(studio.map((p) => p.composition).sort()).toEqual([...DEMO_MARKERS.studioSessions].sort());
    expect(studio.every((p) => p.start_date_time === null && p.conductor === null)).toBe(true);
    expect(doc.compositions.some((c) => c.opus === '' && c.image === null && c.program_note === null)).toBe(true);
    expect(doc.programs.some((p) => p.image === null && p.underwriter_name === '')).toBe(true);
    expect(doc.performances.some((p) => p.program !== null && p.conductor === null)).toBe(true);
  });

  it('names conductors, featured artists with roles in sequence, premieres and program notes with credits', () => {
    const featured = doc.performances.flatMap((p) => p.featured_artists);
    expect(featured.length).toBeGreaterThan(100);
    expect(featured.every((a) => a.roles.length > 0 && a.sequence > 0)).toBe(true);
    expect(doc.performances.some((p) => p.featured_artists.length >= 3)).toBe(true);
    expect(doc.performances.filter((p) => p.premiere === 'World premiere').length).toBeGreaterThanOrEqual(4);
    expect(doc.performances.filter((p) => p.premiere === 'US premiere').length).toBeGreaterThanOrEqual(3);
    expect(doc.performances.some((p) => p.program_note?.credit)).toBe(true);
    expect(doc.compositions.filter((c) => c.program_note?.credit).length).toBeGreaterThanOrEqual(30);
  });

  it('includes tricky strings: emphasis, diacritics, # and No., ampersands and very long titles', () => {
    const titles = [...doc.compositions, ...doc.programs, ...doc.media_features, ...doc.live_streams].map(
      (x) => x.title,
    );
    const names = doc.people.map((p) => `${p.first_name} ${p.last_name}`);
    expect(titles.filter((t) => /\*[^*]+\*/.test(t)).length).toBeGreaterThan(20);
    for (const name of ['Antonín Dvořák', 'Leoš Janáček', 'Camille Saint-Saëns']) expect(names).toContain(name);
    expect(titles.some((t) => t.includes('#'))).toBe(true);
    expect(titles.filter((t) => /No\. \d/.test(t)).length).toBeGreaterThan(50);
    expect(titles.filter((t) => t.includes('&')).length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...titles.map((t) => t.length))).toBeGreaterThan(150);
  });
});

describe('features, collections and home content', () => {
  it('has at least ten features in three top-level categories, one with subcategories', () => {
    const categories = new Map(doc.feature_categories.map((c) => [c.identifier, c]));
    const topOf = (id: string): string => {
      const parent = categories.get(id)?.parent;
      return parent ? topOf(parent) : id;
    };
    expect(doc.media_features.length).toBeGreaterThanOrEqual(10);
    expect(new Set(doc.media_features.map((f) => topOf(f.category))).size).toBeGreaterThanOrEqual(3);
    expect(doc.media_features.some((f) => categories.get(f.category)?.parent)).toBe(true);
    expect(doc.media_features.some((f) => f.captions_url)).toBe(true);
    expect(doc.media_features.filter((f) => f.starts_by_default).map((f) => f.identifier)).toEqual([
      DEMO_MARKERS.featureStartsByDefault,
    ]);
  });

  it('has at least four active collections with notes, intro videos on some', () => {
    const active = doc.curated_collections.filter((c) => c.active);
    expect(active.length).toBeGreaterThanOrEqual(4);
    expect(active.filter((c) => c.intro_media).length).toBeGreaterThanOrEqual(2);
    expect(active.every((c) => c.items.some((i) => i.note !== ''))).toBe(true);
    expect(byId(doc.curated_collections, DEMO_MARKERS.collectionStartsByDefault).starts_by_default).toBe(true);
  });

  it('has a home headline and a home video that plays a video performance', () => {
    const headline = byId(doc.home_content, 'home-headline');
    expect(headline.body_text).toMatch(/^<h2>/);
    const video = byId(doc.home_content, 'home-video');
    const performance = doc.performances.find((p) => p.uuid === video.performance);
    expect(performance?.recordings.some((r) => r.type === 'V')).toBe(true);
  });

  it('relates features to some programs and refers only to the agreed demo images', () => {
    expect(doc.programs.filter((p) => p.related_media_features.length > 0).length).toBeGreaterThanOrEqual(5);
    const images = JSON.stringify(doc).match(/\/media\/images\/[^"]+/g) ?? [];
    expect(images.length).toBeGreaterThan(50);
    const agreed =
      /^\/media\/images\/(people\/portrait-(0[1-9]|1[0-2])\.jpg|works\/work-(0[1-9]|1[0-2])\.jpg|programs\/program-0[1-8]\.jpg|features\/feature-0[1-6]\.jpg|collections\/collection-0[1-4]\.jpg|logos\/logo-0[1-4]\.png)$/;
    expect(images.filter((src) => !agreed.test(src))).toEqual([]);
  });
});
