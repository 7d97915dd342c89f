import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STUDIO_PATHS } from '../../src/lib/studio/contract.ts';
import { PREVIEW_PREFIX } from '../../src/lib/studio/paths.ts';
import { PreviewLinkSchema } from '../../src/lib/studio/preview.ts';
import { importCatalog } from '../../server/src/catalog/import-catalog.ts';
import { smallCatalog } from '../fixtures/catalog/small-catalog.ts';
import { standInRenderer, type StandInRenderer } from './support/stand-in-renderer.ts';
import { createStaff, expectStatus, studio, type TestStaff } from './support/studio-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

/**
 * Who may open a preview, over real HTTP: the studio asks for a link (a ticket good for two
 * minutes), the link trades it for a cookie kept under the preview's path, and pages answer only
 * with that cookie, while the member's studio tokens hold. The renderer is a stand-in, current for
 * the server (which renderer the API uses: studio-preview-renderer.test.ts; the pages themselves:
 * tests/build/preview-renderer-build.test.ts and the browser journey).
 */
describe('studio previews: the way in', () => {
  let server: TestServer;
  let editor: TestStaff;
  let renderer: StandInRenderer;

  beforeAll(async () => {
    renderer = standInRenderer();
    server = await startTestServer({
      env: { AUTH_RATE_LIMIT: '1000', PREVIEW_RENDERER_DIR: renderer.dir },
      prepare: (db) => importCatalog(db, smallCatalog),
    });
    renderer.stampFor(server.config.env);
    editor = await createStaff(server, 'editor@example.org', 'editor');
  });
  afterAll(async () => {
    await server.close();
    renderer.close();
  });

  const ask = async (list: string, key: string) =>
    studio(server, 'POST', STUDIO_PATHS.previews, { token: editor.token, body: { list, key } });
  const open = (url: string, cookie?: string) =>
    fetch(url, { redirect: 'manual', ...(cookie === undefined ? {} : { headers: { cookie } }) });

  it('trades a fresh link for a cookie under the preview’s path, and opens pages only with it', async () => {
    const { url } = PreviewLinkSchema.parse(expectStatus(await ask('compositions', 'serenade-for-strings'), 200));
    expect(url.startsWith(`${server.url}${STUDIO_PATHS.previewSession}?ticket=`)).toBe(true);
    const entered = await open(url);
    expect(entered.status).toBe(303);
    expect(entered.headers.get('location')).toBe(`${PREVIEW_PREFIX}/composition/serenade-for-strings/?state=Published`);
    expect(entered.headers.get('cache-control')).toBe('private, no-store');
    const cookie = entered.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(
      /^concert_library_preview=[^;]+; Path=\/api\/studio\/preview\/; HttpOnly; SameSite=Lax; Max-Age=1800$/,
    );
    const value = cookie.split(';')[0] ?? '';
    const page = `${server.url}${PREVIEW_PREFIX}/composition/serenade-for-strings/`;
    const without = await open(page);
    expect(without.status).toBe(401);
    expect(without.headers.get('cache-control')).toBe('private, no-store');
    expect(without.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(await without.text()).toContain('previews are for staff only');
    // With the cookie the page is the renderer's.
    expect((await open(page, value)).status).toBe(200);
    expect((await open(page, 'concert_library_preview=forged')).status).toBe(401);

    // Signing out of the studio ends the preview's cookie too.
    expectStatus(await studio(server, 'POST', STUDIO_PATHS.signOut, { token: editor.token }), 204);
    expect((await open(page, value)).status).toBe(401);
  });

  it('refuses a link that is forged or older than two minutes', async () => {
    const member = await createStaff(server, 'second@example.org', 'editor');
    const { url } = PreviewLinkSchema.parse(
      expectStatus(
        await studio(server, 'POST', STUDIO_PATHS.previews, {
          token: member.token,
          body: { list: 'programs', key: 'winter-light' },
        }),
        200,
      ),
    );
    const forged = await open(url.replace(/ticket=.{8}/, 'ticket=AAAAAAAA'));
    expect(forged.status).toBe(401);
    expect(await forged.text()).toContain('This preview link has expired');
    server.clock.advance(2 * 60_000 + 1_000);
    expect((await open(url)).status).toBe(401);
  });

  it('has nothing to preview for a record without a page, or one that is not there', async () => {
    const fresh = await createStaff(server, 'third@example.org', 'editor');
    const call = (list: string, key: string) =>
      studio(server, 'POST', STUDIO_PATHS.previews, { token: fresh.token, body: { list, key } });
    const category = await call('feature_categories', 'masterclasses');
    expect(category.status).toBe(409);
    expect(category.body).toEqual({ detail: 'This record has no page of its own to preview.' });
    expectStatus(await call('compositions', 'nowhere'), 404);
  });
});
