-- Captions (docs/media.md, "Captions"): a WebVTT file a language for a master whose renditions are made,
-- checked and stored in the master's folder under a name made from its content, so a page published
-- before a replacement keeps playing the file it names. One row a language: replacing one is an upsert,
-- and two languages uploaded at once never overwrite each other's.

CREATE TABLE master_captions (
  master_id INTEGER NOT NULL REFERENCES media_masters (id) ON DELETE CASCADE,
  -- A BCP 47 tag in canonical form ('en', 'pt-BR'), and its English name as the player shows it.
  language TEXT NOT NULL,
  label TEXT NOT NULL,
  -- The file's path under MEDIA_ROOT: masters/{id}/captions.{language}.{first 8 hex of its SHA-256}.vtt.
  path TEXT NOT NULL,
  added_by INTEGER REFERENCES staff (id),
  added_at TEXT NOT NULL,
  PRIMARY KEY (master_id, language)
);

-- A recording's captions in every language (JSON, a list of {language, label, url}), which attaching a
-- master copies from it; `captions_url` still names the English file for players that know one language.
ALTER TABLE recordings ADD COLUMN captions_json TEXT NOT NULL DEFAULT '[]';
