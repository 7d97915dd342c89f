import { spawn } from 'node:child_process';
import { FfmpegError, tailOf } from './ffmpeg-error.ts';
import { progressAt, progressLineReader, type Progress } from './ffmpeg-progress.ts';
import { mediaToolsFrom, type MediaTools } from './media-tools.ts';

/** What every run of a tool may be given. */
export interface ToolOptions {
  /** Aborting kills the tool at once (SIGKILL), so nothing it writes looks finished. */
  signal?: AbortSignal | undefined;
  tools?: MediaTools | undefined;
}

/** A run of ffmpeg that reports how far it has come. */
export interface FfmpegOptions extends ToolOptions {
  /** The input's duration, known from its probe: the position ffmpeg reports is a fraction of it. */
  durationMs?: number | undefined;
  onProgress?: ((progress: Progress) => void) | undefined;
}

/** What a finished tool left: its standard output and the end of its log. */
interface ToolResult {
  stdout: Buffer;
  log: string;
}

// Many times the summary a filter prints at the end (ebur128's is a few dozen lines), and a bound on
// memory when a long run logs a warning per frame.
const LOG_KEEP_BYTES = 64 * 1024;

const DEFAULT_TOOLS = mediaToolsFrom();

/**
 * Spawns `command`, hands each chunk of its standard output to `onStdout` (or keeps it all when none is
 * given), keeps the end of its log, and settles once the process has exited: rejected with the signal's
 * reason when aborted, with FfmpegError when it fails.
 */
function runTool(
  command: string,
  args: readonly string[],
  signal: AbortSignal | undefined,
  onStdout?: (chunk: Buffer) => void,
): Promise<ToolResult> {
  return new Promise((resolve, reject) => {
    signal?.throwIfAborted();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let log = '';
    const abort = () => child.kill('SIGKILL');
    signal?.addEventListener('abort', abort, { once: true });
    child.stdout.on('data', (chunk: Buffer) => (onStdout ? onStdout(chunk) : out.push(chunk)));
    child.stderr.on('data', (chunk: Buffer) => {
      log = (log + chunk.toString('utf8')).slice(-LOG_KEEP_BYTES);
    });
    child.on('error', (error) => {
      signal?.removeEventListener('abort', abort);
      reject(new FfmpegError(`${command} could not start`, '', { cause: error }));
    });
    child.on('close', (code) => {
      signal?.removeEventListener('abort', abort);
      if (signal?.aborted) reject(signal.reason as Error);
      else if (code === 0) resolve({ stdout: Buffer.concat(out), log });
      else reject(new FfmpegError(`${command} exited with ${String(code)}`, tailOf(log)));
    });
  });
}

/**
 * Runs ffmpeg with `args` (inputs, filters, outputs) and answers its log, whose end holds what filters
 * such as ebur128 print. With `onProgress` and `durationMs`, ffmpeg writes `-progress` to its standard
 * output, which becomes fractions of the input and an estimate of the seconds left.
 */
export async function runFfmpeg(args: readonly string[], options: FfmpegOptions = {}): Promise<string> {
  const { onProgress, durationMs } = options;
  const started = Date.now();
  const read =
    onProgress && durationMs !== undefined
      ? progressLineReader((outTimeUs, ended) => {
          if (ended) onProgress({ fraction: 1, secondsLeft: 0 });
          else if (outTimeUs !== null) onProgress(progressAt(outTimeUs, durationMs, Date.now() - started));
        })
      : undefined;
  const progressArgs = read ? ['-progress', 'pipe:1', '-nostats'] : ['-nostats'];
  const result = await runTool(
    (options.tools ?? DEFAULT_TOOLS).ffmpeg,
    ['-hide_banner', '-nostdin', '-y', ...progressArgs, ...args],
    options.signal,
    read ? (chunk) => read(chunk.toString('utf8')) : () => undefined,
  );
  return result.log;
}

/** Runs ffmpeg with `args` whose output is `pipe:1`, handing each chunk of it to `onChunk` as it comes. */
export async function streamFfmpeg(
  args: readonly string[],
  onChunk: (chunk: Buffer) => void,
  options: ToolOptions = {},
): Promise<void> {
  const command = (options.tools ?? DEFAULT_TOOLS).ffmpeg;
  await runTool(command, ['-hide_banner', '-nostdin', '-nostats', '-v', 'error', ...args], options.signal, onChunk);
}

/** Runs ffprobe with `args` and answers what it prints. */
export async function runFfprobe(args: readonly string[], options: ToolOptions = {}): Promise<string> {
  const result = await runTool((options.tools ?? DEFAULT_TOOLS).ffprobe, ['-v', 'error', ...args], options.signal);
  return result.stdout.toString('utf8');
}
