import { describe, expect, it } from 'vitest';
import { parseWebVtt } from '../../../../../server/src/media/processing/captions.ts';
import { chaptersOf, chaptersWebVtt } from '../../../../../server/src/media/processing/chapters.ts';

describe('chapters from movements', () => {
  it('runs each movement to the next one’s start and the last to the end', () => {
    const movements = [
      { title: 'I. Allegro', start: 0 },
      { title: 'II. Adagio', start: 61.5 },
      { title: 'III. Presto', start: 130 },
    ];
    expect(chaptersWebVtt(movements, 200_000)).toBe(
      [
        'WEBVTT',
        '',
        '00:00:00.000 --> 00:01:01.500\nI. Allegro',
        '',
        '00:01:01.500 --> 00:02:10.000\nII. Adagio',
        '',
        '00:02:10.000 --> 00:03:20.000\nIII. Presto',
        '',
      ].join('\n'),
    );
  });

  it('writes a file the captions check accepts', () => {
    const text = chaptersWebVtt(
      [
        { title: 'Ouverture', start: 0 },
        { title: 'Air', start: 3.25 },
      ],
      9_000,
    );
    expect(parseWebVtt(text, 9_000).map((cue) => cue.text)).toEqual(['Ouverture', 'Air']);
  });

  it('orders movements by their start and leaves out those at or past the end', () => {
    const chapters = chaptersOf(
      [
        { title: 'B', start: 5 },
        { title: 'A', start: 0 },
        { title: 'Past', start: 12 },
        { title: 'At the end', start: 10 },
      ],
      10_000,
    );
    expect(chapters).toEqual([
      { startMs: 0, endMs: 5_000, text: 'A' },
      { startMs: 5_000, endMs: 10_000, text: 'B' },
    ]);
  });

  it('makes no empty chapter of two movements marked at the same moment', () => {
    const chapters = chaptersOf(
      [
        { title: 'First', start: 2 },
        { title: 'Second', start: 2 },
      ],
      10_000,
    );
    expect(chapters.map((cue) => [cue.startMs, cue.endMs])).toEqual([[2_000, 10_000]]);
  });

  it('keeps a title on one line and escapes what WebVTT reserves', () => {
    const [chapter] = chaptersOf([{ title: 'Scherzo <Trio>\n& Coda', start: 0 }], 1_000);
    expect(chapter?.text).toBe('Scherzo &lt;Trio&gt; &amp; Coda');
  });
});
