import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { buildApp } from '../../server/src/app.ts';
import { systemClock } from '../../server/src/clock.ts';
import { configFrom } from '../../server/src/config.ts';
import { migrate } from '../../server/src/db/migrate.ts';
import { openDatabase } from '../../server/src/db/open-database.ts';
import { OutboxMailer } from '../../server/src/mail/outbox-mailer.ts';
import { signedFolderPath } from '../../server/src/streams/media-signature.ts';
import { chromiumLaunchOptions } from '../../tests/support/chromium-launch.ts';
import { freePort } from '../site/demo-api.ts';
import { LIVE_LOOP_SECONDS } from './live-files.ts';

/**
 * Proves in Debian's Chromium that the generated media play through the real media route and
 * signed links, from a page on another origin (as the site is): an m4a in an audio element
 * (currentTime advances), and HLS videos in video.js 8 with its VHS engine over MSE, including
 * the live feed across the seam of its loop, with English captions loaded.
 *
 *   node scripts/media/check-playback.ts      (exit code 0 when every check passes)
 */

const SITE_PAGE = '<!doctype html><meta charset="utf-8"><title>playback check</title><body></body>';

/**
 * The part of video.js 8's player that the check drives. video.js arrives as a script tag in the
 * page, so its global carries no types there, and the package's own declarations leave much of
 * this as `any` (a remote track's `track`, the tech's `vhs`): this says what the check relies on.
 */
interface CheckedPlayer {
  src(source: { src: string; type: string }): void;
  addRemoteTextTrack(
    options: { kind: 'captions'; srclang: string; label: string; src: string },
    manualCleanup: boolean,
  ): { track: TextTrack };
  one(type: string, listener: (event: Event) => void): void;
  on(type: string, listener: (event: Event) => void): void;
  currentTime(): number;
  currentTime(seconds: number): void;
  play(): Promise<void>;
  duration(): number;
  el(): Element;
  /** The playback technology; VHS puts its handler on it as `vhs` when it plays the source. */
  tech(iWillNotUseThisInPlugins: true): { vhs?: unknown };
  error(): { message: string } | null;
  dispose(): void;
}

/** The `videojs` function that video.js's script puts on `window`. */
type VideoJs = (element: Element, options: object) => CheckedPlayer;

function listen(server: Server): Promise<string> {
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      done(typeof address === 'object' && address ? `http://127.0.0.1:${address.port}` : '');
    }),
  );
}

async function startApi(siteOrigin: string) {
  const work = mkdtempSync(join(tmpdir(), 'cl-playback-'));
  const port = await freePort();
  const config = configFrom({
    ...process.env,
    API_ORIGIN: `http://127.0.0.1:${port}`,
    SECRET_KEY: randomBytes(32).toString('base64url'),
    DATABASE_URL: join(work, 'db.sqlite'),
    MAIL_OUTBOX: join(work, 'outbox'),
    MEDIA_ROOT: resolve('server/media'),
    SITE_ORIGIN: siteOrigin,
    DEMO: 'false',
    LOG_LEVEL: 'silent',
  });
  const db = openDatabase(config.DATABASE_URL);
  await migrate(db);
  const app = await buildApp({ config, db, mailer: new OutboxMailer(config.mailOutbox), clock: systemClock });
  const origin = await app.listen({ port, host: '127.0.0.1' });
  const expires = Math.floor(Date.now() / 1000) + 600;
  const link = (folder: string, file: string) => `${origin}${signedFolderPath(config, expires, folder)}${file}`;
  return {
    origin,
    link,
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

/** Plays an m4a in an audio element and reports how far currentTime got. */
function playAudio(page: Page, src: string): Promise<number> {
  return page.evaluate(async (url) => {
    const audio = new Audio(url);
    await audio.play();
    await new Promise((done) => setTimeout(done, 2500));
    audio.pause();
    return audio.currentTime;
  }, src);
}

/** Plays an HLS playlist in video.js (VHS over MSE) from `from` seconds; reports what happened. */
function playHls(page: Page, src: string, from: number, captions: string | null) {
  return page.evaluate(
    async ({ url, start, track }) => {
      const element = document.createElement('video');
      element.muted = true;
      document.body.append(element);
      const videojs = (window as unknown as { videojs: VideoJs }).videojs;
      const player = videojs(element, { html5: { vhs: { overrideNative: true } }, muted: true });
      player.src({ src: url, type: 'application/x-mpegURL' });
      const remote = track
        ? player.addRemoteTextTrack({ kind: 'captions', srclang: 'en', label: 'English', src: track }, false)
        : null;
      if (remote) remote.track.mode = 'showing';
      await new Promise((done) => player.one('loadedmetadata', done));
      if (start > 0) player.currentTime(start);
      await player.play();
      const reached = await new Promise<number>((done) => {
        const deadline = setTimeout(() => done(player.currentTime()), 12_000);
        player.on('timeupdate', () => {
          if (player.currentTime() > start + 4) {
            clearTimeout(deadline);
            done(player.currentTime());
          }
        });
      });
      const result = {
        reached,
        duration: player.duration(),
        mse: (player.el().querySelector('video')?.src ?? '').startsWith('blob:'),
        engine: player.tech(true).vhs ? 'vhs' : 'native',
        error: player.error()?.message ?? null,
        captionCues: remote?.track.cues?.length ?? 0,
      };
      player.dispose();
      return result;
    },
    { url: src, start: from, track: captions },
  );
}

async function main(): Promise<void> {
  const site = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end(SITE_PAGE),
  );
  const siteOrigin = await listen(site);
  const api = await startApi(siteOrigin);
  const browser = await chromium.launch(chromiumLaunchOptions(['--autoplay-policy=no-user-gesture-required']));
  const failures: string[] = [];
  try {
    const page = await browser.newPage();
    await page.goto(`${siteOrigin}/`);
    await page.addScriptTag({ path: resolve('node_modules/video.js/dist/video.min.js') });
    const support = await page.evaluate(() => ({
      mseH264Aac: MediaSource.isTypeSupported('video/mp4; codecs="avc1.4d401e,mp4a.40.2"'),
      audioAac: document.createElement('audio').canPlayType('audio/mp4; codecs="mp4a.40.2"'),
    }));
    console.log('support', JSON.stringify(support));
    for (const file of ['broadband.m4a', 'cellular.m4a']) {
      const time = await playAudio(page, api.link('audio/a01', file));
      console.log(`audio a01/${file}: currentTime ${time.toFixed(2)} s`);
      if (!(time > 1)) failures.push(`audio ${file} did not advance`);
    }
    const checks = [
      { name: 'video v01', folder: 'video/v01', from: 0, captions: `${api.origin}/media/video/v01/captions.en.vtt` },
      { name: 'live seam', folder: 'video/live', from: LIVE_LOOP_SECONDS - 3, captions: null },
    ];
    for (const check of checks) {
      const result = await playHls(page, api.link(check.folder, 'index.m3u8'), check.from, check.captions);
      console.log(`${check.name}: ${JSON.stringify(result)}`);
      const played = result.reached > check.from + 4 && result.mse && result.engine === 'vhs' && !result.error;
      if (!played || (check.captions && result.captionCues === 0)) failures.push(`${check.name} did not play`);
    }
  } finally {
    await browser.close();
    await api.close();
    site.close();
  }
  console.log(failures.length ? `FAILED: ${failures.join('; ')}` : 'all playback checks passed');
  process.exitCode = failures.length ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
