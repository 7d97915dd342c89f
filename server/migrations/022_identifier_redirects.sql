-- The old addresses of records whose identifier changed (docs/studio.md, "Old addresses"): each
-- former identifier of a kind, with the identifier the same record has now. Written with the
-- catalogue, in the transaction that switches it, so a catalogue version always names the
-- redirects it serves: chains are collapsed (a→b then b→c keeps a→c and b→c), an identifier that
-- a live record holds is never here, and neither is one whose record has left the catalogue.

CREATE TABLE identifier_redirects (
  -- The catalogue document's list: 'compositions', 'people', 'programs', 'live_streams',
  -- 'media_features' or 'curated_collections' (src/lib/api/identifier-redirects.ts).
  list TEXT NOT NULL,
  old_identifier TEXT NOT NULL,
  -- The record's identifier now.
  identifier TEXT NOT NULL,
  PRIMARY KEY (list, old_identifier)
);
