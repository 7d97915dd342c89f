import { spawn } from 'node:child_process';

/** Debian's ffmpeg and ffprobe; override with FFMPEG / FFPROBE. */
const FFMPEG = process.env['FFMPEG'] ?? '/usr/bin/ffmpeg';
const FFPROBE = process.env['FFPROBE'] ?? '/usr/bin/ffprobe';

/** ffmpeg or ffprobe exited with an error; the message ends with the tail of its log. */
export class FfmpegError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'FfmpegError';
  }
}

/** Flags that keep version strings and timestamps out of the output, so reruns give the same bytes. */
export const BITEXACT = [
  '-fflags',
  '+bitexact',
  '-flags:v',
  '+bitexact',
  '-flags:a',
  '+bitexact',
  '-map_metadata',
  '-1',
];

function run(command: string, args: readonly string[], input?: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error) => reject(new FfmpegError(`${command} could not start`, { cause: error })));
    child.on('close', (code) => {
      if (code === 0) {
        resolve(Buffer.concat(out));
        return;
      }
      const log = Buffer.concat(err).toString('utf8').trim().split('\n').slice(-8).join('\n');
      reject(new FfmpegError(`${command} ${args.slice(0, 6).join(' ')}… exited with ${code}:\n${log}`));
    });
    // ffmpeg may close its input early on failure; the exit code reports that, not EPIPE.
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  });
}

/** Runs ffmpeg quietly with `args`, feeding `input` to its standard input when given. */
export async function ffmpeg(args: readonly string[], input?: Buffer): Promise<void> {
  await run(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-nostdin', '-y', ...args], input);
}

/** Runs ffmpeg with `args` and returns what it writes to standard output (`pipe:1`). */
export function ffmpegOutput(args: readonly string[]): Promise<Buffer> {
  return run(FFMPEG, ['-hide_banner', '-loglevel', 'error', '-nostdin', ...args]);
}

/** A media file's duration in seconds, as ffprobe reads its container. */
export async function probeDuration(file: string): Promise<number> {
  const out = await run(FFPROBE, ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file]);
  const seconds = Number.parseFloat(out.toString('utf8').trim());
  if (!Number.isFinite(seconds)) throw new FfmpegError(`ffprobe found no duration in ${file}`);
  return seconds;
}

/** The codec names of a media file's streams, e.g. ['h264', 'aac']. */
export async function probeCodecs(file: string): Promise<string[]> {
  const out = await run(FFPROBE, ['-v', 'error', '-show_entries', 'stream=codec_name', '-of', 'csv=p=0', file]);
  return out
    .toString('utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}
