import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { SEEKABLE_AUDIO_LAYOUT } from '../../server/src/media/processing/audio-renditions.ts';
import { runFfmpeg } from '../../server/src/media/processing/ffmpeg-run.ts';
import { chromiumLaunchOptions } from '../../tests/support/chromium-launch.ts';
import { freePort } from '../site/demo-api.ts';
import { createSiteServer } from '../site/static-site-server.ts';
import { median } from './median.ts';

/**
 * `npm run bench:seek`: how long a listener on a phone's network waits for a long work's audio, at its
 * start and after seeking into its last movement. It makes MINUTES (default 50) of stereo AAC at the
 * broadband rendition's 96 kb/s twice with ffmpeg (nothing is downloaded): with one index of every frame
 * at the front (`+faststart`, what the renditions were) and in the library's layout (SEEKABLE_AUDIO_LAYOUT:
 * six-second fragments behind one small index). It serves both with the bundled static server (byte
 * ranges as the media route answers them) and plays each in Chromium's audio element under CDP network
 * profiles, RUNS times (default 3), from the top and from five minutes before the end, timing from the
 * moment `src` is set to the first frame played there. Prints a markdown table of the medians.
 */
const MINUTES = Number(process.env['MINUTES'] ?? 50);
const RUNS = Number(process.env['RUNS'] ?? 3);
const NETWORKS = [
  { name: 'phone, fast 3G (1.6 Mb/s, 150 ms)', bitsPerSecond: 1.6e6, latencyMs: 150 },
  { name: 'phone, slow 4G (4 Mb/s, 80 ms)', bitsPerSecond: 4e6, latencyMs: 80 },
];
const LAYOUTS = [
  { name: 'one index of every frame (+faststart)', file: 'faststart.m4a', args: ['-movflags', '+faststart'] },
  { name: 'fragments behind one index (the library)', file: 'fragmented.m4a', args: [...SEEKABLE_AUDIO_LAYOUT] },
];

async function makeFiles(folder: string): Promise<void> {
  const source = join(folder, 'source.wav');
  await runFfmpeg([
    ...['-v', 'error', '-f', 'lavfi', '-i', `sine=frequency=220:sample_rate=48000:duration=${MINUTES * 60}`],
    ...['-ac', '2', source],
  ]);
  for (const layout of LAYOUTS) {
    await runFfmpeg([
      ...['-v', 'error', '-i', source, '-c:a', 'aac', '-b:a', '96k', '-ar', '48000'],
      ...layout.args,
      join(folder, layout.file),
    ]);
  }
  await rm(source);
  await writeFile(join(folder, 'index.html'), '<!doctype html><title>seek</title><audio id="a" muted></audio>\n');
}

/** Milliseconds from setting `src` to the first frame played at `at` seconds, on a fresh page under `network`. */
async function timeToPlay(
  browser: Browser,
  origin: string,
  file: string,
  at: number,
  network: (typeof NETWORKS)[number],
): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${origin}/index.html`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: network.latencyMs,
      downloadThroughput: network.bitsPerSecond / 8,
      uploadThroughput: network.bitsPerSecond / 8,
    });
    const { ms, position } = await page.evaluate(
      async ([src, seconds]) => {
        const audio = document.getElementById('a') as HTMLAudioElement;
        const once = (type: string) => new Promise((done) => audio.addEventListener(type, done, { once: true }));
        const start = performance.now();
        audio.src = src;
        if (seconds > 0) {
          await once('loadedmetadata');
          audio.currentTime = seconds;
        }
        const playing = once('playing');
        await audio.play();
        await playing;
        return { ms: performance.now() - start, position: audio.currentTime };
      },
      [`/${file}`, at] as const,
    );
    if (Math.abs(position - at) > 10) throw new Error(`${file} played at ${position.toFixed(1)} s, not ${at} s.`);
    return ms;
  } finally {
    await context.close();
  }
}

const folder = await mkdtemp(join(tmpdir(), 'cl-bench-seek-'));
const server = createSiteServer({ root: folder, base: '' });
let browser: Browser | undefined;
try {
  console.error(`Making ${MINUTES} minutes of AAC in each layout…`);
  await makeFiles(folder);
  const port = await freePort();
  await new Promise<void>((done) => server.listen(port, '127.0.0.1', done));
  browser = await chromium.launch(chromiumLaunchOptions());
  const lastMovement = (MINUTES - 5) * 60;
  const rows: string[] = [];
  for (const network of NETWORKS) {
    for (const layout of LAYOUTS) {
      const times = async (at: number) => {
        const each: number[] = [];
        for (let run = 0; run < RUNS; run += 1)
          each.push(await timeToPlay(browser as Browser, `http://127.0.0.1:${port}`, layout.file, at, network));
        return median(each);
      };
      const top = await times(0);
      const seek = await times(lastMovement);
      rows.push(`| ${network.name} | ${layout.name} | ${(top / 1000).toFixed(2)} | ${(seek / 1000).toFixed(2)} |`);
    }
  }
  console.log(
    `${cpus().length} cores, load average ${loadavg()[0]?.toFixed(1) ?? '?'}; ${MINUTES} min at 96 kb/s; median of ${RUNS}\n`,
  );
  console.log('| Network | Layout | Start (s) | Seek to the last movement (s) |');
  console.log('| --- | --- | ---: | ---: |');
  for (const row of rows) console.log(row);
} finally {
  await browser?.close();
  server.close();
  await rm(folder, { recursive: true, force: true });
}
