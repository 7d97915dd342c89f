import { describe, expect, it } from 'vitest';
import { CatalogDocumentSchema, type CatalogDocument } from '../../../server/src/catalog/import-schema.ts';
import { demoCatalog } from '../../../server/seed/demo-catalog.ts';
import { duplicateProblems, mediaProblems, referenceProblems } from './support/catalog-checks.ts';

const NOW = new Date('2026-11-21T18:00:00Z');
const doc: CatalogDocument = CatalogDocumentSchema.parse(demoCatalog(NOW));

const byId = <T extends { identifier: string }>(list: readonly T[], id: string): T => {
  const found = list.find((x) => x.identifier === id);
  if (!found) throw new Error(`no '${id}'`);
  return found;
};
const performancesOf = (work: string) => doc.performances.filter((p) => p.composition === work);

describe('the demo catalogue document', () => {
  it('parses with the catalogue schema, and all its references resolve', () => {
    expect(CatalogDocumentSchema.safeParse(demoCatalog(NOW)).success).toBe(true);
    expect(referenceProblems(doc)).toEqual([]);
  });

  it('uses each identifier once per kind and each uuid once', () => {
    expect(duplicateProblems(doc)).toEqual([]);
  });

  it('matches the media plan: durations, cue points, captions and chapters', () => {
    expect(mediaProblems(doc)).toEqual([]);
    const cues = doc.performances.flatMap((p) => p.recordings).flatMap((r) => r.movement_cuepoints);
    expect(cues.length).toBeGreaterThan(300);
    expect(cues.every((c) => /^[IVX]+\. \S/.test(c.title))).toBe(true);
  });

  it('is the same document for the same now, and keeps every uuid when now changes', () => {
    expect(JSON.stringify(demoCatalog(new Date(NOW)))).toBe(JSON.stringify(demoCatalog(NOW)));
    const later = demoCatalog(new Date('2027-02-03T04:05:06Z'));
    const uuids = (d: ReturnType<typeof demoCatalog>) => (d.performances ?? []).map((p) => p.uuid).join();
    expect(uuids(later)).toBe(uuids(demoCatalog(NOW)));
    expect((later.live_streams ?? []).map((s) => s.uuid)).toEqual(doc.live_streams.map((s) => s.uuid));
    expect(later.live_streams?.[0]?.start_date_time).not.toBe(doc.live_streams[0]?.start_date_time);
  });
});

describe('its size', () => {
  const composers = doc.people.filter((p) => p.primary_kind === 'composer' && p.death_year !== null);
  const artists = doc.people.filter((p) => p.primary_kind !== 'composer');
  const withVideo = doc.programs.filter((p) =>
    doc.performances.some((x) => x.program === p.identifier && x.recordings.some((r) => r.type === 'V')),
  );
  const audioOnly = doc.programs.filter((p) => {
    const recordings = doc.performances.filter((x) => x.program === p.identifier).flatMap((x) => x.recordings);
    return recordings.length > 0 && recordings.every((r) => r.type === 'A');
  });

  it('has at least 40 historical composers and 150 compositions with catalogue numbers', () => {
    expect(composers.length).toBeGreaterThanOrEqual(40);
    expect(doc.compositions.filter((c) => c.opus !== '').length).toBeGreaterThanOrEqual(150);
  });

  it('has at least 200 performances, 30 programs (8 with video, some audio-only) and 25 performers and conductors', () => {
    expect(doc.performances.length).toBeGreaterThanOrEqual(200);
    expect(doc.programs.length).toBeGreaterThanOrEqual(30);
    expect(withVideo.length).toBeGreaterThanOrEqual(8);
    expect(audioOnly.length).toBeGreaterThanOrEqual(5);
    expect(artists.length).toBeGreaterThanOrEqual(25);
    expect(new Set(artists.map((a) => a.primary_kind))).toEqual(new Set(['performer', 'conductor']));
  });

  it('dates its concerts over the last eight years', () => {
    const past = doc.programs.map((p) => Date.parse(p.start_date_time)).filter((t) => t < NOW.getTime());
    const years = (NOW.getTime() - Math.min(...past)) / (365.25 * 86_400_000);
    expect(years).toBeGreaterThan(7);
    expect(years).toBeLessThan(8.5);
  });

  it('gives every composition at least one performance, and every genre and nationality a member', () => {
    expect(doc.compositions.filter((c) => performancesOf(c.identifier).length === 0).map((c) => c.identifier)).toEqual(
      [],
    );
    const used = new Set([...doc.compositions.flatMap((c) => c.genres), ...doc.people.map((p) => p.country)]);
    expect(doc.categories.filter((c) => !used.has(c.identifier)).map((c) => c.identifier)).toEqual([]);
  });
});

describe('its composers are real', () => {
  it.each([
    ['ludwig-van-beethoven', 1770, 1827, 'german'],
    ['wolfgang-amadeus-mozart', 1756, 1791, 'austrian'],
    ['johann-sebastian-bach', 1685, 1750, 'german'],
    ['antonin-dvorak', 1841, 1904, 'czech'],
    ['leos-janacek', 1854, 1928, 'czech'],
    ['camille-saint-saens', 1835, 1921, 'french'],
    ['florence-price', 1887, 1953, 'american'],
    ['igor-stravinsky', 1882, 1971, 'russian'],
  ])('%s lived %i–%i and was %s', (id, born, died, country) => {
    const person = byId(doc.people, id);
    expect([person.birth_year, person.death_year, person.country]).toEqual([born, died, country]);
    expect(person.biography).toMatch(/^<p>.+<\/p>$/s);
  });

  it.each([
    ['beethoven-symphony-3', 'ludwig-van-beethoven', 'Op. 55', /E-flat major, "Eroica"/],
    ['mozart-symphony-40', 'wolfgang-amadeus-mozart', 'K. 550', /G minor/],
    ['bach-brandenburg-5', 'johann-sebastian-bach', 'BWV 1050', /D major/],
    ['schubert-symphony-8', 'franz-schubert', 'D. 759', /"Unfinished"/],
    ['haydn-symphony-94', 'joseph-haydn', 'Hob. I:94', /"Surprise"/],
    ['vivaldi-winter', 'antonio-vivaldi', 'Op. 8, No. 4, RV 297', /F minor/],
  ])('%s is by %s, %s', (id, composer, opus, title) => {
    const work = byId(doc.compositions, id);
    expect([work.composer, work.opus]).toEqual([composer, opus]);
    expect(work.title).toMatch(title);
  });

  it('has the four featured composers the site is configured with', () => {
    for (const id of ['ludwig-van-beethoven', 'wolfgang-amadeus-mozart', 'johann-sebastian-bach', 'antonin-dvorak']) {
      expect(byId(doc.people, id).primary_kind).toBe('composer');
    }
  });

  it('claims premieres and commissions only for living (fictional) composers', () => {
    const living = new Set(
      doc.people.filter((p) => p.primary_kind === 'composer' && p.death_year === null).map((p) => p.identifier),
    );
    const premiered = doc.performances.filter((p) => p.premiere !== '');
    expect(new Set(premiered.map((p) => p.premiere))).toEqual(new Set(['World premiere', 'US premiere']));
    const composerOf = (work: string) => byId(doc.compositions, work).composer ?? '';
    expect(premiered.every((p) => living.has(composerOf(p.composition)))).toBe(true);
    const commissions = doc.compositions.filter((c) => c.spco_commission);
    expect(commissions.length).toBeGreaterThanOrEqual(4);
    expect(commissions.every((c) => living.has(c.composer ?? ''))).toBe(true);
  });
});
