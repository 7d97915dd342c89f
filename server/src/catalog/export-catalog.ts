import type { Database } from '../db/database.ts';
import { CatalogIntegrityError } from './catalog-integrity-error.ts';
import type { CatalogDocument } from './import-schema.ts';
import { type CatalogSnapshot, loadSnapshot } from './load-snapshot.ts';
import { countriesFrom, imageFrom } from './stored-values.ts';

type Doc = CatalogDocument;

/** The identifier behind an id; the foreign keys guarantee it exists. */
function keyOf<R>(rows: ReadonlyMap<number, R>, id: number, key: (row: R) => string): string {
  const row = rows.get(id);
  if (row === undefined) throw new CatalogIntegrityError(`Dangling reference to id ${id} in the catalogue.`);
  return key(row);
}

function optionalKeyOf<R>(rows: ReadonlyMap<number, R>, id: number | null, key: (row: R) => string): string | null {
  return id === null ? null : keyOf(rows, id, key);
}

const note = (text: string | null, credit: string) => (text === null ? null : { text, credit });

function people(s: CatalogSnapshot): Pick<Doc, 'categories' | 'people' | 'compositions'> {
  const person = (id: number | null) => optionalKeyOf(s.peopleById, id, (p) => p.identifier);
  return {
    categories: [...s.categories.values()].map(({ kind, identifier, title }) => ({ kind, identifier, title })),
    people: s.people.map((p) => ({
      identifier: p.identifier,
      first_name: p.first_name,
      last_name: p.last_name,
      years: p.years,
      birth_year: p.birth_year,
      death_year: p.death_year,
      country: optionalKeyOf(s.categories, p.country_id, (c) => c.identifier),
      biography: p.biography,
      custom_title: p.custom_title,
      image: imageFrom(p.image_json),
      primary_kind: p.primary_kind,
    })),
    compositions: s.compositions.map((c) => ({
      identifier: c.identifier,
      title: c.title,
      alternative_formatted_title: c.alternative_formatted_title,
      opus: c.opus,
      composer: person(c.composer_id),
      arranger: person(c.arranger_id),
      spco_commission: c.spco_commission === 1,
      genres: (s.genresByComposition.get(c.id) ?? []).map((g) => keyOf(s.categories, g, (r) => r.identifier)),
      image: imageFrom(c.image_json),
      program_note: note(c.program_note_text, c.program_note_credit),
      unlisted: c.unlisted === 1,
      for_display: c.for_display === 1,
    })),
  };
}

function programs(s: CatalogSnapshot): Doc['programs'] {
  return s.programs.map((p) => ({
    uuid: p.uuid,
    identifier: p.identifier,
    title: p.title,
    description: p.description,
    start_date_time: p.start_date_time,
    end_date_time: p.end_date_time,
    unlisted: p.unlisted === 1,
    underwriter_name: p.underwriter_name,
    underwriter_logo: imageFrom(p.underwriter_logo_json),
    image: imageFrom(p.image_json),
    full_video_media: p.full_video_media,
    allowed_countries: countriesFrom(p.allowed_countries),
    related_media_features: (s.relatedByProgram.get(p.id) ?? []).map((r) => ({
      media_feature: keyOf(s.mediaFeaturesById, r.media_feature_id, (f) => f.identifier),
      description: r.description,
    })),
  }));
}

function performances(s: CatalogSnapshot): Doc['performances'] {
  const person = (id: number) => keyOf(s.peopleById, id, (p) => p.identifier);
  return s.performances.map((p) => ({
    uuid: p.uuid,
    composition: keyOf(s.compositionsById, p.composition_id, (c) => c.identifier),
    program: optionalKeyOf(s.programsById, p.program_id, (r) => r.identifier),
    conductor: p.conductor_id === null ? null : person(p.conductor_id),
    position: p.position,
    unlisted: p.unlisted === 1,
    start_date_time: p.start_date_time,
    end_date_time: p.end_date_time,
    premiere: p.premiere,
    program_note: note(p.program_note_text, p.program_note_credit),
    chapter_captions_url: p.chapter_captions_url,
    featured_artists: (s.featuredByPerformance.get(p.id) ?? []).map((a) => ({
      artist: person(a.person_id),
      roles: JSON.parse(a.roles_json) as string[],
      sequence: a.sequence,
    })),
    recordings: (s.recordingsByPerformance.get(p.id) ?? []).map((r) => ({
      uuid: r.uuid,
      type: r.type,
      media: r.media,
      duration_ms: r.duration_ms,
      movement_cuepoints: JSON.parse(r.cuepoints_json) as { title: string; start: number }[],
      cuepoint_webvtt: r.cuepoint_webvtt,
      captions_url: r.captions_url,
      production_credits: r.production_credits,
      image: imageFrom(r.image_json),
      allowed_countries: countriesFrom(r.allowed_countries),
    })),
  }));
}

