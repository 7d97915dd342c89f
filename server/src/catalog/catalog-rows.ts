/**
 * The catalogue tables of `server/migrations/001_catalog.sql`, row by row, as both dialects
 * return them: integers as numbers, flags as 0/1, date-times as ISO text, images and lists as
 * JSON text.
 */

/** `categories`: a genre or a nationality. */
export interface CategoryRow {
  id: number;
  kind: 'genre' | 'nationality';
  identifier: string;
  title: string;
}

/** `people`. */
export interface PersonRow {
  id: number;
  identifier: string;
  first_name: string;
  last_name: string;
  years: string;
  birth_year: number | null;
  death_year: number | null;
  country_id: number | null;
  biography: string;
  custom_title: string;
  image_json: string | null;
  primary_kind: 'composer' | 'performer' | 'conductor';
}

/** `compositions`. */
export interface CompositionRow {
  id: number;
  identifier: string;
  title: string;
  alternative_formatted_title: string;
  opus: string;
  composer_id: number | null;
  arranger_id: number | null;
  spco_commission: number;
  image_json: string | null;
  program_note_text: string | null;
  program_note_credit: string;
  unlisted: number;
  for_display: number;
  has_detail: number;
}

/** `composition_genres`. */
export interface CompositionGenreRow {
  composition_id: number;
  category_id: number;
}

/** `programs`. */
export interface ProgramRow {
  id: number;
  uuid: string;
  identifier: string;
  title: string;
  description: string;
  start_date_time: string;
  end_date_time: string;
  unlisted: number;
  underwriter_name: string;
  underwriter_logo_json: string | null;
  image_json: string | null;
  full_video_media: string | null;
  allowed_countries: string;
}

/** `performances`. */
export interface PerformanceRow {
  id: number;
  uuid: string;
  composition_id: number;
  program_id: number | null;
  conductor_id: number | null;
  position: number;
  unlisted: number;
  start_date_time: string | null;
  end_date_time: string | null;
  premiere: string;
  program_note_text: string | null;
  program_note_credit: string;
  chapter_captions_url: string | null;
}

/** `featured_artists`. */
export interface FeaturedArtistRow {
  performance_id: number;
  person_id: number;
  roles_json: string;
  sequence: number;
}

/** `recordings`. */
export interface RecordingRow {
  id: number;
  uuid: string;
  performance_id: number;
  type: 'A' | 'V';
  media: string;
  duration_ms: number;
  cuepoints_json: string;
  cuepoint_webvtt: string | null;
  captions_url: string | null;
  production_credits: string;
  image_json: string | null;
  allowed_countries: string;
}

/** `feature_categories`. */
export interface FeatureCategoryRow {
  id: number;
  identifier: string;
  title: string;
  parent_id: number | null;
  sort_weight: number;
}

/** `media_features`. */
export interface MediaFeatureRow {
  id: number;
  uuid: string;
  identifier: string;
  title: string;
  description: string;
  type: 'V' | 'A';
  date_time: string;
  duration_ms: number;
  image_json: string | null;
  production_credits: string;
  sort_weight: number;
  category_id: number;
  captions_url: string | null;
  media: string;
  starts_by_default: number;
}

/** `related_media_features`. */
export interface RelatedMediaFeatureRow {
  program_id: number;
  media_feature_id: number;
  description: string;
}

/** `curated_collections`. */
export interface CollectionRow {
  id: number;
  uuid: string;
  identifier: string;
  title: string;
  introduction_text: string;
  sequence: number;
  byline: string;
  image_json: string | null;
  intro_media: string | null;
  starts_by_default: number;
  active: number;
}

/** `curated_items`. */
export interface CuratedItemRow {
  id: number;
  collection_id: number;
  performance_id: number;
  note: string;
  sequence: number;
  active: number;
}

/** `home_content`. */
export interface HomeContentRow {
  id: number;
  content_type: 'headline' | 'video';
  identifier: string;
  sequence: number;
  performance_id: number | null;
  collection_id: number | null;
  url: string;
  body_text: string;
  image_json: string | null;
}

/** `live_streams`. */
export interface LiveStreamRow {
  id: number;
  uuid: string;
  identifier: string;
  title: string;
  description: string;
  short_description: string;
  status: 'I' | 'C' | 'U' | null;
  is_sample_stream: number;
  start_date_time: string;
  open_date_time: string | null;
  banner_start_date_time: string | null;
  replay_end_time: string | null;
  can_replay: number;
  program_duration: number;
  chat_code: string;
  stream_error_message: string;
  show_link_to_program: number;
  image_json: string | null;
  grant_sponsor_notes: string;
  program_id: number | null;
  print_program_url: string | null;
  live_media: string | null;
  replay_media: string | null;
}

/** `live_stream_underwriters`. */
export interface UnderwriterRow {
  live_stream_id: number;
  sequence: number;
  name: string;
  link: string;
  logo_json: string | null;
}
