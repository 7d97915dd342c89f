-- The catalogue. Date-times are ISO 8601 UTC text; flags are 0/1 integers; lists and images are JSON text.
-- One file serves SQLite and PostgreSQL; {{id}} becomes each dialect's generated integer key.

CREATE TABLE catalog_meta (
  key TEXT PRIMARY KEY,
  value TEXT NOT NULL
);

CREATE TABLE categories (
  id {{id}},
  kind TEXT NOT NULL CHECK (kind IN ('genre', 'nationality')),
  identifier TEXT NOT NULL,
  title TEXT NOT NULL,
  UNIQUE (kind, identifier)
);

CREATE TABLE people (
  id {{id}},
  identifier TEXT NOT NULL UNIQUE,
  first_name TEXT NOT NULL DEFAULT '',
  last_name TEXT NOT NULL,
  years TEXT NOT NULL DEFAULT '',
  birth_year INTEGER,
  death_year INTEGER,
  country_id INTEGER REFERENCES categories (id) ON DELETE SET NULL,
  biography TEXT NOT NULL DEFAULT '',
  custom_title TEXT NOT NULL DEFAULT '',
  image_json TEXT,
  primary_kind TEXT NOT NULL DEFAULT 'performer' CHECK (primary_kind IN ('composer', 'performer', 'conductor'))
);

