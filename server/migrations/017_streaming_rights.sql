-- Streaming rights (docs/rights.md): per work, whether it is in the public domain, its publisher and
-- licence notes (for staff); per performance, which media may stream, where, and when. Every field
-- is empty on the catalogue as it stands, so RIGHTS_UNRECORDED decides what it streams until staff
-- record its licences.

ALTER TABLE compositions ADD COLUMN public_domain INTEGER NOT NULL DEFAULT 0;
ALTER TABLE compositions ADD COLUMN publisher TEXT NOT NULL DEFAULT '';
ALTER TABLE compositions ADD COLUMN licence_notes TEXT NOT NULL DEFAULT '';

ALTER TABLE performances ADD COLUMN streaming_media TEXT;
ALTER TABLE performances ADD COLUMN allowed_territories TEXT NOT NULL DEFAULT '';
ALTER TABLE performances ADD COLUMN excluded_territories TEXT NOT NULL DEFAULT '';
ALTER TABLE performances ADD COLUMN available_from TEXT;
ALTER TABLE performances ADD COLUMN available_until TEXT;
ALTER TABLE performances ADD COLUMN embargo_until TEXT;

-- The media route finds the licences of the folder a listener's link names, once per folder and
-- catalogue version.
CREATE INDEX recordings_media ON recordings (media);
