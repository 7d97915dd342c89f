import { describe, expect, it } from 'vitest';
import { parsePlayRequest, queueItemOf } from '../../../src/stores/player/request.ts';
import { makeItem } from '../player/support/queue-items.ts';

const {
  stream_links: _links,
  stream_links_expires: _expires,
  ...request
} = makeItem(1, { image: '/images/one/wd_512x288.jpg' });

describe('parsePlayRequest', () => {
  it("reads a button's data-queue-item", () => {
    expect(parsePlayRequest(JSON.stringify(request))).toEqual(request);
  });

  it.each([
    null,
    undefined,
    '',
    '{broken',
    '[]',
    JSON.stringify({ ...request, recording_uuid: 'not-a-uuid' }),
    JSON.stringify({ title: 'x' }),
  ])('answers null for %s', (json) => {
    expect(parsePlayRequest(json)).toBeNull();
  });
});

describe('queueItemOf', () => {
  it('puts the fetched links on the request', () => {
    const item = queueItemOf(request, {
      links: { broadband_standard_dynamics: 'https://m.test/a.m4a' },
      expires: '2026-11-21T18:00:00.000Z',
    });
    expect(item).toEqual({
      ...request,
      stream_links: { broadband_standard_dynamics: 'https://m.test/a.m4a' },
      stream_links_expires: '2026-11-21T18:00:00.000Z',
    });
  });
});
