import { describe, expect, it } from 'vitest';
import type { Performance, Recording } from '../../../src/lib/api/performance.ts';
import { readQueueItem } from '../../../src/lib/player/queue-item-guard.ts';
import { hasFreshStreamLinks, queueItemFor } from '../../../src/lib/player/queue-item.ts';
import { makeItem } from './support/queue-items.ts';

const person = (id: number, full_name: string) => ({ id, identifier: `p-${id}`, full_name, sort_name: full_name });
const image = (name: string) => ({
  url: `/img/${name}.jpg`,
  width: 1200,
  height: 630,
  alt: '',
  credit: '',
  renditions: {
    wd_256x144: `/img/${name}-256.jpg`,
    wd_512x288: `/img/${name}-512.jpg`,
    thumbnail: `/img/${name}-t.jpg`,
    social_1200x630: `/img/${name}-s.jpg`,
  },
});

function recording(type: 'A' | 'V', uuid: string): Recording {
  return {
    uuid,
    type,
    duration_ms: 96_000,
    movement_cuepoints: [{ title: 'I. Allegro', start: 0 }],
    cuepoint_webvtt: null,
    captions_url: null,
    production_credits: '',
    preferred_image: null,
  };
}

const performance: Performance = {
  id: 12,
  uuid: '11111111-1111-4111-8111-111111111111',
  composition_id: 3,
  program: null,
  conductor: person(1, 'Jane Doe'),
  featured_artists: [
    { artist: person(3, 'Ann Lee'), roles: ['soprano', 'narrator'], sequence: 2 },
    { artist: person(2, 'Bo Chen'), roles: ['violin'], sequence: 1 },
    { artist: person(4, 'The Quartet'), roles: [], sequence: 3 },
  ],
  position: 0,
  unlisted: false,
  start_date_time: null,
  end_date_time: null,
  premiere: '',
  has_video: true,
  has_audio: true,
  program_note: null,
  recordings: [
    recording('V', '22222222-2222-4222-8222-222222222222'),
    recording('A', '33333333-3333-4333-8333-333333333333'),
  ],
  chapter_captions_url: null,
};

const composition = {
  id: 3,
  identifier: 'symphony-104',
  title: 'Symphony No. 104',
  combined_composer_arranger_credit: 'Haydn',
  preferred_image: image('haydn'),
};
const answer = {
  stream_links: { broadband_standard_dynamics: 'https://media.test/a.m4a' },
  expires: '2026-11-21T18:00:00Z',
};

describe('queue items', () => {
  it('carries the four fields of the spec plus what the player bar shows', () => {
    const item = queueItemFor(composition, performance, answer);
    expect(item).toMatchObject({
      composition_id: 3,
      performance_id: 12,
      composition_identifier: 'symphony-104',
      stream_links: answer.stream_links,
      stream_links_expires: answer.expires,
      recording_uuid: '33333333-3333-4333-8333-333333333333',
      title: 'Symphony No. 104',
      composer: 'Haydn',
      image: '/img/haydn-512.jpg',
      duration_ms: 96_000,
    });
    expect(readQueueItem(item)).toEqual(item);
  });

  it('lists the conductor, then featured artists in display order with their roles', () => {
    expect(queueItemFor(composition, performance, answer)?.performers).toEqual([
      'Jane Doe, conductor',
      'Bo Chen, violin',
      'Ann Lee, soprano and narrator',
      'The Quartet',
    ]);
  });

  it("prefers the recording's image to the composition's", () => {
    const withImage = {
      ...performance,
      recordings: [{ ...recording('A', '33333333-3333-4333-8333-333333333333'), preferred_image: image('live') }],
    };
    expect(queueItemFor(composition, withImage, answer)?.image).toBe('/img/live-512.jpg');
    expect(queueItemFor({ ...composition, preferred_image: null }, performance, answer)?.image).toBeNull();
  });

  it('makes no item for a performance without an audio recording', () => {
    expect(queueItemFor(composition, { ...performance, recordings: [performance.recordings[0]!] }, answer)).toBeNull();
  });

  it('knows when its signed links have expired', () => {
    const item = makeItem(1, { stream_links_expires: '2026-11-21T18:00:00Z' });
    expect(hasFreshStreamLinks(item, new Date('2026-11-21T17:59:59Z'))).toBe(true);
    expect(hasFreshStreamLinks(item, new Date('2026-11-21T18:00:00Z'))).toBe(false);
  });
});
