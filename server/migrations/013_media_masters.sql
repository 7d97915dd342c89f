-- Masters (docs/media.md, "Upload"): the files recordings are made from, uploaded from the studio
-- with the tus protocol into UPLOAD_DIR and checked once whole (its checksum, then its probe). A row is written when the last byte
-- is in; a refused master keeps its row (what was refused, and why) but not its file.

CREATE TABLE media_masters (
  id {{id}},
  -- The tus upload's id: its file's name under UPLOAD_DIR.
  upload_id TEXT NOT NULL UNIQUE,
  filename TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('audio', 'video')),
  -- Up to 50 GB: more than a 32-bit integer holds (PostgreSQL answers BIGINT as text; read with Number).
  bytes BIGINT NOT NULL,
  sha256 TEXT NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('uploaded', 'refused')),
  reason TEXT,
  -- What its probe read (ffprobe, once whole): its length, and its sound and picture (JSON); NULL when refused.
  duration_ms INTEGER,
  facts TEXT,
  uploaded_by INTEGER REFERENCES staff (id),
  uploaded_at TEXT NOT NULL
);

CREATE INDEX media_masters_uploaded ON media_masters (uploaded_at);
