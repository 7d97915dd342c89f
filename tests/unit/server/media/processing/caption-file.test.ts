import { describe, expect, it } from 'vitest';
import { checkedWebVtt } from '../../../../../server/src/media/processing/caption-file.ts';
import { CAPTION_REFUSALS, CaptionRefusal } from '../../../../../server/src/media/processing/caption-refusals.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

function refusalOf(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof CaptionRefusal) return error.message;
    throw error;
  }
  return undefined;
}

describe('checkedWebVtt', () => {
  it('writes a WebVTT file again from its cues, without its byte order mark, notes and cue settings', () => {
    const vtt = '\uFEFFWEBVTT\n\nNOTE a note\n\n1\n00:01.000 --> 00:02.000 align:start\nHello\n';
    expect(checkedWebVtt(bytes(vtt), 10_000)).toBe('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHello\n');
  });

  it('converts SubRip told by its type, or by its first lines whatever the type says', () => {
    const srt = '1\r\n00:00:01,000 --> 00:00:02,000\r\nHello\r\n';
    const expected = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nHello\n';
    expect(checkedWebVtt(bytes(srt), 10_000, 'application/x-subrip')).toBe(expected);
    expect(checkedWebVtt(bytes(srt), 10_000, 'text/plain')).toBe(expected);
    expect(checkedWebVtt(bytes(srt), 10_000)).toBe(expected);
  });

  it('refuses what is not UTF-8, and what is neither WebVTT nor SubRip at its first line', () => {
    expect(refusalOf(() => checkedWebVtt(new Uint8Array([0x57, 0x45, 0xfc]), 10_000))).toBe(CAPTION_REFUSALS.notUtf8());
    expect(refusalOf(() => checkedWebVtt(bytes('Hello'), 10_000))).toBe(CAPTION_REFUSALS.noHeader());
    expect(refusalOf(() => checkedWebVtt(new Uint8Array(), 10_000))).toBe(CAPTION_REFUSALS.noHeader());
  });
});
