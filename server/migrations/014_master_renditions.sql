-- The renditions of a master (docs/media.md, "Renditions"): a job of kind 'master-renditions' makes them
-- from the master's file into a folder of their own under MEDIA_ROOT. The master names its newest job (a
-- retry starts another), and once they are made, their folder and what was made (JSON: loudness, rungs).

ALTER TABLE media_masters ADD COLUMN job_id INTEGER REFERENCES media_jobs (id);
ALTER TABLE media_masters ADD COLUMN folder TEXT;
ALTER TABLE media_masters ADD COLUMN made TEXT;
