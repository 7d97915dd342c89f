import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { makeAudioRenditions } from '../processing/audio-renditions.ts';
import type { ToolOptions } from '../processing/ffmpeg-run.ts';
import type { Progress } from '../processing/ffmpeg-progress.ts';
import { phaseProgress } from '../processing/phase-progress.ts';
import type { MediaSpan } from '../processing/media-span.ts';
import type { MasterFacts } from '../processing/probe-master.ts';
import { writeIntoFolder } from '../processing/staging-folder.ts';
import { makeVideoLadder } from '../processing/video-ladder.ts';
import { computeWaveformPeaks } from '../processing/waveform-peaks.ts';
import type { RenditionsMade } from './renditions-made.ts';

/** The waveform's peaks beside the renditions, for the studio's movement editor. */
export const PEAKS_FILE = 'peaks.json';

/**
 * A master as the renditions need it: its file and what its probe read; for a part cut from it, the span of
 * the file it is (`facts.durationMs` then the part's length).
 */
export interface MasterSource {
  file: string;
  facts: MasterFacts;
  span?: MediaSpan | undefined;
}

interface MakeOptions extends ToolOptions {
  onProgress?: (progress: Progress) => void;
}

/** Writes the waveform's peaks into `destination`, whole or not at all. */
async function makePeaks(
  source: MasterSource,
  destination: string,
  options: ToolOptions & { onProgress: (progress: Progress) => void },
): Promise<void> {
  const { file, facts } = source;
  const peaks = await computeWaveformPeaks(
    { file, channels: facts.audio.channels, durationMs: facts.durationMs, span: source.span },
    options,
  );
  await writeIntoFolder(destination, (staging) => writeFile(join(staging, PEAKS_FILE), JSON.stringify(peaks)));
}

/**
 * Makes what the library plays of a master in `destination`: of video, the HLS ladder with its poster and
 * thumbnail; of every master, the broadband and cellular renditions of its sound (a camera file's too, which
 * the studio plays under its waveform and a performance may offer as audio) and the waveform's peaks.
 * Each part is moved in only when made (the processing library's staging folders), so a failed or
 * cancelled run leaves nothing half-made. Progress is one fraction over the parts, weighted by the time
 * each takes on two cores (the ladder's encode dwarfs the peaks).
 */
export async function makeRenditions(
  source: MasterSource,
  destination: string,
  options: MakeOptions = {},
): Promise<RenditionsMade> {
  const tool = { signal: options.signal, tools: options.tools };
  const { facts } = source;
  const video = facts.kind === 'video' ? facts.video : undefined;
  const phase = phaseProgress(video ? [40, 10, 1] : [0, 20, 1], options.onProgress);
  const ladder =
    video &&
    (await makeVideoLadder({ file: source.file, durationMs: facts.durationMs, video, span: source.span }, destination, {
      ...tool,
      onProgress: phase(0),
    }));
  const sound = await makeAudioRenditions(
    { file: source.file, durationMs: facts.durationMs, sampleRate: facts.audio.sampleRate, span: source.span },
    destination,
    { ...tool, onProgress: phase(1) },
  );
  await makePeaks(source, destination, { ...tool, onProgress: phase(2) });
  return ladder
    ? { kind: 'video', ...ladder, sound, peaks: PEAKS_FILE }
    : { kind: 'audio', ...sound, peaks: PEAKS_FILE };
}
