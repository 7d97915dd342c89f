import { CAPTION_REFUSALS, CaptionRefusal } from './caption-refusals.ts';
import { parseWebVtt, srtToWebVtt, writeWebVtt } from './captions.ts';

/** A SubRip file opens with its first caption's number, then that caption's timing. */
const SRT_START = /^\s*\d+[ \t]*\r?\n[^\r\n]*-->/;

/** The file's text; refuses what is not UTF-8 (a Windows code page's accents would show as garbage). */
function textOf(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch (error) {
    throw new CaptionRefusal(CAPTION_REFUSALS.notUtf8(), { cause: error });
  }
}

/**
 * An uploaded captions file as the WebVTT the site serves: SubRip (told by its type or by its first lines)
 * converted, then checked against a recording of `durationMs` and written again from its cues, so what is
 * stored holds nothing the check passed over (notes, styles, cue settings). Refuses (CaptionRefusal) with
 * the sentence naming the line to fix; anything neither WebVTT nor SubRip is refused at line 1.
 */
export function checkedWebVtt(bytes: Uint8Array, durationMs: number, type?: string): string {
  const text = textOf(bytes).replace(/^\uFEFF/, '');
  const isSrt = !text.startsWith('WEBVTT') && (type === 'application/x-subrip' || SRT_START.test(text));
  return writeWebVtt(parseWebVtt(isSrt ? srtToWebVtt(text, durationMs) : text, durationMs));
}
