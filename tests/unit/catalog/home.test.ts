import { describe, expect, it } from 'vitest';
import {
  HOME_COPY,
  HOME_SECTIONS,
  featuredComposers,
  homeAudioConcerts,
  homeBlocks,
  homeVideoConcerts,
  homeVideoRights,
} from '../../../src/lib/catalog/home.ts';
import {
  buildComposition,
  buildCompositionDetail,
  buildHomeContent,
  buildPerformance,
  buildPerson,
  buildProgram,
  compositionRefTo,
  refTo,
} from '../../support/contract-builders.ts';
import { rights } from '../rights/support/rights-builder.ts';

/** A program ending `day` days into 2024. */
function programOn(day: number, fields: { has_video: boolean; has_audio: boolean; unlisted?: boolean }) {
  const end = new Date(Date.UTC(2024, 0, day)).toISOString();
  return buildProgram({ identifier: `p-${day}`, end_date_time: end, date: end, ...fields });
}

describe('home sections', () => {
  it('has the copy and links of spec §1 and §2', () => {
    expect(HOME_COPY).toBe(
      'Enjoy more than 100 streaming performances. Always free, thanks to audience members like you.',
    );
    expect(Object.values(HOME_SECTIONS).map((s) => [s.title, s.path])).toEqual([
      ['Video Concerts', '/concerts/video'],
      ['Highlights', '/compositions'],
      ['Curated Collections', '/collections'],
      ['Audio Concerts', '/compositions/by/audio'],
      ['Composers', '/compositions/by/composer'],
    ]);
  });

  it('shows the 4 newest listed programs with video', () => {
    const programs = [1, 2, 3, 4, 5, 6].map((day) => programOn(day, { has_video: true, has_audio: true }));
    programs.push(
      programOn(7, { has_video: true, has_audio: true, unlisted: true }),
      programOn(8, { has_video: false, has_audio: true }),
    );
    expect(homeVideoConcerts(programs).map((p) => p.identifier)).toEqual(['p-6', 'p-5', 'p-4', 'p-3']);
  });

  it('shows the 4 newest listed audio-only programs', () => {
    const programs = [
      programOn(1, { has_video: false, has_audio: true }),
      programOn(2, { has_video: true, has_audio: true }),
      programOn(3, { has_video: false, has_audio: true }),
      programOn(4, { has_video: false, has_audio: true, unlisted: true }),
      programOn(5, { has_video: false, has_audio: true }),
      programOn(6, { has_video: false, has_audio: false }),
      programOn(7, { has_video: false, has_audio: true }),
      programOn(8, { has_video: false, has_audio: true }),
    ];
    expect(homeAudioConcerts(programs).map((p) => p.identifier)).toEqual(['p-8', 'p-7', 'p-5', 'p-3']);
  });
});

describe('featuredComposers', () => {
  const bach = buildPerson({ identifier: 'bach', primaryKind: 'composer' });
  const mozart = buildPerson({ identifier: 'mozart', primaryKind: 'composer' });
  const hidden = buildPerson({ identifier: 'hidden', primaryKind: 'composer' });
  const violinist = buildPerson({ identifier: 'violinist' });
  const works = [
    buildComposition({ composer: refTo(bach), performer_ids: [violinist.id] }),
    buildComposition({ composer: refTo(mozart) }),
    buildComposition({ composer: refTo(hidden), unlisted: true }),
  ];

  it('keeps the configured order and reports the ones it skips', () => {
    const result = featuredComposers([bach, mozart, hidden, violinist], works, [
      'mozart',
      'nobody',
      'bach',
      'hidden',
      'violinist',
      'mozart',
    ]);
    expect(result.composers.map((p) => p.identifier)).toEqual(['mozart', 'bach']);
    expect(result.missing).toEqual([
      { identifier: 'nobody', reason: 'unknown' },
      { identifier: 'hidden', reason: 'no-listed-compositions' },
      { identifier: 'violinist', reason: 'no-listed-compositions' },
      { identifier: 'mozart', reason: 'duplicate' },
    ]);
  });
});

describe('homeBlocks', () => {
  it('picks the first headline and video block by sequence', () => {
    const late = buildHomeContent({ sequence: 5, body_text: 'late' });
    const early = buildHomeContent({ sequence: 1, body_text: 'early' });
    expect(homeBlocks([late, early])).toEqual({ headline: early, video: null });
    const video = buildHomeContent({ content_type: 'video', identifier: 'home-video' });
    expect(homeBlocks([video]).video).toBe(video);
  });
});

describe('homeVideoRights', () => {
  const work = buildComposition();
  const audioOnly = rights({ media: 'audio' });
  const played = buildPerformance({ id: 7, rights: audioOnly });
  const video = buildHomeContent({
    content_type: 'video',
    identifier: 'home-video',
    performance: { id: 7, uuid: played.uuid, composition: compositionRefTo(work), recording_uuid: null },
  });

  it('finds the rights of the performance the home video plays in its composition’s detail', () => {
    const detail = buildCompositionDetail({ performances: [buildPerformance({ id: 6 }), played] });
    expect(homeVideoRights(video, detail)).toEqual(audioOnly);
  });

  it('has none without a video block, a detail or the performance in it', () => {
    expect(homeVideoRights(null, buildCompositionDetail({ performances: [played] }))).toBeUndefined();
    expect(homeVideoRights(video, undefined)).toBeUndefined();
    expect(
      homeVideoRights(video, buildCompositionDetail({ performances: [buildPerformance({ id: 6 })] })),
    ).toBeUndefined();
  });
});
