import { stat } from 'node:fs/promises';
import { basename } from 'node:path';
import { declaredFileBytes } from './declared-size.ts';
import { FfmpegError } from './ffmpeg-error.ts';
import { runFfprobe, streamFfmpeg, type ToolOptions } from './ffmpeg-run.ts';
import { frameRate, type FfprobeOutput, FfprobeOutputSchema, type FfprobeStream } from './ffprobe-output.ts';
import {
  isTakenAudioCodec,
  OTHER_CONTAINERS,
  PICTURE_CONTAINERS,
  TAKEN_CONTAINERS,
  TAKEN_VIDEO_CODECS,
} from './master-formats.ts';
import { MASTER_REFUSALS, MasterRefusal } from './master-refusals.ts';

/** What the renditions need to know of a master. */
export interface MasterFacts {
  kind: 'audio' | 'video';
  /** As the container declares it, and checked by decoding its end. */
  durationMs: number;
  audio: { codec: string; sampleRate: number; channels: number; bitDepth?: number };
  video?: { codec: string; width: number; height: number; fps: number };
}

/** Containers that hold sound only, so a picture in them is cover art. */
const AUDIO_ONLY_CONTAINERS = new Set(['wav', 'flac', 'aiff', 'mp3']);

// The end decoded to prove the file is whole, and the part of it that must decode: a file cut anywhere
// before its last seconds decodes nothing there, while a whole one decodes all of it.
const TAIL_MS = 3000;
const TAIL_DECODED_AT_LEAST = 0.5;

/** ffprobe's reading of the file, or a refusal when it reads none. */
async function ffprobeOf(file: string, name: string, options: ToolOptions): Promise<FfprobeOutput> {
  try {
    const json = await runFfprobe(['-print_format', 'json', '-show_format', '-show_streams', file], options);
    return FfprobeOutputSchema.parse(JSON.parse(json));
  } catch (error) {
    if (!(error instanceof FfmpegError)) throw error;
    throw new MasterRefusal(MASTER_REFUSALS.unreadable(name), { cause: error });
  }
}

/** The milliseconds of sound decoded from the last `TAIL_MS` of the declared duration. */
async function decodedTailMs(file: string, durationMs: number, options: ToolOptions): Promise<number> {
  const start = Math.max(0, durationMs - TAIL_MS) / 1000;
  let bytes = 0;
  // One 16-bit mono sample per millisecond: cheap to count, and errors end the decode (-xerror).
  const args = ['-xerror', '-ss', String(start), '-i', file, '-map', '0:a:0', '-ac', '1', '-ar', '1000'];
  try {
    await streamFfmpeg([...args, '-f', 's16le', 'pipe:1'], (chunk) => (bytes += chunk.length), options);
  } catch (error) {
    if (!(error instanceof FfmpegError)) throw error;
    return 0;
  }
  return bytes / 2;
}

/**
 * Refuses a file cut short: a WAV or AIFF by the length its header declares (ffprobe times those by the
 * bytes present), any other by decoding its last seconds, which a cut file no longer has.
 */
async function refuseIfCutShort(
  file: string,
  name: string,
  read: { bytes: number; durationMs: number },
  options: ToolOptions,
) {
  const declared = await declaredFileBytes(file);
  if (declared !== undefined && declared > read.bytes) {
    const declaredMs = (read.durationMs * declared) / read.bytes;
    throw new MasterRefusal(MASTER_REFUSALS.truncated(name, declaredMs));
  }
  const expectedTailMs = Math.min(TAIL_MS, read.durationMs);
  if ((await decodedTailMs(file, read.durationMs, options)) < expectedTailMs * TAIL_DECODED_AT_LEAST) {
    throw new MasterRefusal(MASTER_REFUSALS.truncated(name, read.durationMs));
  }
}

function audioFacts(stream: FfprobeStream): MasterFacts['audio'] {
  const bitDepth = stream.bits_per_raw_sample || stream.bits_per_sample || undefined;
  return {
    codec: stream.codec_name ?? 'unknown',
    sampleRate: stream.sample_rate ?? 0,
    channels: stream.channels ?? 0,
    ...(bitDepth ? { bitDepth } : {}),
  };
}

/** The refusal for a file whose container or streams the studio does not take, if any. */
function refusalOf(name: string, probe: FfprobeOutput, audio?: FfprobeStream, video?: FfprobeStream) {
  const container = probe.format.format_name;
  const picture = PICTURE_CONTAINERS[container];
  if (picture) return MASTER_REFUSALS.notMedia(name, picture);
  if (!audio && !video) return MASTER_REFUSALS.notMedia(name, 'a file with neither sound nor pictures in it');
  if (!TAKEN_CONTAINERS.has(container)) {
    return MASTER_REFUSALS.otherContainer(name, OTHER_CONTAINERS[container] ?? `a file of the ${container} kind`);
  }
  if (!audio) return MASTER_REFUSALS.noAudio(name);
  if (!isTakenAudioCodec(audio.codec_name ?? '')) {
    return MASTER_REFUSALS.audioCodec(name, audio.codec_long_name ?? audio.codec_name ?? 'an unknown codec');
  }
  if (video && !TAKEN_VIDEO_CODECS.has(video.codec_name ?? '')) {
    return MASTER_REFUSALS.videoCodec(name, video.codec_long_name ?? video.codec_name ?? 'an unknown codec');
  }
  return undefined;
}

/**
 * Reads a master before anything is made of it: its kind, duration, sound and picture. Refuses
 * (MasterRefusal, whose message names the file and what is wrong) an empty file, one that is no sound or
 * video, one in a container or codec the studio does not take, a video without sound, and a file cut short.
 */
export async function probeMaster(
  file: string,
  options: ToolOptions & {
    /** The file's name as its owner knows it, for the refusals (an upload is kept under an id of its own). */
    name?: string;
  } = {},
): Promise<MasterFacts> {
  const name = options.name ?? basename(file);
  const bytes = (await stat(file)).size;
  if (bytes === 0) throw new MasterRefusal(MASTER_REFUSALS.empty(name));
  const probe = await ffprobeOf(file, name, options);
  const audio = probe.streams.find((stream) => stream.codec_type === 'audio');
  const moving = probe.streams.find((s) => s.codec_type === 'video' && !s.disposition?.attached_pic);
  const video = AUDIO_ONLY_CONTAINERS.has(probe.format.format_name) ? undefined : moving;
  const refusal = refusalOf(name, probe, audio, video);
  if (refusal || !audio) throw new MasterRefusal(refusal ?? MASTER_REFUSALS.noAudio(name));
  const durationMs = Math.round((probe.format.duration ?? 0) * 1000);
  if (durationMs <= 0) throw new MasterRefusal(MASTER_REFUSALS.unreadable(name));
  await refuseIfCutShort(file, name, { bytes, durationMs }, options);
  const facts: MasterFacts = { kind: video ? 'video' : 'audio', durationMs, audio: audioFacts(audio) };
  if (video) {
    const { codec_name: codec = 'unknown', width = 0, height = 0 } = video;
    facts.video = { codec, width, height, fps: frameRate(video.avg_frame_rate) };
  }
  return facts;
}
