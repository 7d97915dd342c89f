import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublishSchema, STUDIO_PATHS, StudioRecordSchema } from '../../src/lib/studio/contract.ts';
import type { AppContext } from '../../server/src/context.ts';
import { importCatalog } from '../../server/src/catalog/import-catalog.ts';
import { PublishWorker } from '../../server/src/publishing/publish-worker.ts';
import { rebuildPipeline, type SitePipeline } from '../../server/src/publishing/site-pipeline.ts';
import { smallCatalog } from '../fixtures/catalog/small-catalog.ts';
import { getOk } from '../server/support/catalog-http.ts';
import { createStaff, expectStatus, studio } from '../server/support/studio-requests.ts';
import { startTestServer, type TestServer } from '../server/support/test-server.ts';

/**
 * A publish whose real rebuild (scripts/rebuild.ts) meets a content host that stops answering in
 * the middle of the pull: the publish fails with the rebuild's one line, the site folder is as it
 * was, the API serves what it served and the draft is still a draft.
 */

/** A relay to the candidate catalogue that answers the first `answered` requests, then none. */
function stopsAnswering(
  target: string,
  answered: number,
): Promise<{ origin: string; server: Server; seen: () => number }> {
  let seen = 0;
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    seen += 1;
    if (seen > answered) return; // accepted, never answered: a host that hangs mid-pull
    void fetch(`${target}${request.url ?? '/'}`, { headers: { accept: request.headers.accept ?? '*/*' } }).then(
      async (answer) => {
        response.writeHead(answer.status, Object.fromEntries(answer.headers));
        response.end(Buffer.from(await answer.arrayBuffer()));
      },
      () => response.destroy(),
    );
  });
  return new Promise((done) =>
    server.listen(0, '127.0.0.1', () =>
      done({ origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, seen: () => seen }),
    ),
  );
}

describe('a publish whose build meets a content host that stops answering mid-pull', () => {
  const work = mkdtempSync(join(tmpdir(), 'cl-publish-hung-'));
  const target = join(work, 'site');
  let server: TestServer;
  let relay: Awaited<ReturnType<typeof stopsAnswering>> | undefined;

  beforeAll(async () => {
    mkdirSync(target);
    writeFileSync(join(target, 'index.html'), '<p>The site as it was.</p>');
    const siteEnv = join(work, 'site.env');
    writeFileSync(
      siteEnv,
      [
        'SITE_ORIGIN="http://site.test"',
        'API_REQUEST_TIMEOUT_SECONDS="1"',
        'API_REQUEST_ATTEMPTS="2"',
        `ASTRO_CACHE_DIR="${join(work, 'astro-cache')}"`,
      ].join('\n'),
    );
    const real = rebuildPipeline({ target, workDir: join(work, 'publish'), siteEnvFile: siteEnv });
    // The build pulls through the relay: a few answers, then silence.
    const pipeline: SitePipeline = {
      pullsFromLoopback: true,
      run: async (run) => {
        if (run.api === undefined) throw new Error('The publish started no candidate host.');
        relay = await stopsAnswering(run.api, 3);
        try {
          return await real.run({ ...run, api: relay.origin });
        } finally {
          relay.server.closeAllConnections();
          relay.server.close();
        }
      },
    };
    server = await startTestServer({
      env: { AUTH_RATE_LIMIT: '1000' },
      prepare: (db) => importCatalog(db, smallCatalog),
      publisher: (ctx: AppContext) =>
        new PublishWorker(ctx, { pipeline, pollMs: 3_600_000, log: { error: (line) => console.error(line) } }),
    });
  });
  afterAll(async () => {
    await server.close();
    rmSync(work, { recursive: true, force: true });
  });

  it('fails with the rebuild’s reason and leaves the site, the API and the draft as they were', async () => {
    const editor = await createStaff(server, 'editor@example.org', 'editor');
    const path = STUDIO_PATHS.record('compositions', 'serenade-for-strings');
    const record = StudioRecordSchema.parse(
      expectStatus(await studio(server, 'GET', path, { token: editor.token }), 200),
    );
    expectStatus(
      await studio(server, 'PUT', path, {
        token: editor.token,
        body: { fields: { ...record.fields, title: 'Serenade, never published' } },
        headers: { 'if-match': record.version },
      }),
      200,
    );
    const queued = PublishSchema.parse(
      expectStatus(await studio(server, 'POST', STUDIO_PATHS.publishes, { token: editor.token, body: {} }), 202),
    );
    await server.publisher?.settled();
    const failed = PublishSchema.parse(
      expectStatus(await studio(server, 'GET', STUDIO_PATHS.publish(queued.id), { token: editor.token }), 200),
    );
    expect(relay?.seen()).toBeGreaterThan(3);
    expect(failed.state).toBe('failed');
    expect(failed.reason).toMatch(
      /^Rebuild failed \(pull\): GET http:\/\/127\.0\.0\.1:\d+\/api\/2\/\S+ failed after 2 attempts \(no answer within 1 s\)/,
    );
    expect(readFileSync(join(target, 'index.html'), 'utf8')).toBe('<p>The site as it was.</p>');
    server.clock.advance(1_001);
    expect(((await getOk(server, '/api/2/compositions/serenade-for-strings/')) as { title: string }).title).toBe(
      'Serenade for Strings in E major',
    );
    const draft = StudioRecordSchema.parse(
      expectStatus(await studio(server, 'GET', path, { token: editor.token }), 200),
    );
    expect(draft.state).toBe('changed');
  });
});
