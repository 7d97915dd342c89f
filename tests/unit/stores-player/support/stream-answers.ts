import { json } from '../../auth-client/support/fake-fetch.ts';
import type { FakeAnswer } from '../../auth-client/support/fake-fetch.ts';
import { site } from '../../support/site-config.ts';
import { buildAudioStreamAnswer, buildVideoStreamAnswer } from '../../../support/contract-builders.ts';

/** The API base of the test site (tests/unit/support/site-config.ts). */
export const API = site.apiBase;

/** The stream-links URL of a recording. */
export const recordingUrl = (uuid: string) => `${API}/stream/recording/${uuid}/?format=json`;

/** A successful audio answer for a recording, expiring at `expires`, on the test site's media host. */
export function audioAnswer(uuid: string, expires?: string): FakeAnswer {
  return json(200, buildAudioStreamAnswer(uuid, { mediaBase: site.mediaBase, ...(expires ? { expires } : {}) }));
}

/** A successful video answer, on the test site's media host. */
export function videoAnswer(uuid: string): FakeAnswer {
  return json(200, buildVideoStreamAnswer(uuid, { mediaBase: site.mediaBase }));
}
