import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDIO_PATHS } from '../../src/lib/studio/contract.ts';
import { PREVIEW_PREFIX } from '../../src/lib/studio/paths.ts';
import { PreviewLinkSchema } from '../../src/lib/studio/preview.ts';
import { importCatalog } from '../../server/src/catalog/import-catalog.ts';
import { readRendererStamp } from '../../server/src/preview/renderer-stamp.ts';
import { smallCatalog } from '../fixtures/catalog/small-catalog.ts';
import { standInRenderer, type StandInRenderer } from './support/stand-in-renderer.ts';
import { createStaff, expectStatus, studio, type TestStaff } from './support/studio-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * Which renderer the API draws previews with, over real HTTP: only one whose stamp says it was built
 * from this API's code and the site's settings (server/src/preview/renderer-stamp.ts). One that is
 * missing, or was built from other code or settings, or has no stamp, draws nothing: the studio's
 * request for a preview and the preview's page both answer 503 with one sentence saying what to do.
 * The renderer is a stand-in of the built one's shape (support/stand-in-renderer.ts).
 */

const NOT_BUILT = 'Previews are not available on this server right now: its renderer is not built.';
const STALE =
  'The preview renderer was built from other code or settings: run npm run build:preview, then restart the API.';
const RECORD = { list: 'compositions', key: 'serenade-for-strings' };

/** A server drawing its previews with `renderer`, an editor of it, and a preview cookie got while the renderer was current. */
async function previewServer(renderer: StandInRenderer, env: Record<string, string> = {}) {
  const server = await startTestServer({
    env: { AUTH_RATE_LIMIT: '1000', PREVIEW_RENDERER_DIR: renderer.dir, ...env },
    prepare: (db) => importCatalog(db, smallCatalog),
  });
  const editor = await createStaff(server, 'editor@example.org', 'editor');
  renderer.stampFor(server.config.env);
  const { url } = PreviewLinkSchema.parse(expectStatus(await ask(server, editor), 200));
  const entered = await fetch(url, { redirect: 'manual' });
  const cookie = (entered.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  return { server, editor, cookie };
}

const ask = (server: TestServer, editor: TestStaff) =>
  studio(server, 'POST', STUDIO_PATHS.previews, { token: editor.token, body: RECORD });

const page = (server: TestServer, cookie: string) =>
  fetch(`${server.url}${PREVIEW_PREFIX}/composition/serenade-for-strings/`, { headers: { cookie } });

describe('studio previews: the renderer the API draws them with', () => {
  let renderer: StandInRenderer;
  let server: TestServer;
  let editor: TestStaff;
  let cookie = '';

  beforeAll(async () => {
    renderer = standInRenderer();
    ({ server, editor, cookie } = await previewServer(renderer));
  });
  afterAll(async () => {
    await server.close();
    renderer.close();
  });

  /** The studio's request and the page both refuse, with `sentence`, kept by no cache. */
  async function expectRefused(sentence: string): Promise<void> {
    const asked = await ask(server, editor);
    expect(asked.status).toBe(503);
    expect(asked.body).toEqual({ detail: sentence });
    const shown = await page(server, cookie);
    expect(shown.status).toBe(503);
    expect(shown.headers.get('cache-control')).toBe('private, no-store');
    expect(await shown.text()).toContain(`<p>${sentence}</p>`);
  }

  it('refuses a renderer built with other settings of the site', async () => {
    renderer.stampFor(server.config.env, { LIST_PAGE_SIZE: '7' });
    await expectRefused(STALE);
    renderer.stampFor(server.config.env, { SITE_ORIGIN: 'https://elsewhere.example.org' });
    await expectRefused(STALE);
  });

  it('refuses a renderer built from other code, or stamped by no build', async () => {
    renderer.stampFor(server.config.env);
    const stamp = readRendererStamp(renderer.dir);
    renderer.writeStamp({ ...stamp, code: 'the digest of another checkout' });
    await expectRefused(STALE);
    renderer.removeStamp();
    await expectRefused(STALE);
    renderer.writeStamp({ ...stamp, version: 0 });
    await expectRefused(STALE);
  });

  it('says when there is no renderer at all', async () => {
    renderer.remove();
    await expectRefused(NOT_BUILT);
  });

  it('draws previews with a renderer built from its code and the site’s settings', async () => {
    renderer.stampFor(server.config.env);
    expectStatus(await ask(server, editor), 200);
    const shown = await page(server, cookie);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain('Drawn by the stand-in renderer: /music/concert-library/composition/');
  });
});

describe('studio previews: the site’s settings file', () => {
  let renderer: StandInRenderer;
  let server: TestServer;
  let editor: TestStaff;
  let work = '';
  let settingsFile = '';

  beforeAll(async () => {
    renderer = standInRenderer();
    work = mkdtempSync(join(tmpdir(), 'cl-site-env-'));
    settingsFile = join(work, 'site.env');
    writeFileSync(settingsFile, 'SITE_ORIGIN="https://music.example.org"\nORCHESTRA_NAME="The Example Players"\n');
    // The API's own settings differ from the file's: the file is the site's.
    ({ server, editor } = await previewServer(renderer, { PUBLISH_SITE_ENV: settingsFile, LIST_PAGE_SIZE: '9' }));
  });
  afterAll(async () => {
    await server.close();
    renderer.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('checks the renderer against the file PUBLISH_SITE_ENV names, not the API’s own settings', async () => {
    expectStatus(await ask(server, editor), 200);
    writeFileSync(settingsFile, 'SITE_ORIGIN="https://music.example.org"\nORCHESTRA_NAME="The Other Players"\n');
    const refused = await ask(server, editor);
    expect(refused.status).toBe(503);
    expect(refused.body).toEqual({ detail: STALE });
    renderer.stampFor(server.config.env);
    expectStatus(await ask(server, editor), 200);
  });
});
