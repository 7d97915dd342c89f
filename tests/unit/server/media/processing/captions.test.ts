import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CAPTION_REFUSALS, CaptionRefusal } from '../../../../../server/src/media/processing/caption-refusals.ts';
import { type Cue, formatTimestamp } from '../../../../../server/src/media/processing/caption-times.ts';
import { parseWebVtt, srtToWebVtt } from '../../../../../server/src/media/processing/captions.ts';

const HOUR = 3_600_000;

/** The refusal reading `text` raises. */
function refusalOf(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(CaptionRefusal);
    return (error as CaptionRefusal).message;
  }
  throw new Error('no refusal');
}

describe('checking an uploaded WebVTT file', () => {
  it('answers its cues, passing over notes, styles and identifiers', () => {
    const vtt = [
      'WEBVTT - Symphony No. 5',
      '',
      'NOTE written by the orchestra',
      '',
      'intro',
      '00:01.000 --> 00:04.500 align:start',
      '[Strings, softly]',
      '',
      '01:00:00.000 --> 01:00:02.000',
      '[Applause]',
      'Bravo!',
      '',
    ].join('\n');
    expect(parseWebVtt(`\uFEFF${vtt}`, 2 * HOUR)).toEqual([
      { startMs: 1000, endMs: 4500, text: '[Strings, softly]' },
      { startMs: HOUR, endMs: HOUR + 2000, text: '[Applause]\nBravo!' },
    ]);
  });

  it('refuses a file without the header, and cues out of line, naming the line', () => {
    expect(refusalOf(() => parseWebVtt('00:01.000 --> 00:02.000\nHi\n', HOUR))).toBe(CAPTION_REFUSALS.noHeader());
    const cues = (...lines: string[]) => ['WEBVTT', '', ...lines].join('\n');
    expect(refusalOf(() => parseWebVtt(cues('00:01.000 -> 00:02.000', 'Hi'), HOUR))).toBe(
      CAPTION_REFUSALS.badTiming(3),
    );
    expect(refusalOf(() => parseWebVtt(cues('00:01:61.000 --> 00:02:00.000', 'Hi'), HOUR))).toBe(
      CAPTION_REFUSALS.badTiming(3),
    );
    expect(refusalOf(() => parseWebVtt(cues('00:05.000 --> 00:05.000', 'Hi'), HOUR))).toBe(
      CAPTION_REFUSALS.endNotAfterStart(3),
    );
    const backwards = cues('00:05.000 --> 00:06.000', 'Two', '', 'one', '00:01.000 --> 00:02.000', 'One');
    expect(refusalOf(() => parseWebVtt(backwards, HOUR))).toBe(CAPTION_REFUSALS.outOfOrder(7));
    expect(refusalOf(() => parseWebVtt(cues('00:59.000 --> 01:02.000', 'Late'), 60_000))).toBe(
      CAPTION_REFUSALS.pastEnd(3, '00:01:00.000'),
    );
    expect(refusalOf(() => parseWebVtt('WEBVTT\n', HOUR))).toBe(CAPTION_REFUSALS.noCues());
  });
});

describe('converting SubRip to WebVTT', () => {
  it('drops the numbers, writes the timings with a dot, keeps italics and escapes the rest', () => {
    const srt = '1\r\n00:00:01,000 --> 00:00:02,500\r\n<i>Largo</i> & <font color="red">sostenuto</font>\r\n\r\n';
    expect(srtToWebVtt(srt)).toBe('WEBVTT\n\n00:00:01.000 --> 00:00:02.500\n<i>Largo</i> &amp; sostenuto\n');
  });

  it('refuses a block without its number or its timing', () => {
    expect(refusalOf(() => srtToWebVtt('00:00:01,000 --> 00:00:02,000\nHi\n'))).toBe(CAPTION_REFUSALS.badSrtNumber(1));
    expect(refusalOf(() => srtToWebVtt('1\nHi\n'))).toBe(CAPTION_REFUSALS.badTiming(2));
  });

  it('names the SubRip file’s line when, given the recording’s length, a cue is out of order or ends after it', () => {
    const srt = '1\n00:00:05,000 --> 00:00:06,000\nOne\n\n2\n00:00:01,000 --> 00:00:02,000\nTwo\n';
    expect(refusalOf(() => srtToWebVtt(srt, HOUR))).toBe(CAPTION_REFUSALS.outOfOrder(6));
    const late = '1\n00:00:01,000 --> 00:00:02,000\nOne\n\n2\n00:00:03,000 --> 00:00:09,000\nTwo\n';
    expect(refusalOf(() => srtToWebVtt(late, 4000))).toBe(CAPTION_REFUSALS.pastEnd(6, '00:00:04.000'));
    expect(srtToWebVtt(late)).toMatch(/^WEBVTT/);
  });

  it('gives back every cue it was given, in a file the WebVTT check takes', () => {
    const line = fc
      .stringMatching(/^[A-Za-z0-9 ,.!?'()[\]-]{1,40}$/)
      .map((text) => text.trim())
      .filter((text) => text !== '' && !text.includes('--'));
    const cue = fc.record({
      gapMs: fc.nat({ max: 10 * HOUR }),
      lengthMs: fc.integer({ min: 1, max: 60_000 }),
      lines: fc.array(line, { minLength: 1, maxLength: 3 }),
    });
    fc.assert(
      fc.property(fc.array(cue, { minLength: 1, maxLength: 20 }), (drawn) => {
        let startMs = 0;
        const cues: Cue[] = drawn.map(({ gapMs, lengthMs, lines }) => {
          startMs += gapMs;
          return { startMs, endMs: startMs + lengthMs, text: lines.join('\n') };
        });
        const srtTime = (ms: number) => formatTimestamp(ms).replace('.', ',');
        const srt = cues
          .map((each, index) => `${index + 1}\n${srtTime(each.startMs)} --> ${srtTime(each.endMs)}\n${each.text}\n`)
          .join('\n');
        const durationMs = Math.max(...cues.map((each) => each.endMs));
        expect(parseWebVtt(srtToWebVtt(srt), durationMs)).toEqual(cues);
      }),
    );
  });
});
