import { describe, expect, it } from 'vitest';
import { captionCues, chapterCues, vttTimestamp, webvtt } from '../../../../scripts/media/webvtt-files.ts';
import { pieceStyles } from '../../../../scripts/media/synth/render-piece.ts';
import type { VideoMedia } from '../../../../server/seed/media-plan.ts';

const media: VideoMedia = {
  media: 'video/v09',
  duration_ms: 60_000,
  movement_starts: [0, 20, 40],
  captions: true,
  chapters: true,
};

describe('WebVTT for the demo videos', () => {
  it('writes timestamps as hh:mm:ss.ttt', () => {
    expect(vttTimestamp(0)).toBe('00:00:00.000');
    expect(vttTimestamp(3725.5)).toBe('01:02:05.500');
  });

  it('makes one chapter per movement, from its start to the next', () => {
    const cues = chapterCues(media, pieceStyles(1, 3));
    expect(cues.map((c) => [c.start, c.end])).toEqual([
      [0, 20],
      [20, 40],
      [40, 60],
    ]);
    expect(cues.map((c) => c.text)).toEqual(pieceStyles(1, 3).map((s) => `${s.numeral}. ${s.marking}`));
  });

  it('captions each movement as it begins, and never past the end', () => {
    const cues = captionCues(media, pieceStyles(1, 3));
    for (const start of media.movement_starts)
      expect(cues.some((c) => c.start === start && c.text.startsWith('[Music: '))).toBe(true);
    for (const cue of cues) expect(cue.end).toBeLessThanOrEqual(60);
    expect(webvtt(cues).startsWith('WEBVTT\n\n00:00:00.000 --> 00:00:04.000\n[Music: ')).toBe(true);
  });
});
