import { describe, expect, it } from 'vitest';
import { centralTime, publishKindName, publishStatusLine } from '../../../src/lib/studio/publish-words.ts';
import type { Publish } from '../../../src/lib/studio/publishing.ts';

const entry = (over: Partial<Publish>): Publish => ({
  id: 3,
  kind: 'publish',
  state: 'running',
  requested_by: 'Eddie',
  requested_at: '2026-11-29T16:00:00Z',
  started_at: '2026-11-29T16:00:00Z',
  finished_at: null,
  phase: 'rendering',
  pages_done: 0,
  pages_expected: null,
  seconds: null,
  reason: null,
  build_id: null,
  pages: null,
  catalogue_version: null,
  rollback_of: null,
  changes: [],
  can_roll_back_to: false,
  ...over,
});

describe('what the studio says of a publish', () => {
  it('says where a running one is, with pages and seconds when known', () => {
    expect(publishStatusLine(entry({ phase: 'pulling', seconds: 3.2 }))).toBe('Reading the catalogue: 3 s');
    expect(publishStatusLine(entry({ pages_done: 139, seconds: 15.6 }))).toBe('Building the pages: 139 pages, 16 s');
    expect(publishStatusLine(entry({ pages_done: 139, pages_expected: 540, seconds: 15.6 }))).toBe(
      'Building the pages: 139 of about 540 pages, 16 s',
    );
    expect(publishStatusLine(entry({ phase: 'switching' }))).toBe('Switching the API');
    expect(publishStatusLine(entry({ state: 'queued', phase: null }))).toBe(
      'Waiting for the publish before it to end.',
    );
  });

  it('says how one ended', () => {
    const done = entry({ state: 'done', seconds: 17.4, pages: 540, build_id: '20261129T161853Z-d874' });
    expect(publishStatusLine(done)).toBe('Published in 17 s: 540 pages, build 20261129T161853Z-d874.');
    expect(publishStatusLine({ ...done, build_id: null })).toBe(
      'Published in 17 s: 540 pages, the site was unchanged.',
    );
    expect(publishStatusLine(entry({ state: 'failed', reason: 'Rebuild failed (pull): …' }))).toBe(
      'Rebuild failed (pull): …',
    );
    expect(publishStatusLine(entry({ kind: 'import', state: 'done', catalogue_version: 4 }))).toBe(
      'The catalogue as imported (version 4).',
    );
  });

  it('names each kind', () => {
    expect(publishKindName({ kind: 'rollback', rollback_of: 1 })).toBe('Rollback to #1');
    expect(publishKindName({ kind: 'scheduled', rollback_of: null })).toBe('Scheduled publish');
  });
});

describe('a schedule time', () => {
  it('is written on Chicago’s clock', () => {
    expect(centralTime('2026-12-05T01:30:00Z')).toBe('Dec 4, 2026, 7:30 PM Central');
  });
});
