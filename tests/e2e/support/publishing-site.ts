import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { readOutbox } from '../../../server/src/mail/outbox-mailer.ts';
import {
  demoApiSettings,
  freePort,
  startDemoApi,
  waitForCatalogue,
  type DemoApi,
} from '../../../scripts/site/demo-api.ts';
import { createSiteServer } from '../../../scripts/site/static-site-server.ts';
import { e2eMediaRoot } from './e2e-media-root.ts';
import { buildPreviewRenderer, type BuiltPreviewRenderer } from './preview-renderer.ts';
import { buildSiteInto } from './site-build.ts';

const BASE_PATH = '/music/concert-library';

/** Waits for the publish shown on the studio's Publish screen to end, and answers its status line. */
export async function publishEnds(page: Page): Promise<string> {
  const status = page.getByRole('region', { name: /under way|: done|: failed/ });
  await expect(status.locator('[data-publish-state="done"], [data-publish-state="failed"]')).toBeVisible({
    timeout: 180_000,
  });
  return (await status.locator('[data-publish-state]').textContent()) ?? '';
}

/** A site of its own that the studio publishes to, with its API: what the publishing journey changes, no other sees. */
export interface PublishingSite {
  readonly apiBase: string;
  /** A page of the site, e.g. `/composition/x/`. */
  siteUrl(path: string): string;
  /** The studio at a screen, e.g. `/publish`. */
  studioUrl(screen?: string): string;
  /** Runs `npm run studio:admin -- EMAIL` against this API's database; answers the mailed link. */
  inviteFirstAdmin(email: string): Promise<string>;
  /** The link of the newest mail to `email` whose link holds `part`. */
  mailedLink(email: string, part: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Starts an API of its own (the demo catalogue on a fresh database, publishing to a folder),
 * builds the site into that folder against it and serves the folder, as `npm start` does: the
 * studio's Publish rebuilds and republishes the very folder the server serves. Its own, because a
 * publish changes the catalogue and the pages for every visitor, and the rest of the suite reads
 * the shared site meanwhile.
 */
export async function startPublishingSite(): Promise<PublishingSite> {
  const work = await mkdtemp(join(tmpdir(), 'concert-library-publishing-'));
  const sitePort = await freePort();
  const siteOrigin = `http://127.0.0.1:${sitePort}`;
  // The studio at a host name: a passkey cannot be bound to an IP address.
  const studioOrigin = `http://localhost:${sitePort}`;
  const siteDir = join(work, 'site');
  // A build cache of its own: the rest of the suite's builds never share (or prune) its store.
  const cache = { ASTRO_CACHE_DIR: join(work, 'astro-cache') };
  const apiPort = await freePort();
  const apiBase = `http://127.0.0.1:${apiPort}`;
  const siteSettings = { API_BASE: apiBase, SITE_ORIGIN: siteOrigin };
  const apiEnv = { ...demoApiSettings(work, `${siteOrigin},${studioOrigin}`), STUDIO_ORIGIN: studioOrigin };
  let api: DemoApi | undefined;
  let previews: BuiltPreviewRenderer | undefined;
  let server: Server | undefined;
  const close = async () => {
    if (server) await new Promise<void>((done) => server?.close(() => done()));
    api?.process.kill('SIGTERM');
    await previews?.remove();
    await rm(work, { recursive: true, force: true });
  };
  try {
    // The site's settings file, which the studio's publishes build with and the preview renderer is built
    // from, before the API that checks it against that file starts (support/preview-renderer.ts).
    previews = await buildPreviewRenderer(work, siteSettings);
    api = await startDemoApi(work, `${siteOrigin},${studioOrigin}`, {
      entry: 'tests/e2e/support/e2e-api.ts',
      port: apiPort,
      env: {
        STUDIO_ORIGIN: studioOrigin,
        MEDIA_ROOT: await e2eMediaRoot(work),
        UPLOAD_DIR: join(work, 'uploads'),
        PUBLISH_TARGET: siteDir,
        PUBLISH_WORK_DIR: join(work, 'publish'),
        ...previews.apiEnv,
        ...cache,
      },
    });
    await waitForCatalogue(apiBase);
    await buildSiteInto(siteDir, { ...siteSettings, ...cache }, 'publishing site');
    const started = createSiteServer({ root: siteDir, base: BASE_PATH });
    server = started;
    await new Promise<void>((done) => started.listen(sitePort, '127.0.0.1', done));
    const mailedLink = async (email: string, part: string) => {
      const mails = (await readOutbox(join(work, 'outbox'))).filter((mail) => mail.to === email);
      const link = mails.findLast((mail) => (mail.link ?? '').includes(part))?.link;
      if (!link) throw new Error(`No mail with a link to ${part} went to ${email}.`);
      return link;
    };
    return {
      apiBase,
      siteUrl: (path) => `${siteOrigin}${BASE_PATH}${path}`,
      studioUrl: (screen = '') => `${studioOrigin}${BASE_PATH}/studio/${screen ? `#${screen}` : ''}`,
      inviteFirstAdmin: async (email) => {
        await promisify(execFile)(process.execPath, ['server/src/cli/studio-admin-cli.ts', email], {
          env: { ...process.env, ...apiEnv },
        });
        return mailedLink(email, '/studio/#/invitation/');
      },
      mailedLink,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * The publishing site of a spec file's journeys, which run one after the other (a publish changes what the
 * next one sees): started before the first (a build: minutes on a loaded machine), closed after the last.
 * Its methods reach the site once it is started.
 */
export function usePublishingSite(): PublishingSite {
  let started: PublishingSite | undefined;
  test.describe.configure({ mode: 'serial' });
  test.beforeAll(async () => {
    test.setTimeout(240_000);
    started = await startPublishingSite();
  });
  test.afterAll(async () => {
    await started?.close();
  });
  const site = () => {
    if (started === undefined) throw new Error('The publishing site starts before the first journey.');
    return started;
  };
  return {
    get apiBase() {
      return site().apiBase;
    },
    siteUrl: (path) => site().siteUrl(path),
    studioUrl: (screen) => site().studioUrl(screen),
    inviteFirstAdmin: (email) => site().inviteFirstAdmin(email),
    mailedLink: (email, part) => site().mailedLink(email, part),
    close: () => site().close(),
  };
}
