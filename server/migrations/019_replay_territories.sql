-- A live stream's replay may end at other times in some territories than its own replay end (docs/rights.md,
-- "Replay windows per territory"): JSON, a list of { territories, until }; empty for none.

ALTER TABLE live_streams ADD COLUMN replay_territories_json TEXT NOT NULL DEFAULT '[]';
