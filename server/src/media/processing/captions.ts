import { CAPTION_REFUSALS, CaptionRefusal } from './caption-refusals.ts';
import { type Cue, formatTimestamp, parseTimestamp, splitTiming } from './caption-times.ts';

/**
 * How far past the recording's duration a cue may end: a caption held to the final chord ends where
 * the captioner's copy ended, which an encode may have made a few frames shorter.
 */
export const CAPTION_END_SLACK_MS = 1000;

/** A line of the file and its number, counted from 1 as an editor shows it. */
interface Line {
  number: number;
  text: string;
}

/** The file's lines in blocks separated by blank ones. */
function blocksOf(text: string): Line[][] {
  const blocks: Line[][] = [];
  let block: Line[] = [];
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .forEach((line, index) => {
      if (line.trim() === '') {
        if (block.length > 0) blocks.push(block);
        block = [];
      } else {
        block.push({ number: index + 1, text: line });
      }
    });
  if (block.length > 0) blocks.push(block);
  return blocks;
}

/** Where a cue block's timing is: first, or after an identifier; a block with neither is refused at its first line. */
const timingIndexOf = (block: Line[]) => (!block[0]?.text.includes('-->') && block[1]?.text.includes('-->') ? 1 : 0);

/** Reads one cue block (an optional identifier, its timing, its text) with the given decimal separator. */
function cueOf(block: Line[], separator: '.' | ','): Cue {
  const timingIndex = timingIndexOf(block);
  const timing = block[timingIndex];
  const parts = timing ? splitTiming(timing.text) : undefined;
  const startMs = parts && parseTimestamp(parts.start, separator);
  const endMs = parts && parseTimestamp(parts.end, separator);
  const line = timing?.number ?? 1;
  if (startMs === undefined || endMs === undefined) throw new CaptionRefusal(CAPTION_REFUSALS.badTiming(line));
  if (endMs <= startMs) throw new CaptionRefusal(CAPTION_REFUSALS.endNotAfterStart(line));
  const text = block
    .slice(timingIndex + 1)
    .map((each) => each.text)
    .join('\n');
  return { startMs, endMs, text };
}

/** Holds cues to time order and to the recording's duration; `lines` are their timing lines' numbers. */
function checkOrder(cues: readonly Cue[], lines: readonly number[], durationMs: number): void {
  if (cues.length === 0) throw new CaptionRefusal(CAPTION_REFUSALS.noCues());
  cues.forEach((cue, index) => {
    const line = lines[index] ?? 1;
    const before = cues[index - 1];
    if (before && cue.startMs < before.startMs) throw new CaptionRefusal(CAPTION_REFUSALS.outOfOrder(line));
    if (cue.endMs > durationMs + CAPTION_END_SLACK_MS) {
      throw new CaptionRefusal(CAPTION_REFUSALS.pastEnd(line, formatTimestamp(durationMs)));
    }
  });
}

const timingLine = (block: Line[]) => block[timingIndexOf(block)]?.number ?? 1;

/**
 * Checks an uploaded WebVTT file against a recording of `durationMs` and answers its cues: the header,
 * every cue's timing (end after start), cues in time order and ending within the recording. NOTE, STYLE
 * and REGION blocks are passed over. Refuses (CaptionRefusal) naming the line to fix.
 */
export function parseWebVtt(text: string, durationMs: number): Cue[] {
  const [header, ...blocks] = blocksOf(text);
  if (!header?.[0] || !/^WEBVTT([ \t].*)?$/.test(header[0].text) || header[0].number !== 1) {
    throw new CaptionRefusal(CAPTION_REFUSALS.noHeader());
  }
  const cueBlocks = blocks.filter((block) => !/^(NOTE|STYLE|REGION)([ \t]|$)/.test(block[0]?.text ?? ''));
  const cues = cueBlocks.map((block) => cueOf(block, '.'));
  checkOrder(cues, cueBlocks.map(timingLine), durationMs);
  return cues;
}

/**
 * A SubRip caption's text as WebVTT cue text: its italic, bold and underline tags kept, its font tags and
 * positioning codes dropped (WebVTT has neither), and the characters WebVTT reserves escaped.
 */
function webVttText(srtText: string): string {
  return srtText
    .replace(/\{\\[^}]*\}/g, '')
    .replace(/<\/?font[^>]*>/gi, '')
    .replace(/&/g, '&amp;')
    .replace(/<(?!\/?[ibu]>)/g, '&lt;')
    .replace(/-->/g, '→');
}

/** Writes cues as a WebVTT file. */
export function writeWebVtt(cues: readonly Cue[]): string {
  const blocks = cues.map((cue) => `${formatTimestamp(cue.startMs)} --> ${formatTimestamp(cue.endMs)}\n${cue.text}`);
  return ['WEBVTT', ...blocks].join('\n\n') + '\n';
}

/**
 * Converts a SubRip (.srt) file to WebVTT: each block's number dropped, its timing written with a dot
 * before the milliseconds, its text kept. Refuses (CaptionRefusal) a block without a number or a timing,
 * naming its line; the result is then checked like any WebVTT upload. Given the recording's `durationMs`,
 * it checks the cues' order and ends first, so that a refusal names the line of the SubRip file, the one
 * the captioner has open, rather than a line of the converted file they never see.
 */
export function srtToWebVtt(srt: string, durationMs?: number): string {
  const blocks = blocksOf(srt);
  const cues = blocks.map((block) => {
    const [number, ...rest] = block;
    if (!number || !/^\d+$/.test(number.text.trim())) {
      throw new CaptionRefusal(CAPTION_REFUSALS.badSrtNumber(number?.number ?? 1));
    }
    const timing = rest[0];
    if (!timing?.text.includes('-->')) throw new CaptionRefusal(CAPTION_REFUSALS.badTiming(number.number + 1));
    const cue = cueOf(rest, ',');
    return { ...cue, text: webVttText(cue.text) };
  });
  if (cues.length === 0) throw new CaptionRefusal(CAPTION_REFUSALS.noCues());
  if (durationMs !== undefined) {
    checkOrder(
      cues,
      blocks.map((block) => (block[0]?.number ?? 0) + 1),
      durationMs,
    );
  }
  return writeWebVtt(cues);
}
