import { describe, expect, it } from 'vitest';
import {
  CONCERT_TABS,
  concertPerformances,
  concertTab,
  concertsForTab,
  isAudioOnly,
  isConcertTab,
  showsWatchEntireConcert,
} from '../../../src/lib/catalog/concerts.ts';
import {
  buildComposition,
  buildPerformance,
  buildProgram,
  buildProgramDetail,
  compositionRefTo,
} from '../../support/contract-builders.ts';

const video = buildProgram({
  identifier: 'video',
  has_video: true,
  has_audio: true,
  end_date_time: '2024-05-01T03:00:00Z',
});
const audio = buildProgram({ identifier: 'audio', has_audio: true, end_date_time: '2024-06-01T03:00:00Z' });
const videoOnly = buildProgram({
  identifier: 'video-only',
  has_video: true,
  has_audio: false,
  end_date_time: '2023-01-01T03:00:00Z',
});
const unplayable = buildProgram({
  identifier: 'unplayable',
  has_audio: true,
  has_playable_performance: false,
  end_date_time: '2025-01-01T03:00:00Z',
});
const unlisted = buildProgram({
  identifier: 'unlisted',
  unlisted: true,
  has_video: true,
  end_date_time: '2026-01-01T03:00:00Z',
});
const programs = [videoOnly, unlisted, video, unplayable, audio];

const ids = (list: { identifier: string }[]) => list.map((p) => p.identifier);

describe('concert tabs', () => {
  it('has the tabs and titles of spec §2', () => {
    expect(CONCERT_TABS.map((t) => [t.tab, t.label, t.title, t.path])).toEqual([
      ['all', 'All', 'Concerts', '/concerts'],
      ['video', 'Video Concerts', 'Video Concerts', '/concerts/video'],
      ['audio', 'Audio Concerts', 'Audio Concerts', '/concerts/audio'],
    ]);
    expect(concertTab('audio').title).toBe('Audio Concerts');
    expect(isConcertTab('video')).toBe(true);
    expect(isConcertTab('all')).toBe(true);
    expect(isConcertTab('constructor')).toBe(false);
  });

  it('keeps only listed programs, newest end first', () => {
    expect(ids(concertsForTab(programs, 'all'))).toEqual(['audio', 'video', 'video-only']);
    expect(ids(concertsForTab(programs, 'video'))).toEqual(['video', 'video-only']);
    expect(ids(concertsForTab(programs, 'audio'))).toEqual(['unplayable', 'audio', 'video']);
  });

  it('breaks ties of the same end by identifier', () => {
    const b = buildProgram({ identifier: 'b', end_date_time: '2024-01-01T00:00:00Z' });
    const a = buildProgram({ identifier: 'a', end_date_time: '2024-01-01T00:00:00Z' });
    expect(ids(concertsForTab([b, a], 'all'))).toEqual(['a', 'b']);
  });
});

describe('concert detail', () => {
  it("hides 'Watch the entire concert' for audio-only concerts and concerts without a full video", () => {
    expect(showsWatchEntireConcert(buildProgramDetail({ has_full_video: true, has_video: true }))).toBe(true);
    expect(showsWatchEntireConcert(buildProgramDetail({ has_full_video: false, has_video: true }))).toBe(false);
    expect(
      showsWatchEntireConcert(buildProgramDetail({ has_full_video: true, has_video: false, has_audio: true })),
    ).toBe(false);
    expect(isAudioOnly(audio)).toBe(true);
    expect(isAudioOnly(video)).toBe(false);
  });

  it('lists listed performances by position', () => {
    const composition = compositionRefTo(buildComposition());
    const third = { composition, performance: buildPerformance({ position: 3 }) };
    const first = { composition, performance: buildPerformance({ position: 1 }) };
    const hidden = { composition, performance: buildPerformance({ position: 2, unlisted: true }) };
    const detail = buildProgramDetail({ composition_performances: [third, hidden, first] });
    expect(concertPerformances(detail)).toEqual([first, third]);
  });
});
