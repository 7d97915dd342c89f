import { describe, expect, it } from 'vitest';
import {
  NOT_AVAILABLE_FOR_STREAMING,
  featuredArtistsInOrder,
  isPremiere,
  listingRecording,
  movementsOf,
  performanceViews,
  visiblePerformances,
  watchedOnCompositionPage,
} from '../../../src/lib/catalog/composition-detail.ts';
import {
  buildCompositionDetail,
  buildFeaturedArtist,
  buildPerformance,
  buildPerson,
  buildRecording,
  refTo,
} from '../../support/contract-builders.ts';

const older = buildPerformance({ start_date_time: '2019-05-01T00:00:00Z' });
const newer = buildPerformance({ start_date_time: '2024-05-01T00:00:00Z' });
const hidden = buildPerformance({ start_date_time: '2025-05-01T00:00:00Z', unlisted: true });
const undated = buildPerformance({ start_date_time: null, end_date_time: null });

describe('visiblePerformances', () => {
  it('hides unlisted performances of a listed composition, newest first, undated last', () => {
    const detail = buildCompositionDetail({ performances: [undated, older, hidden, newer] });
    expect(visiblePerformances(detail).map((p) => p.id)).toEqual([newer.id, older.id, undated.id]);
  });

  it('shows every performance of an unlisted composition', () => {
    const detail = buildCompositionDetail({ unlisted: true, performances: [older, hidden, newer] });
    expect(visiblePerformances(detail).map((p) => p.id)).toEqual([hidden.id, newer.id, older.id]);
  });

  it('orders performances of the same start by position', () => {
    const second = buildPerformance({ start_date_time: '2024-05-01T00:00:00Z', position: 2 });
    const first = buildPerformance({ start_date_time: '2024-05-01T00:00:00Z', position: 1 });
    const detail = buildCompositionDetail({ performances: [second, first] });
    expect(visiblePerformances(detail).map((p) => p.id)).toEqual([first.id, second.id]);
  });
});

describe('performance blocks', () => {
  it("says 'Not available for streaming.' only when there is no recording", () => {
    const silent = buildPerformance({ recordings: [], has_audio: false });
    const detail = buildCompositionDetail({ performances: [silent, newer] });
    const views = performanceViews(detail);
    expect(views.map((v) => [v.performance.id, v.streamable, v.unavailableMessage])).toEqual([
      [newer.id, true, null],
      [silent.id, false, 'Not available for streaming.'],
    ]);
    expect(NOT_AVAILABLE_FOR_STREAMING).toBe('Not available for streaming.');
  });

  it('flags premieres by a non-empty premiere label', () => {
    expect(isPremiere(buildPerformance({ premiere: 'World premiere' }))).toBe(true);
    expect(isPremiere(buildPerformance({ premiere: '  ' }))).toBe(false);
    const detail = buildCompositionDetail({ performances: [buildPerformance({ premiere: ' US premiere ' })] });
    expect(performanceViews(detail)[0]?.premiere).toBe('US premiere');
  });

  it('leads rows to the composition page for a listed performance with a video and no audio', () => {
    const video = () => buildRecording({ type: 'V' });
    const audio = () => buildRecording({ type: 'A' });
    const cases: [string, Parameters<typeof buildPerformance>[0], boolean][] = [
      ['video only', { recordings: [video()] }, true],
      ['audio and video', { recordings: [video(), audio()] }, false],
      ['audio only', { recordings: [audio()] }, false],
      ['no recording', { recordings: [] }, false],
      // An unlisted performance may have no block on a listed composition's page.
      ['unlisted video only', { recordings: [video()], unlisted: true }, false],
    ];
    for (const [name, overrides, expected] of cases) {
      expect([name, watchedOnCompositionPage(buildPerformance(overrides))]).toEqual([name, expected]);
    }
  });

  it('orders featured artists by sequence', () => {
    const violin = buildFeaturedArtist({ sequence: 2, roles: ['violin'] });
    const piano = buildFeaturedArtist({ sequence: 1, roles: ['piano'] });
    const performance = buildPerformance({ featured_artists: [violin, piano] });
    expect(featuredArtistsInOrder(performance).map((a) => a.roles[0])).toEqual(['piano', 'violin']);
  });

  it("keeps the performance's own program note and does not repeat the composition's", () => {
    const note = { text: '<p>Own</p>', formatted_credit_html: 'by A' };
    const withNote = buildPerformance({ program_note: note });
    const detail = buildCompositionDetail({
      primary_program_note: { text: '<p>Primary</p>', formatted_credit_html: '' },
      performances: [withNote, buildPerformance({ start_date_time: '2000-01-01T00:00:00Z' })],
    });
    expect(performanceViews(detail).map((v) => v.programNote)).toEqual([note, null]);
  });

  it('carries the conductor through unchanged', () => {
    const conductor = refTo(buildPerson({ primaryKind: 'conductor' }));
    const detail = buildCompositionDetail({ performances: [buildPerformance({ conductor })] });
    expect(performanceViews(detail)[0]?.performance.conductor).toEqual(conductor);
  });
});

describe('movements', () => {
  it("lasts from one cue point to the next, the last until the recording ends, keeping each cue point's index", () => {
    const recording = buildRecording({
      duration_ms: 1_800_000,
      movement_cuepoints: [
        { title: 'II. Adagio', start: 600 },
        { title: 'I. Allegro', start: 0 },
        { title: 'III. Presto', start: 1500.5 },
      ],
    });
    expect(movementsOf(recording)).toEqual([
      { title: 'I. Allegro', cueIndex: 1, start: 0, durationMs: 600_000 },
      { title: 'II. Adagio', cueIndex: 0, start: 600, durationMs: 900_500 },
      { title: 'III. Presto', cueIndex: 2, start: 1500.5, durationMs: 299_500 },
    ]);
  });

  it('is empty for a single-movement recording', () => {
    expect(movementsOf(buildRecording())).toEqual([]);
  });

  it('lists the audio recording movements, else the video ones', () => {
    const video = buildRecording({ type: 'V' });
    const audio = buildRecording({ type: 'A' });
    expect(listingRecording(buildPerformance({ recordings: [video, audio] }))).toEqual(audio);
    expect(listingRecording(buildPerformance({ recordings: [video] }))).toEqual(video);
    expect(listingRecording(buildPerformance({ recordings: [] }))).toBeUndefined();
  });
});
