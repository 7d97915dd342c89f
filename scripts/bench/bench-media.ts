import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { makeAudioRenditions } from '../../server/src/media/processing/audio-renditions.ts';
import { runFfmpeg } from '../../server/src/media/processing/ffmpeg-run.ts';
import { probeMaster } from '../../server/src/media/processing/probe-master.ts';
import { LADDER_PRESET, makeVideoLadder } from '../../server/src/media/processing/video-ladder.ts';
import { computeWaveformPeaks } from '../../server/src/media/processing/waveform-peaks.ts';
import { timeUploads } from './upload-timing.ts';

/**
 * `npm run bench:media`: how fast the media processing library turns masters into recordings on this
 * machine. It makes its masters with ffmpeg's generators (nothing is downloaded) in a temporary folder:
 * AUDIO_MINUTES (default 10) of 48 kHz 24-bit stereo WAV, a tone whose loudness swells and falls over
 * pink noise, and VIDEO_MINUTES (default 2) of 1080p25 as a camera writes it (H.264 at 25 Mb/s, AAC).
 * Then it times the probe, both audio renditions, the waveform's peaks, and the whole HLS ladder once
 * per preset in PRESETS (default the library's LADDER_PRESET; e.g. PRESETS=superfast,veryfast,faster),
 * and prints a markdown table: seconds, and × real time (the master's duration over the time taken). Last,
 * it uploads the WAV as the studio does to an API on loopback (upload-timing.ts): the throughput, and how
 * long a dropped upload takes to go on.
 */
const env = process.env;
const AUDIO_SECONDS = Number(env['AUDIO_MINUTES'] ?? 10) * 60;
const VIDEO_SECONDS = Number(env['VIDEO_MINUTES'] ?? 2) * 60;
const PRESETS = (env['PRESETS'] ?? LADDER_PRESET).split(',').filter(Boolean);
const AIM = { audio: 40, ladder: 0.5 };

interface Row {
  step: string;
  seconds: number;
  mediaSeconds: number;
  aim?: number;
}

async function timed<T>(work: () => Promise<T>): Promise<{ seconds: number; result: T }> {
  const start = performance.now();
  const result = await work();
  return { seconds: (performance.now() - start) / 1000, result };
}

async function makeMasters(folder: string): Promise<{ wav: string; camera: string }> {
  const wav = join(folder, 'concert.wav');
  const camera = join(folder, 'camera.mp4');
  const swell = '(0.05+0.3*(0.5+0.5*sin(2*PI*t/45)))';
  const tone = `${swell}*(sin(2*PI*220*t)+0.5*sin(2*PI*331*t)+0.25*sin(2*PI*440.5*t))`;
  await runFfmpeg([
    ...['-v', 'error', '-f', 'lavfi', '-i', `aevalsrc=${tone}|${tone}:s=48000:d=${AUDIO_SECONDS}`],
    ...['-f', 'lavfi', '-i', `anoisesrc=c=pink:a=0.02:r=48000:d=${AUDIO_SECONDS}`],
    ...['-filter_complex', '[1:a]aformat=channel_layouts=stereo[n];[0:a][n]amix=inputs=2:normalize=0'],
    ...['-c:a', 'pcm_s24le', wav],
  ]);
  await runFfmpeg([
    ...['-v', 'error', '-f', 'lavfi', '-i', `testsrc2=s=1920x1080:r=25:d=${VIDEO_SECONDS}`],
    ...['-f', 'lavfi', '-i', `sine=f=440:r=48000:d=${VIDEO_SECONDS}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '25M', '-maxrate', '25M', '-bufsize', '50M'],
    ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '256k', '-ac', '2', camera],
  ]);
  return { wav, camera };
}

function table(rows: readonly Row[]): string {
  const lines = rows.map(({ step, seconds, mediaSeconds, aim }) => {
    const speed = mediaSeconds / seconds;
    const verdict = aim === undefined ? '' : speed >= aim ? `≥ ${aim}× ✓` : `< ${aim}× ✗`;
    return `| ${step} | ${seconds.toFixed(1)} | ${speed.toFixed(speed < 10 ? 2 : 1)}× | ${verdict} |`;
  });
  return ['| Step | Seconds | × real time | Aim |', '| --- | ---: | ---: | --- |', ...lines].join('\n');
}

async function main(): Promise<void> {
  const folder = await mkdtemp(join(tmpdir(), 'cl-bench-media-'));
  try {
    console.log(`${cpus().length} × ${cpus()[0]?.model ?? 'CPU'}, load ${loadavg()[0]?.toFixed(2) ?? '?'}`);
    const made = await timed(() => makeMasters(folder));
    console.log(`masters made in ${made.seconds.toFixed(1)} s`);
    const { wav, camera } = made.result;
    const rows: Row[] = [];
    const probe = await timed(() => probeMaster(wav));
    rows.push({ step: `probe ${AUDIO_SECONDS / 60} min WAV`, seconds: probe.seconds, mediaSeconds: AUDIO_SECONDS });
    const master = { file: wav, durationMs: probe.result.durationMs, sampleRate: probe.result.audio.sampleRate };
    const audio = await timed(() => makeAudioRenditions(master, join(folder, 'audio')));
    rows.push({ step: 'WAV → broadband + cellular', ...audio, mediaSeconds: AUDIO_SECONDS, aim: AIM.audio });
    const peaks = await timed(() => computeWaveformPeaks({ ...master, channels: probe.result.audio.channels }));
    rows.push({ step: 'WAV → waveform peaks', ...peaks, mediaSeconds: AUDIO_SECONDS });
    const video = await probeMaster(camera);
    if (!video.video) throw new Error('The camera file has no picture');
    const source = { file: camera, durationMs: video.durationMs, video: video.video };
    for (const preset of PRESETS) {
      const ladder = await timed(() => makeVideoLadder(source, join(folder, `video-${preset}`), { preset }));
      const step = `1080p → ladder (${ladder.result.rungs.map((rung) => rung.name).join(', ')}), ${preset}`;
      rows.push({ step, seconds: ladder.seconds, mediaSeconds: VIDEO_SECONDS, aim: AIM.ladder });
    }
    console.log(`\n${table(rows)}\n`);
    const upload = await timeUploads(wav);
    const megabytes = upload.bytes / 1_000_000;
    console.log(
      `Upload of the ${AUDIO_SECONDS / 60} min WAV (${megabytes.toFixed(1)} MB) over loopback, checked and probed: ` +
        `${upload.seconds.toFixed(1)} s, ${(megabytes / upload.seconds).toFixed(0)} MB/s; ` +
        `resumed after a drop at half way in ${(upload.resumeSeconds * 1000).toFixed(0)} ms.`,
    );
    console.log('Loudness (LUFS / LU / dBTP):', JSON.stringify(audio.result));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

await main();
