import { describe, expect, it } from 'vitest';
import {
  compareWorks,
  compositionsForView,
  compositionsOfPerson,
  sortWorks,
  worksByPerson,
} from '../../../src/lib/catalog/compositions.ts';
import { buildComposition, buildPerson, refTo } from '../../support/contract-builders.ts';

const bach = refTo(buildPerson({ first_name: 'Johann Sebastian', last_name: 'Bach', primaryKind: 'composer' }));
const dvorak = refTo(buildPerson({ first_name: 'Antonín', last_name: 'Dvořák', primaryKind: 'composer' }));
const dvorakPlain = { ...refTo(buildPerson({ first_name: 'Zed', last_name: 'Dvorak' })), sort_name: 'dvorak, antonin' };
const abel = refTo(buildPerson({ first_name: 'Carl Friedrich', last_name: 'Abel', primaryKind: 'composer' }));
const stravinsky = refTo(buildPerson({ first_name: 'Igor', last_name: 'Stravinsky', primaryKind: 'composer' }));

const titles = (works: { title: string }[]) => works.map((w) => w.title);

describe('sortWorks', () => {
  it('sorts by composer sort name, then title (spec §9)', () => {
    const works = [
      buildComposition({ title: 'Symphony No. 9', composer: dvorak }),
      buildComposition({ title: 'Brandenburg Concerto No. 3', composer: bach }),
      buildComposition({ title: 'Symphony No. 8', composer: dvorak }),
      buildComposition({ title: 'Sinfonia', composer: abel }),
    ];
    expect(titles(sortWorks(works))).toEqual([
      'Sinfonia',
      'Brandenburg Concerto No. 3',
      'Symphony No. 8',
      'Symphony No. 9',
    ]);
  });

  it('puts compositions without a composer last, sorted by title', () => {
    const works = [
      buildComposition({ title: 'Traditional Hymn' }),
      buildComposition({ title: 'Pulcinella', composer: stravinsky }),
      buildComposition({ title: 'Anonymous Dance' }),
    ];
    expect(titles(sortWorks(works))).toEqual(['Pulcinella', 'Anonymous Dance', 'Traditional Hymn']);
  });

  it('compares numbers by value, ignoring case, diacritics and emphasis marks', () => {
    const works = [
      buildComposition({ title: 'Symphony No. 10', composer: bach }),
      buildComposition({ title: '*Symphony* No. 9', composer: bach }),
      buildComposition({ title: 'symphony No. 2', composer: bach }),
      buildComposition({ title: 'Élégie', composer: bach }),
      buildComposition({ title: 'Elegy', composer: bach }),
    ];
    expect(titles(sortWorks(works))).toEqual([
      'Élégie',
      'Elegy',
      'symphony No. 2',
      '*Symphony* No. 9',
      'Symphony No. 10',
    ]);
  });

  it('removes only the asterisks that are emphasis: a literal one sorts as the symbol it shows', () => {
    const works = [
      buildComposition({ title: 'Symphony No. 5*', composer: bach }),
      buildComposition({ title: 'Adagio', composer: bach }),
      buildComposition({ title: 'Symphony No. 5 (arr.)', composer: bach }),
      buildComposition({ title: '*Allegro', composer: bach }),
      buildComposition({ title: '*Adagietto*', composer: bach }),
    ];
    expect(titles(sortWorks(works))).toEqual([
      '*Allegro',
      '*Adagietto*',
      'Adagio',
      'Symphony No. 5 (arr.)',
      'Symphony No. 5*',
    ]);
  });

  it('treats composer names that differ only in diacritics and case alike, then breaks ties by title', () => {
    const a = buildComposition({ title: 'A', composer: dvorak });
    const b = buildComposition({ title: 'B', composer: dvorakPlain });
    expect(titles(sortWorks([b, a]))).toEqual(['A', 'B']);
  });

  it('is a total order: equal composer and title fall back to identifier, and input order does not matter', () => {
    const x = buildComposition({ identifier: 'b-work', title: 'Same', composer: bach });
    const y = buildComposition({ identifier: 'a-work', title: 'Same', composer: bach });
    expect(sortWorks([x, y])).toEqual(sortWorks([y, x]));
    expect(sortWorks([x, y])[0]?.identifier).toBe('a-work');
    expect(compareWorks(x, x)).toBe(0);
  });

  it('does not change its input', () => {
    const works = [buildComposition({ title: 'B' }), buildComposition({ title: 'A' })];
    sortWorks(works);
    expect(titles(works)).toEqual(['B', 'A']);
  });
});

