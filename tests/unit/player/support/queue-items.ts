import fc from 'fast-check';
import type { QueueItem } from '../../../../src/lib/player/queue-item.ts';

/** A valid queue item whose ids derive from `n`, so tests can tell items apart. */
export function makeItem(n: number, overrides: Partial<QueueItem> = {}): QueueItem {
  return {
    composition_id: 100 + n,
    performance_id: 200 + n,
    composition_identifier: `composition-${n}`,
    stream_links: {
      broadband_standard_dynamics: `https://media.test/audio/${n}/broadband.m4a`,
      cellular_standard_dynamics: `https://media.test/audio/${n}/cellular.m4a`,
    },
    stream_links_expires: '2026-11-21T18:00:00.000Z',
    recording_uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    title: `Symphony No. ${n}`,
    composer: 'Haydn',
    performers: ['Jane Doe, conductor'],
    image: null,
    duration_ms: 90_000,
    movement_cuepoints: [
      { title: 'I. Allegro', start: 0 },
      { title: 'II. Andante', start: 30 },
    ],
    ...overrides,
  };
}

const url = fc.webUrl();
const isoInstant = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2100-01-01T00:00:00Z'), noInvalidDate: true })
  .map((date) => date.toISOString());

/** Any valid queue item (`readQueueItem` accepts it), with optional links present or absent. */
export const queueItemArbitrary: fc.Arbitrary<QueueItem> = fc.record({
  composition_id: fc.integer(),
  performance_id: fc.integer(),
  composition_identifier: fc.string({ minLength: 1 }),
  stream_links: fc.record(
    { broadband_standard_dynamics: url, cellular_standard_dynamics: url, hls: url },
    { requiredKeys: [] },
  ),
  stream_links_expires: isoInstant,
  recording_uuid: fc.uuid({ version: 4 }),
  title: fc.string({ minLength: 1 }),
  composer: fc.string(),
  performers: fc.array(fc.string(), { maxLength: 4 }),
  image: fc.option(url, { nil: null }),
  duration_ms: fc.nat(),
  movement_cuepoints: fc.array(
    fc.record({ title: fc.string({ minLength: 1 }), start: fc.nat(3_600_000).map((ms) => ms / 1000) }),
    { maxLength: 5 },
  ),
});
