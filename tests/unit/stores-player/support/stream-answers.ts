import { json } from '../../auth-client/support/fake-fetch.ts';
import type { FakeAnswer } from '../../auth-client/support/fake-fetch.ts';

/** The API base of the test site (tests/unit/support/site-config.ts). */
export const API = 'https://api.example.test/api/2';

/** The stream-links URL of a recording. */
export const recordingUrl = (uuid: string) => `${API}/stream/recording/${uuid}/?format=json`;

/** A successful audio answer for a recording, expiring at `expires`. */
export function audioAnswer(uuid: string, expires = '2026-11-21T18:00:00.000Z'): FakeAnswer {
  return json(200, {
    stream_links: {
      broadband_standard_dynamics: `https://media.example.test/audio/${uuid}/broadband.m4a?sig=abc`,
      cellular_standard_dynamics: `https://media.example.test/audio/${uuid}/cellular.m4a?sig=abc`,
    },
    expires,
  });
}

/** A successful video answer. */
export function videoAnswer(uuid: string): FakeAnswer {
  return json(200, {
    stream_links: { hls: `https://media.example.test/video/${uuid}/index.m3u8?sig=abc` },
    expires: '2026-11-21T18:00:00.000Z',
  });
}
