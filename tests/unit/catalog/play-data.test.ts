import { describe, expect, it } from 'vitest';
import { playData, playableOf } from '../../../src/lib/catalog/play-data.ts';
import {
  buildComposition,
  buildFeaturedArtist,
  buildImage,
  buildPerformance,
  buildPerson,
  buildRecording,
  compositionRefTo,
  refTo,
} from '../../support/contract-builders.ts';

describe('playData', () => {
  it('carries the ids, the recordings audio first, and the queue item without links', () => {
    const image = buildImage();
    const work = buildComposition({
      id: 7,
      identifier: 'eroica',
      title: '*Eroica*',
      combined_composer_arranger_credit: 'Beethoven',
      preferred_image: image,
    });
    const video = buildRecording({ type: 'V' });
    const audio = buildRecording({
      type: 'A',
      duration_ms: 90_000,
      movement_cuepoints: [
        { title: 'I.', start: 0 },
        { title: 'II.', start: 40 },
      ],
    });
    const conductor = buildPerson({ first_name: 'Ana', last_name: 'Ruiz' });
    const soloist = buildPerson({ first_name: 'Li', last_name: 'Wei' });
    const performance = buildPerformance({
      id: 11,
      recordings: [video, audio],
      conductor: refTo(conductor),
      featured_artists: [buildFeaturedArtist({ artist: refTo(soloist), roles: ['violin', 'viola'], sequence: 1 })],
    });
    const data = playData(work, performance);
    expect(data).toMatchObject({
      'data-composition-id': '7',
      'data-composition-identifier': 'eroica',
      'data-performance-id': '11',
      'data-performance-uuid': performance.uuid,
      'data-recording-uuids': `${audio.uuid} ${video.uuid}`,
      'data-audio-recording-uuid': audio.uuid,
      'data-video-recording-uuid': video.uuid,
    });
    expect(JSON.parse(data['data-queue-item'] ?? '')).toEqual({
      composition_id: 7,
      performance_id: 11,
      composition_identifier: 'eroica',
      recording_uuid: audio.uuid,
      title: '*Eroica*',
      composer: 'Beethoven',
      performers: ['Ana Ruiz, conductor', 'Li Wei, violin and viola'],
      image: image.renditions.wd_512x288,
      duration_ms: 90_000,
      movement_cuepoints: [
        { title: 'I.', start: 0 },
        { title: 'II.', start: 40 },
      ],
    });
  });

  it('has no queue item without audio', () => {
    const data = playData(buildComposition(), buildPerformance({ recordings: [buildRecording({ type: 'V' })] }));
    expect(data).not.toHaveProperty('data-queue-item');
    expect(data).not.toHaveProperty('data-audio-recording-uuid');
  });

  it('builds a playable composition from a reference', () => {
    const work = buildComposition({ combined_composer_arranger_credit: 'Bach' });
    expect(playableOf(compositionRefTo(work))).toEqual({
      id: work.id,
      identifier: work.identifier,
      title: work.title,
      combined_composer_arranger_credit: 'Bach',
    });
    expect(playableOf(compositionRefTo(work), work)).toBe(work);
  });
});
