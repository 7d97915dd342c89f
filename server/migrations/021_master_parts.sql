-- Parts of a master (docs/media.md, "Cutting a master into parts"): a span of a concert-length file, cut
-- into a work's recording, or trimmed of its tuning and applause. A part is a master of its own (its
-- renditions, waveform, captions and movement marks are made and kept as a master's are) whose file is
-- its source's, read from `span_start_ms` to `span_end_ms`.

ALTER TABLE media_masters ADD COLUMN part_of INTEGER REFERENCES media_masters (id);
ALTER TABLE media_masters ADD COLUMN span_start_ms INTEGER;
ALTER TABLE media_masters ADD COLUMN span_end_ms INTEGER;
