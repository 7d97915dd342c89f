-- The studio's drafts: records edited in the studio and not yet published. The published
-- catalogue (the tables of 001) is what the API and the build serve; a draft lies beside it until
-- a publish applies it. One draft per record.

CREATE TABLE studio_drafts (
  id {{id}},
  -- The catalogue document's list: 'people', 'compositions', … (src/lib/studio/records.ts).
  list TEXT NOT NULL,
  -- The record's key in the studio: the published identifier it changes (a uuid for performances,
  -- kind:identifier for categories), or for a new record the identifier it was created with. It
  -- does not follow later changes of the identifier, so addresses stay put until the publish.
  record_key TEXT NOT NULL,
  -- The document item as it will be published (JSON, every default spelled out); NULL deletes
  -- the published record.
  fields TEXT,
  -- 1 when created, one more on each save: part of the version a save must name in If-Match.
  revision INTEGER NOT NULL,
  -- Whether the record was published when the draft was made ('new' drafts have nothing to publish over).
  is_new INTEGER NOT NULL,
  updated_by INTEGER NOT NULL REFERENCES staff (id),
  updated_at TEXT NOT NULL,
  UNIQUE (list, record_key)
);
