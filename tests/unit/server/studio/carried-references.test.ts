import { describe, expect, it } from 'vitest';
import { parseDocument } from '../../../../server/src/catalog/parse-document.ts';
import { carriedChanges, pendingOf } from '../../../../server/src/studio/records/carried-references.ts';
import { DraftCatalogue, type RecordView } from '../../../../server/src/studio/records/draft-catalogue.ts';
import type { Draft } from '../../../../server/src/studio/records/draft-rows.ts';
import type { PublishedCatalogue } from '../../../../server/src/studio/records/published-catalogue.ts';
import type { Item } from '../../../../server/src/studio/records/record-keys.ts';
import { REFERENCE_FIELDS } from '../../../../server/src/studio/records/reference-fields.ts';
import { addedProblems } from '../../../../server/src/studio/records/record-validation.ts';
import type { StudioList } from '../../../../src/lib/studio/contract.ts';
import { smallCatalog } from '../../../fixtures/catalog/small-catalog.ts';
import { PERFORMANCES } from '../../../fixtures/catalog/small-catalog-keys.ts';

const published: PublishedCatalogue = { version: 1, doc: parseDocument(smallCatalog) };

const draft = (list: StudioList, key: string, fields: Item | null): Draft => ({
  list,
  key,
  fields,
  revision: 1,
  isNew: false,
  updatedBy: 'Eddie',
  updatedAt: '2026-12-01T12:00:00Z',
});

function viewOf(catalogue: DraftCatalogue, list: StudioList, key: string): RecordView {
  const view = catalogue.record(list, key);
  if (view === undefined) throw new Error(`no ${list} ${key}`);
  return view;
}

/** The records a change of `key`'s fields carries, as list and key, with the values each names `to` at. */
function carried(catalogue: DraftCatalogue, list: StudioList, key: string, fields: Item) {
  const view = viewOf(catalogue, list, key);
  return carriedChanges(catalogue, view, { ...view.fields, ...fields });
}

describe('carrying references along a rename', () => {
  it('knows every reference field of every list from the entity descriptions, as the reference check reads them', () => {
    expect(
      REFERENCE_FIELDS.map(
        ({ list, path, target, kind }) => `${list}.${path.join('.')} → ${target}${kind ? `:${kind}` : ''}`,
      ),
    ).toEqual([
      'people.country → categories:nationality',
      'compositions.composer → people',
      'compositions.arranger → people',
      'compositions.genres → categories:genre',
      'programs.related_media_features.media_feature → media_features',
      'performances.composition → compositions',
      'performances.program → programs',
      'performances.conductor → people',
      'performances.featured_artists.artist → people',
      'live_streams.program → programs',
      'media_features.category → feature_categories',
      'feature_categories.parent → feature_categories',
      'curated_collections.items.performance → performances',
      'home_content.performance → performances',
      'home_content.curated_collection → curated_collections',
    ]);
  });

  it('rewrites the works of a renamed composer, and only them', () => {
    const catalogue = new DraftCatalogue(published, []);
    const changes = carried(catalogue, 'people', 'ludwig-van-beethoven', { identifier: 'beethoven' });
    expect(changes.map(({ view }) => `${view.list}/${view.key}`)).toEqual(['compositions/symphony-no-3-eroica']);
    expect(changes[0]?.item).toEqual({
      ...viewOf(catalogue, 'compositions', 'symphony-no-3-eroica').fields,
      composer: 'beethoven',
    });
  });

  it('follows a person into performances, as conductor and as soloist, and an arranger', () => {
    const catalogue = new DraftCatalogue(published, []);
    const conductor = carried(catalogue, 'people', 'marta-kessler', { identifier: 'kessler' });
    expect(conductor.map(({ view }) => view.list)).toEqual(Array(4).fill('performances'));
    expect(conductor.every(({ item }) => item['conductor'] === 'kessler')).toBe(true);
    const soloist = carried(catalogue, 'people', 'jonah-reyes', { identifier: 'reyes' });
    expect(soloist.map(({ view }) => view.key)).toEqual([PERFORMANCES.serenade, PERFORMANCES.northernLights]);
    expect(soloist[0]?.item['featured_artists']).toEqual([
      expect.objectContaining({ artist: 'reyes', roles: ['violin'] }),
      expect.objectContaining({ artist: 'ilse-brandt' }),
    ]);
    const arranger = carried(catalogue, 'people', 'igor-stravinsky', { identifier: 'stravinsky' });
    expect(arranger.map(({ item }) => item['arranger'])).toEqual(['stravinsky']);
  });

  it('carries a category only into references of its kind, and nowhere when its kind changes too', () => {
    const catalogue = new DraftCatalogue(published, []);
    const genre = carried(catalogue, 'categories', 'genre:chamber', { identifier: 'chamber-music' });
    expect(genre.map(({ view, item }) => [view.key, item['genres']])).toEqual([
      ['serenade-for-strings', ['chamber-music', 'concerto']],
      ['prelude-in-e-major', ['chamber-music']],
    ]);
    const nationality = carried(catalogue, 'categories', 'nationality:german', { identifier: 'germany' });
    expect(nationality.map(({ view }) => view.key)).toEqual(['ludwig-van-beethoven', 'johann-sebastian-bach']);
    expect(carried(catalogue, 'categories', 'genre:chamber', { identifier: 'german', kind: 'nationality' })).toEqual(
      [],
    );
  });

  it('reads drafts over the published records and leaves a record whose draft deletes it alone', () => {
    const catalogue = new DraftCatalogue(published, [
      draft('compositions', 'lost-work', null),
      draft('compositions', 'fragment', {
        ...viewOf(new DraftCatalogue(published, []), 'compositions', 'fragment').fields,
        composer: 'antonin-dvorak',
      }),
    ]);
    const changes = carried(catalogue, 'people', 'antonin-dvorak', { identifier: 'dvorak' });
    expect(changes.map(({ view }) => view.key)).toEqual(['serenade-for-strings', 'fragment']);
    expect(changes[1]?.view.draft?.revision).toBe(1);
  });

  it('carries nothing when the identifier stays, and a collection into the home page when it changes', () => {
    const catalogue = new DraftCatalogue(published, []);
    expect(carried(catalogue, 'people', 'ludwig-van-beethoven', { last_name: 'B.' })).toEqual([]);
    const home = carried(catalogue, 'curated_collections', 'beethoven-essentials', { identifier: 'essentials' });
    expect(home.map(({ view, item }) => [view.key, item['curated_collection']])).toEqual([
      ['home-headline', 'essentials'],
    ]);
  });

  it('leaves nothing dangling: the reference check finds no problem the rename with its carried records adds', () => {
    const catalogue = new DraftCatalogue(published, []);
    const view = viewOf(catalogue, 'people', 'marta-kessler');
    const change = { list: view.list, key: view.key, fields: { ...view.fields, identifier: 'kessler' } };
    const changes = carriedChanges(catalogue, view, change.fields);
    expect(addedProblems(catalogue, change).map((problem) => problem.message)).toContain(
      "conductor 'marta-kessler' does not exist",
    );
    expect(addedProblems(catalogue, change, pendingOf(changes))).toEqual([]);
  });
});
