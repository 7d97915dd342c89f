import { join } from 'node:path';
import type { Progress } from './ffmpeg-progress.ts';
import { runFfmpeg, type ToolOptions } from './ffmpeg-run.ts';
import { type Loudness, measureLoudness } from './loudness.ts';
import { constantGainDb, ENCODER_HEADROOM_DB, TARGET_LUFS, TRUE_PEAK_CEILING_DBTP } from './loudness-gain.ts';
import { mediaDurationMs } from './media-duration.ts';
import { inputArgs, type MediaSpan } from './media-span.ts';
import { phaseProgress } from './phase-progress.ts';
import { writeIntoFolder } from './staging-folder.ts';

/** One audio rendition the player plays, as the stream links name its file. */
interface RenditionSpec {
  file: string;
  /** AAC-LC bit rate. */
  bitRate: string;
  channels: number;
  /** Filters before the constant gain. */
  before?: string;
}

/**
 * For a good connection: the master's dynamics kept whole. AAC-LC stereo at 96 kb/s, the rate of the
 * demo recordings the player is tested with.
 */
export const BROADBAND: RenditionSpec = { file: 'broadband.m4a', bitRate: '96k', channels: 2 };

/**
 * For a noisy bus or a weak signal: the quiet passages lifted a little so they stay above the road's noise,
 * and mono AAC-LC at 32 kb/s, as the demo's cellular files. The compressor is gentle (2:1 above −30 dBFS
 * with a soft knee, slow attack and release) so a crescendo still grows; it does not level the music.
 */
export const CELLULAR: RenditionSpec = {
  file: 'cellular.m4a',
  bitRate: '32k',
  channels: 1,
  before: 'acompressor=threshold=-30dB:ratio=2:attack=20:release=400:knee=4',
};

/** What a rendition came out as. */
export interface RenditionResult {
  file: string;
  gainDb: number;
  loudness: Loudness;
  /** Read from the made file. */
  durationMs: number;
}

/** What the renditions of a master are. */
export interface AudioRenditions {
  master: Loudness;
  broadband: RenditionResult;
  cellular: RenditionResult;
}

interface MakeOptions extends ToolOptions {
  onProgress?: ((progress: Progress) => void) | undefined;
}

/** The master as its probe read it; with `span`, the part of it the renditions are made of (`durationMs` its length). */
interface AudioMaster {
  file: string;
  durationMs: number;
  sampleRate: number;
  span?: MediaSpan | undefined;
}

/**
 * How an audio rendition's MP4 is laid out: in fragments of about six seconds with one index of them at the
 * front (`global_sidx`), instead of one index of every AAC frame (`+faststart`), which for fifty minutes is
 * over half a megabyte a phone must fetch before a note plays, whether it starts at the top or seeks into
 * the last movement. Still one progressive file the player bar plays with its audio element (docs/media.md,
 * "Seeking into a long work").
 */
export const SEEKABLE_AUDIO_LAYOUT = [
  ...['-movflags', '+frag_keyframe+empty_moov+default_base_moof+global_sidx'],
  ...['-frag_duration', '6000000'],
] as const;

/** AAC keeps the master's rate family: 44.1 kHz masters stay there, anything else goes to 48 kHz. */
const outputRate = (sampleRate: number) => (sampleRate % 44_100 === 0 ? 44_100 : 48_000);

async function encode(
  master: AudioMaster,
  spec: RenditionSpec,
  gainDb: number,
  output: string,
  options: ToolOptions & { onProgress: (progress: Progress) => void },
): Promise<void> {
  const filters = [spec.before, `volume=${gainDb}dB`].filter(Boolean).join(',');
  const rate = String(outputRate(master.sampleRate));
  await runFfmpeg(
    [
      ...inputArgs(master.file, master.span),
      ...['-map', '0:a:0', '-vn', '-map_metadata', '-1', '-map_chapters', '-1', '-af', filters],
      ...['-c:a', 'aac', '-b:a', spec.bitRate, '-ac', String(spec.channels), '-ar', rate],
      ...SEEKABLE_AUDIO_LAYOUT,
      output,
    ],
    { ...options, durationMs: master.durationMs },
  );
}

/**
 * Measures the master after `spec.before`, encodes one rendition at the gain that brings it to the target,
 * measures what came out, and when AAC's overshoot put its true peak above the ceiling, encodes it once more
 * with the gain lowered by the excess.
 */
async function makeRendition(
  master: AudioMaster,
  spec: RenditionSpec,
  folder: string,
  options: ToolOptions & { measured: (progress: Progress) => void; made: (progress: Progress) => void },
): Promise<{ rendition: RenditionResult; source: Loudness }> {
  const tool = { signal: options.signal, tools: options.tools };
  const output = join(folder, spec.file);
  const measuring = {
    ...tool,
    before: spec.before,
    span: master.span,
    durationMs: master.durationMs,
    onProgress: options.measured,
  };
  const source = await measureLoudness(master.file, measuring);
  let gainDb = constantGainDb(source, TARGET_LUFS, TRUE_PEAK_CEILING_DBTP - ENCODER_HEADROOM_DB);
  await encode(master, spec, gainDb, output, { ...tool, onProgress: options.made });
  let loudness = await measureLoudness(output, tool);
  const excess = loudness.truePeakDbtp - TRUE_PEAK_CEILING_DBTP;
  if (excess > 0) {
    gainDb = Math.round((gainDb - excess - 0.1) * 100) / 100;
    await encode(master, spec, gainDb, output, { ...tool, onProgress: options.made });
    loudness = await measureLoudness(output, tool);
  }
  const durationMs = await mediaDurationMs(output, tool);
  return { rendition: { file: spec.file, gainDb, loudness, durationMs }, source };
}

/**
 * Makes `broadband.m4a` and `cellular.m4a` of a master in `destination` (nothing there until both are
 * made): each by one constant gain to the target loudness under the true-peak ceiling, never by loudnorm,
 * whose single pass turns into a dynamic compressor on music with a wide loudness range. The two are made
 * side by side, one per core, each measuring, encoding and checking on its own.
 */
export async function makeAudioRenditions(
  master: AudioMaster,
  destination: string,
  options: MakeOptions = {},
): Promise<AudioRenditions> {
  const phase = phaseProgress([1, 2, 1, 2], options.onProgress);
  const tool = { signal: options.signal, tools: options.tools };
  return writeIntoFolder(destination, async (folder) => {
    // Both are waited for, failed or not: the folder is removed on a failure, and an abort's killed
    // ffmpeg may still be exiting with its output open in it.
    const [made, alsoMade] = await Promise.allSettled([
      makeRendition(master, BROADBAND, folder, { ...tool, measured: phase(0), made: phase(1) }),
      makeRendition(master, CELLULAR, folder, { ...tool, measured: phase(2), made: phase(3) }),
    ]);
    if (made.status === 'rejected') throw made.reason;
    if (alsoMade.status === 'rejected') throw alsoMade.reason;
    const [broadband, cellular] = [made.value, alsoMade.value];
    return { master: broadband.source, broadband: broadband.rendition, cellular: cellular.rendition };
  });
}