CREATE TABLE compositions (
  id {{id}},
  identifier TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  alternative_formatted_title TEXT NOT NULL DEFAULT '',
  opus TEXT NOT NULL DEFAULT '',
  composer_id INTEGER REFERENCES people (id) ON DELETE SET NULL,
  arranger_id INTEGER REFERENCES people (id) ON DELETE SET NULL,
  spco_commission INTEGER NOT NULL DEFAULT 0,
  image_json TEXT,
  program_note_text TEXT,
  program_note_credit TEXT NOT NULL DEFAULT '',
  unlisted INTEGER NOT NULL DEFAULT 0,
  for_display INTEGER NOT NULL DEFAULT 1,
  has_detail INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX compositions_composer ON compositions (composer_id);

CREATE TABLE composition_genres (
  composition_id INTEGER NOT NULL REFERENCES compositions (id) ON DELETE CASCADE,
  category_id INTEGER NOT NULL REFERENCES categories (id) ON DELETE CASCADE,
  PRIMARY KEY (composition_id, category_id)
);

CREATE TABLE programs (
  id {{id}},
  uuid TEXT NOT NULL UNIQUE,
  identifier TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  start_date_time TEXT NOT NULL,
  end_date_time TEXT NOT NULL,
  unlisted INTEGER NOT NULL DEFAULT 0,
  underwriter_name TEXT NOT NULL DEFAULT '',
  underwriter_logo_json TEXT,
  image_json TEXT,
  -- Media folder of the whole concert's video ('Watch the entire concert'); NULL when none.
  full_video_media TEXT,
  allowed_countries TEXT NOT NULL DEFAULT ''
);

CREATE TABLE performances (
  id {{id}},
  uuid TEXT NOT NULL UNIQUE,
  composition_id INTEGER NOT NULL REFERENCES compositions (id) ON DELETE CASCADE,
  program_id INTEGER REFERENCES programs (id) ON DELETE SET NULL,
  conductor_id INTEGER REFERENCES people (id) ON DELETE SET NULL,
  position INTEGER NOT NULL DEFAULT 0,
  unlisted INTEGER NOT NULL DEFAULT 0,
  start_date_time TEXT,
  end_date_time TEXT,
  premiere TEXT NOT NULL DEFAULT '',
  program_note_text TEXT,
  program_note_credit TEXT NOT NULL DEFAULT '',
  chapter_captions_url TEXT
);
CREATE INDEX performances_composition ON performances (composition_id);
CREATE INDEX performances_program ON performances (program_id);

CREATE TABLE featured_artists (
  performance_id INTEGER NOT NULL REFERENCES performances (id) ON DELETE CASCADE,
  person_id INTEGER NOT NULL REFERENCES people (id) ON DELETE CASCADE,
  roles_json TEXT NOT NULL DEFAULT '[]',
  sequence INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (performance_id, person_id)
);
CREATE INDEX featured_artists_person ON featured_artists (person_id);

CREATE TABLE recordings (
  id {{id}},
  uuid TEXT NOT NULL UNIQUE,
  performance_id INTEGER NOT NULL REFERENCES performances (id) ON DELETE CASCADE,
  type TEXT NOT NULL CHECK (type IN ('A', 'V')),
  -- Folder under the media root: audio holds broadband.m4a and cellular.m4a, video index.m3u8.
  media TEXT NOT NULL,
  duration_ms INTEGER NOT NULL DEFAULT 0,
  cuepoints_json TEXT NOT NULL DEFAULT '[]',
  cuepoint_webvtt TEXT,
  captions_url TEXT,
  production_credits TEXT NOT NULL DEFAULT '',
  image_json TEXT,
  -- Comma-separated ISO country codes the recording may stream in; empty means everywhere.
  allowed_countries TEXT NOT NULL DEFAULT ''
);
CREATE INDEX recordings_performance ON recordings (performance_id);

CREATE TABLE feature_categories (
  id {{id}},
  identifier TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  parent_id INTEGER REFERENCES feature_categories (id) ON DELETE CASCADE,
  sort_weight INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE media_features (
  id {{id}},
  uuid TEXT NOT NULL UNIQUE,
  identifier TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  type TEXT NOT NULL DEFAULT 'V' CHECK (type IN ('V', 'A')),
  date_time TEXT NOT NULL,
  duration_ms INTEGER NOT NULL DEFAULT 0,
  image_json TEXT,
  production_credits TEXT NOT NULL DEFAULT '',
  sort_weight INTEGER NOT NULL DEFAULT 0,
  category_id INTEGER NOT NULL REFERENCES feature_categories (id),
  captions_url TEXT,
  media TEXT NOT NULL,
  starts_by_default INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE related_media_features (
  program_id INTEGER NOT NULL REFERENCES programs (id) ON DELETE CASCADE,
  media_feature_id INTEGER NOT NULL REFERENCES media_features (id) ON DELETE CASCADE,
  description TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (program_id, media_feature_id)
);

CREATE TABLE curated_collections (
  id {{id}},
  uuid TEXT NOT NULL UNIQUE,
  identifier TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  introduction_text TEXT NOT NULL DEFAULT '',
  sequence INTEGER NOT NULL DEFAULT 0,
  byline TEXT NOT NULL DEFAULT '',
  image_json TEXT,
  -- Media folder of the 'Watch Intro' video; NULL when none.
  intro_media TEXT,
  starts_by_default INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE curated_items (
  id {{id}},
  collection_id INTEGER NOT NULL REFERENCES curated_collections (id) ON DELETE CASCADE,
  performance_id INTEGER NOT NULL REFERENCES performances (id) ON DELETE CASCADE,
  note TEXT NOT NULL DEFAULT '',
  sequence INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1
);

CREATE TABLE home_content (
  id {{id}},
  content_type TEXT NOT NULL CHECK (content_type IN ('headline', 'video')),
  identifier TEXT NOT NULL UNIQUE,
  sequence INTEGER NOT NULL DEFAULT 0,
  performance_id INTEGER REFERENCES performances (id) ON DELETE SET NULL,
  collection_id INTEGER REFERENCES curated_collections (id) ON DELETE SET NULL,
  url TEXT NOT NULL DEFAULT '',
  body_text TEXT NOT NULL DEFAULT '',
  image_json TEXT
);

CREATE TABLE live_streams (
  id {{id}},
  uuid TEXT NOT NULL UNIQUE,
  identifier TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  description TEXT NOT NULL DEFAULT '',
  short_description TEXT NOT NULL DEFAULT '',
  status TEXT CHECK (status IN ('I', 'C', 'U')),
  is_sample_stream INTEGER NOT NULL DEFAULT 0,
  start_date_time TEXT NOT NULL,
  open_date_time TEXT,
  banner_start_date_time TEXT,
  replay_end_time TEXT,
  can_replay INTEGER NOT NULL DEFAULT 0,
  program_duration INTEGER NOT NULL DEFAULT 180,
  chat_code TEXT NOT NULL DEFAULT '',
  stream_error_message TEXT NOT NULL DEFAULT '',
  show_link_to_program INTEGER NOT NULL DEFAULT 1,
  image_json TEXT,
  grant_sponsor_notes TEXT NOT NULL DEFAULT '',
  program_id INTEGER REFERENCES programs (id) ON DELETE SET NULL,
  print_program_url TEXT,
  -- Media folder of the live feed and of the replay; NULL means it cannot be played.
  live_media TEXT,
  replay_media TEXT
);

CREATE TABLE live_stream_underwriters (
  live_stream_id INTEGER NOT NULL REFERENCES live_streams (id) ON DELETE CASCADE,
  sequence INTEGER NOT NULL DEFAULT 0,
  name TEXT NOT NULL,
  link TEXT NOT NULL DEFAULT '',
  logo_json TEXT,
  PRIMARY KEY (live_stream_id, sequence)
);
