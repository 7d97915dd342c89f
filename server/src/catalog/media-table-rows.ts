import { type CatalogIds, type IdMap, idOf, optionalIdOf } from './catalog-ids.ts';
import type { CatalogDocument } from './import-schema.ts';
import type { TableRows } from './insert-rows.ts';
import { storedDateTime, storedFlag, storedImage, storedOptionalDateTime } from './stored-values.ts';

type FeatureCategory = CatalogDocument['feature_categories'][number];

/** Feature categories with every parent before its children, as the foreign key needs. */
function parentsFirst(categories: readonly FeatureCategory[]): FeatureCategory[] {
  const parents = new Map(categories.map((c) => [c.identifier, c.parent]));
  const depth = (c: FeatureCategory) => {
    let d = 0;
    for (
      let p: string | null | undefined = c.parent;
      p !== null && p !== undefined && d <= parents.size;
      p = parents.get(p)
    ) {
      d++;
    }
    return d;
  };
  return categories
    .map((c) => ({ c, d: depth(c) }))
    .sort((a, b) => a.d - b.d)
    .map(({ c }) => c);
}

/** Rows of `feature_categories`, `media_features` and `related_media_features`. */
export function featureRows(doc: CatalogDocument, ids: CatalogIds): TableRows[] {
  const categories = parentsFirst(doc.feature_categories).map((c) => ({
    id: idOf(ids.feature_categories, c.identifier),
    identifier: c.identifier,
    title: c.title,
    parent_id: optionalIdOf(ids.feature_categories, c.parent),
    sort_weight: c.sort_weight,
  }));
  const features = doc.media_features.map((f) => ({
    id: idOf(ids.media_features, f.identifier),
    uuid: f.uuid,
    identifier: f.identifier,
    title: f.title,
    description: f.description,
    type: f.type,
    date_time: storedDateTime(f.date_time),
    duration_ms: f.duration_ms,
    image_json: storedImage(f.image),
    production_credits: f.production_credits,
    sort_weight: f.sort_weight,
    category_id: idOf(ids.feature_categories, f.category),
    captions_url: f.captions_url,
    media: f.media,
    starts_by_default: storedFlag(f.starts_by_default),
  }));
  const related = doc.programs.flatMap((p) =>
    p.related_media_features.map((r) => ({
      program_id: idOf(ids.programs, p.identifier),
      media_feature_id: idOf(ids.media_features, r.media_feature),
      description: r.description,
    })),
  );
  return [
    { table: 'feature_categories', rows: categories },
    { table: 'media_features', rows: features },
    { table: 'related_media_features', rows: related },
  ];
}

/** Rows of `curated_collections`, `curated_items` and `home_content`. */
export function collectionRows(doc: CatalogDocument, ids: CatalogIds): TableRows[] {
  const collections = doc.curated_collections.map((c) => ({
    id: idOf(ids.curated_collections, c.identifier),
    uuid: c.uuid,
    identifier: c.identifier,
    title: c.title,
    introduction_text: c.introduction_text,
    sequence: c.sequence,
    byline: c.byline,
    image_json: storedImage(c.image),
    intro_media: c.intro_media,
    starts_by_default: storedFlag(c.starts_by_default),
    active: storedFlag(c.active),
  }));
  const items = doc.curated_collections
    .flatMap((c) => c.items.map((item) => ({ c, item })))
    .map(({ c, item }, index) => ({
      id: index + 1,
      collection_id: idOf(ids.curated_collections, c.identifier),
      performance_id: idOf(ids.performances, item.performance),
      note: item.note,
      sequence: item.sequence,
      active: storedFlag(item.active),
    }));
  const home = doc.home_content.map((h) => ({
    id: idOf(ids.home_content, h.identifier),
    content_type: h.content_type,
    identifier: h.identifier,
    sequence: h.sequence,
    performance_id: optionalIdOf(ids.performances, h.performance),
    collection_id: optionalIdOf(ids.curated_collections, h.curated_collection),
    url: h.url,
    body_text: h.body_text,
    image_json: storedImage(h.image),
  }));
  return [
    { table: 'curated_collections', rows: collections },
    { table: 'curated_items', rows: items },
    { table: 'home_content', rows: home },
  ];
}

/** Rows of `live_streams` and `live_stream_underwriters`. */
export function liveStreamRows(
  streams: CatalogDocument['live_streams'],
  ids: { live_streams: IdMap; programs: IdMap },
): TableRows[] {
  const rows = streams.map((s) => ({
    id: idOf(ids.live_streams, s.identifier),
    uuid: s.uuid,
    identifier: s.identifier,
    title: s.title,
    description: s.description,
    short_description: s.short_description,
    status: s.status,
    is_sample_stream: storedFlag(s.is_sample_stream),
    start_date_time: storedDateTime(s.start_date_time),
    open_date_time: storedOptionalDateTime(s.open_date_time),
    banner_start_date_time: storedOptionalDateTime(s.banner_start_date_time),
    replay_end_time: storedOptionalDateTime(s.replay_end_time),
    can_replay: storedFlag(s.can_replay),
    program_duration: s.program_duration,
    chat_code: s.chat_code,
    stream_error_message: s.stream_error_message,
    show_link_to_program: storedFlag(s.show_link_to_program),
    image_json: storedImage(s.image),
    grant_sponsor_notes: s.grant_sponsor_notes,
    program_id: optionalIdOf(ids.programs, s.program),
    print_program_url: s.print_program_url,
    live_media: s.live_media,
    replay_media: s.replay_media,
  }));
  const underwriters = streams.flatMap((s) =>
    s.media_underwriters.map((u, index) => ({
      live_stream_id: idOf(ids.live_streams, s.identifier),
      sequence: index,
      name: u.name,
      link: u.link,
      logo_json: storedImage(u.logo),
    })),
  );
  return [
    { table: 'live_streams', rows },
    { table: 'live_stream_underwriters', rows: underwriters },
  ];
}
