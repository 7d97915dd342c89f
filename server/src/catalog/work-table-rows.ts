import { type CatalogIds, categoryKey, idOf, optionalIdOf } from './catalog-ids.ts';
import type { CatalogDocument } from './import-schema.ts';
import type { TableRows } from './insert-rows.ts';
import { storedCountries, storedDateTime, storedFlag, storedImage, storedOptionalDateTime } from './stored-values.ts';

/** Rows of `categories`, `people`, `compositions` and `composition_genres`. */
export function workRows(doc: CatalogDocument, ids: CatalogIds): TableRows[] {
  const person = (key: string | null) => optionalIdOf(ids.people, key);
  const categories = doc.categories.map((c) => ({
    id: idOf(ids.categories, categoryKey(c.kind, c.identifier)),
    kind: c.kind,
    identifier: c.identifier,
    title: c.title,
  }));
  const people = doc.people.map((p) => ({
    id: idOf(ids.people, p.identifier),
    identifier: p.identifier,
    first_name: p.first_name,
    last_name: p.last_name,
    years: p.years,
    birth_year: p.birth_year,
    death_year: p.death_year,
    country_id: p.country === null ? null : idOf(ids.categories, categoryKey('nationality', p.country)),
    biography: p.biography,
    custom_title: p.custom_title,
    image_json: storedImage(p.image),
    primary_kind: p.primary_kind,
  }));
  const compositions = doc.compositions.map((c) => ({
    id: idOf(ids.compositions, c.identifier),
    identifier: c.identifier,
    title: c.title,
    alternative_formatted_title: c.alternative_formatted_title,
    opus: c.opus,
    composer_id: person(c.composer),
    arranger_id: person(c.arranger),
    spco_commission: storedFlag(c.spco_commission),
    image_json: storedImage(c.image),
    program_note_text: c.program_note?.text ?? null,
    program_note_credit: c.program_note?.credit ?? '',
    unlisted: storedFlag(c.unlisted),
    for_display: storedFlag(c.for_display),
  }));
  const genres = doc.compositions.flatMap((c) =>
    [...new Set(c.genres)].map((g) => ({
      composition_id: idOf(ids.compositions, c.identifier),
      category_id: idOf(ids.categories, categoryKey('genre', g)),
    })),
  );
  return [
    { table: 'categories', rows: categories },
    { table: 'people', rows: people },
    { table: 'compositions', rows: compositions },
    { table: 'composition_genres', rows: genres },
  ];
}

/** Rows of `programs`, `performances`, `featured_artists` and `recordings`. */
export function performanceRows(doc: CatalogDocument, ids: CatalogIds): TableRows[] {
  const programs = doc.programs.map((p) => ({
    id: idOf(ids.programs, p.identifier),
    uuid: p.uuid,
    identifier: p.identifier,
    title: p.title,
    description: p.description,
    start_date_time: storedDateTime(p.start_date_time),
    end_date_time: storedDateTime(p.end_date_time),
    unlisted: storedFlag(p.unlisted),
    underwriter_name: p.underwriter_name,
    underwriter_logo_json: storedImage(p.underwriter_logo),
    image_json: storedImage(p.image),
    full_video_media: p.full_video_media,
    allowed_countries: storedCountries(p.allowed_countries),
  }));
  const performances = doc.performances.map((p) => ({
    id: idOf(ids.performances, p.uuid),
    uuid: p.uuid,
    composition_id: idOf(ids.compositions, p.composition),
    program_id: optionalIdOf(ids.programs, p.program),
    conductor_id: optionalIdOf(ids.people, p.conductor),
    position: p.position,
    unlisted: storedFlag(p.unlisted),
    start_date_time: storedOptionalDateTime(p.start_date_time),
    end_date_time: storedOptionalDateTime(p.end_date_time),
    premiere: p.premiere,
    program_note_text: p.program_note?.text ?? null,
    program_note_credit: p.program_note?.credit ?? '',
    chapter_captions_url: p.chapter_captions_url,
  }));
  const featured = doc.performances.flatMap((p) =>
    p.featured_artists.map((a) => ({
      performance_id: idOf(ids.performances, p.uuid),
      person_id: idOf(ids.people, a.artist),
      roles_json: JSON.stringify(a.roles),
      sequence: a.sequence,
    })),
  );
  const recordings = doc.performances.flatMap((p) =>
    p.recordings.map((r) => ({
      id: idOf(ids.recordings, r.uuid),
      uuid: r.uuid,
      performance_id: idOf(ids.performances, p.uuid),
      type: r.type,
      media: r.media,
      duration_ms: r.duration_ms,
      cuepoints_json: JSON.stringify(r.movement_cuepoints),
      cuepoint_webvtt: r.cuepoint_webvtt,
      captions_url: r.captions_url,
      production_credits: r.production_credits,
      image_json: storedImage(r.image),
      allowed_countries: storedCountries(r.allowed_countries),
    })),
  );
  return [
    { table: 'programs', rows: programs },
    { table: 'performances', rows: performances },
    { table: 'featured_artists', rows: featured },
    { table: 'recordings', rows: recordings },
  ];
}