function features(s: CatalogSnapshot): Pick<Doc, 'feature_categories' | 'media_features'> {
  const category = (id: number) => keyOf(s.featureCategories, id, (c) => c.identifier);
  return {
    feature_categories: [...s.featureCategories.values()].map((c) => ({
      identifier: c.identifier,
      title: c.title,
      parent: c.parent_id === null ? null : category(c.parent_id),
      sort_weight: c.sort_weight,
    })),
    media_features: s.mediaFeatures.map((f) => ({
      uuid: f.uuid,
      identifier: f.identifier,
      title: f.title,
      description: f.description,
      type: f.type,
      date_time: f.date_time,
      duration_ms: f.duration_ms,
      image: imageFrom(f.image_json),
      production_credits: f.production_credits,
      sort_weight: f.sort_weight,
      category: category(f.category_id),
      captions_url: f.captions_url,
      media: f.media,
      starts_by_default: f.starts_by_default === 1,
    })),
  };
}

function collections(s: CatalogSnapshot): Pick<Doc, 'curated_collections' | 'home_content'> {
  const performance = (id: number | null) => optionalKeyOf(s.performancesById, id, (p) => p.uuid);
  return {
    curated_collections: s.collections.map((c) => ({
      uuid: c.uuid,
      identifier: c.identifier,
      title: c.title,
      introduction_text: c.introduction_text,
      sequence: c.sequence,
      byline: c.byline,
      image: imageFrom(c.image_json),
      intro_media: c.intro_media,
      starts_by_default: c.starts_by_default === 1,
      active: c.active === 1,
      items: (s.itemsByCollection.get(c.id) ?? []).map((i) => ({
        performance: keyOf(s.performancesById, i.performance_id, (p) => p.uuid),
        note: i.note,
        sequence: i.sequence,
        active: i.active === 1,
      })),
    })),
    home_content: s.homeContent.map((h) => ({
      content_type: h.content_type,
      identifier: h.identifier,
      sequence: h.sequence,
      performance: performance(h.performance_id),
      curated_collection: optionalKeyOf(s.collectionsById, h.collection_id, (c) => c.identifier),
      url: h.url,
      body_text: h.body_text,
      image: imageFrom(h.image_json),
    })),
  };
}

function liveStreams(s: CatalogSnapshot): Doc['live_streams'] {
  return s.liveStreams.map((l) => ({
    uuid: l.uuid,
    identifier: l.identifier,
    title: l.title,
    description: l.description,
    short_description: l.short_description,
    status: l.status,
    is_sample_stream: l.is_sample_stream === 1,
    start_date_time: l.start_date_time,
    open_date_time: l.open_date_time,
    banner_start_date_time: l.banner_start_date_time,
    replay_end_time: l.replay_end_time,
    can_replay: l.can_replay === 1,
    program_duration: l.program_duration,
    chat_code: l.chat_code,
    stream_error_message: l.stream_error_message,
    show_link_to_program: l.show_link_to_program === 1,
    image: imageFrom(l.image_json),
    grant_sponsor_notes: l.grant_sponsor_notes,
    program: optionalKeyOf(s.programsById, l.program_id, (p) => p.identifier),
    print_program_url: l.print_program_url,
    live_media: l.live_media,
    replay_media: l.replay_media,
    media_underwriters: (s.underwritersByStream.get(l.id) ?? []).map((u) => ({
      name: u.name,
      link: u.link,
      logo: imageFrom(u.logo_json),
    })),
  }));
}

/**
 * The whole catalogue as a document in the import format, every default spelled out, date-times
 * in UTC, entities in id order and their children in display order (genres as the categories
 * list them, featured artists and collection items by sequence). Importing it gives the same
 * catalogue back, entities keeping their ids.
 */
export async function exportCatalog(db: Database): Promise<CatalogDocument> {
  const s = await loadSnapshot(db);
  return {
    format: 'concert-library-catalog',
    version: 1,
    ...people(s),
    programs: programs(s),
    performances: performances(s),
    ...features(s),
    ...collections(s),
    live_streams: liveStreams(s),
  };
}