describe('compositionsForView', () => {
  const listedVideo = buildComposition({ title: 'Video', has_video: true, has_audio: true });
  const audioOnly = buildComposition({ title: 'Audio', has_audio: true });
  const premiere = buildComposition({ title: 'Premiere', has_premiere: true, has_audio: false });
  const unlisted = buildComposition({ title: 'Unlisted', unlisted: true, has_video: true, has_premiere: true });
  const hidden = buildComposition({ title: 'Hidden', forDisplay: false, has_video: true, has_premiere: true });
  const works = [listedVideo, audioOnly, premiere, unlisted, hidden];

  it('hides unlisted compositions and those not for display from every view', () => {
    for (const viewBy of ['all', 'video', 'audio', 'premieres'] as const) {
      expect(titles(compositionsForView(works, viewBy))).not.toContain('Unlisted');
      expect(titles(compositionsForView(works, viewBy))).not.toContain('Hidden');
    }
  });

  it('filters by has_video, has_audio and has_premiere', () => {
    expect(titles(compositionsForView(works, 'all'))).toEqual(['Audio', 'Premiere', 'Video']);
    expect(titles(compositionsForView(works, 'video'))).toEqual(['Video']);
    expect(titles(compositionsForView(works, 'audio'))).toEqual(['Audio', 'Video']);
    expect(titles(compositionsForView(works, 'premieres'))).toEqual(['Premiere']);
  });
});

describe("a person's compositions", () => {
  const person = buildPerson({ primaryKind: 'composer' });
  const ref = refTo(person);
  const composed = buildComposition({ title: 'Composed', composer: ref });
  const arranged = buildComposition({ title: 'Arranged', composer: bach, arranger: ref });
  const performed = buildComposition({ title: 'Performed', performer_ids: [person.id, 999] });
  const conducted = buildComposition({ title: 'Conducted', conductor_ids: [person.id] });
  const unlisted = buildComposition({ title: 'Unlisted', composer: ref, performer_ids: [person.id], unlisted: true });
  const other = buildComposition({ title: 'Other', composer: dvorak, performer_ids: [999], conductor_ids: [998] });
  const works = [composed, arranged, performed, conducted, unlisted, other];

  it('lists composers with what they composed or arranged', () => {
    expect(titles(compositionsOfPerson(works, person.id, 'composer'))).toEqual(['Arranged', 'Composed']);
  });

  it('lists performers by performer_ids and conductors by conductor_ids', () => {
    expect(titles(compositionsOfPerson(works, person.id, 'performer'))).toEqual(['Performed']);
    expect(titles(compositionsOfPerson(works, person.id, 'conductor'))).toEqual(['Conducted']);
  });

  it('groups everyone at once with the same result', () => {
    for (const kind of ['composer', 'performer', 'conductor'] as const) {
      const groups = worksByPerson(works, kind);
      expect(groups.get(person.id) ?? []).toEqual(compositionsOfPerson(works, person.id, kind));
    }
    expect(titles(worksByPerson(works, 'performer').get(999) ?? [])).toEqual(['Other', 'Performed']);
  });

  it('lists a work once for someone who both composed and arranged it', () => {
    const both = buildComposition({ composer: ref, arranger: ref });
    expect(worksByPerson([both], 'composer').get(person.id)).toEqual([both]);
  });
});
