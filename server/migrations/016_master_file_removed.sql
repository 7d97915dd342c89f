-- Keeping masters (docs/media.md, "Keeping the master"): with KEEP_MASTERS=off a master's file is removed
-- from UPLOAD_DIR once its renditions are made; when, so the Media screen says it is gone.

ALTER TABLE media_masters ADD COLUMN file_removed_at TEXT;
