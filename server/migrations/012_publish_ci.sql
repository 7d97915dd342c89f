-- Publishing through CI (docs/studio.md, "Two set-ups"): instead of building the site in
-- its own machine, the API asks the CI to run the publish workflow. The CI fetches the catalogue
-- the publish will publish (kept here while the publish runs, gzip then base64) and reports where
-- it is and how it ended; the API instance running the publish reads the reports and switches the
-- API when the CI says the site is published.

ALTER TABLE studio_publishes ADD COLUMN candidate TEXT;
-- The CI's last report (JSON: progress, done or failed) and when it came.
ALTER TABLE studio_publishes ADD COLUMN ci_report TEXT;
ALTER TABLE studio_publishes ADD COLUMN ci_reported_at TEXT;
