import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdentifierRedirectsPageSchema } from '../../src/lib/api/contract.ts';
import { PublishSchema, STUDIO_PATHS, StudioRecordSchema, type Publish } from '../../src/lib/studio/contract.ts';
import { importCatalog } from '../../server/src/catalog/import-catalog.ts';
import { ciPipeline } from '../../server/src/publishing/ci-pipeline.ts';
import { PUBLISH_RUN_PATHS } from '../../server/src/publishing/publish-run-contract.ts';
import { PublishWorker } from '../../server/src/publishing/publish-worker.ts';
import { smallCatalog } from '../fixtures/catalog/small-catalog.ts';
import { getOk } from './support/catalog-http.ts';
import {
  createStaff,
  expectStatus,
  renameComposition,
  retitleComposition,
  studio,
  type TestStaff,
} from './support/studio-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const WORK = 'serenade-for-strings';
const WORK_API = `/api/2/compositions/${WORK}/`;
const CI_TOKEN = 'ci-token-for-tests';

/** What the stand-in for the CI's API does with a dispatch: run the workflow's command, refuse, or nothing. */
type CiMode = { kind: 'run'; rebuild: 'ok' | 'fail' } | { kind: 'refuse' } | { kind: 'silent' };

interface Dispatch {
  authorization: string | undefined;
  body: { ref: string; inputs: { publish_id: string; token: string } };
}

const withBearer = (headers: HeadersInit | undefined, token: string) => {
  const all = new Headers(headers);
  all.set('authorization', `Bearer ${token}`);
  return all;
};

const bodyOf = async (request: IncomingMessage) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Dispatch['body'];
};

/**
 * Publishing through CI over real HTTP: the API dispatches the publish workflow to a stand-in for
 * the CI's API, which runs the workflow's own command (`npm run publish:run`, the real CLI, with a
 * stand-in for scripts/rebuild.ts) as the runner would; the run fetches the catalogue with the
 * publish's token and reports; the API switches when the run says the site is published.
 */
describe('studio publishing through CI', () => {
  let server: TestServer;
  let ci: Server;
  let editor: TestStaff;
  let mode: CiMode = { kind: 'run', rebuild: 'ok' };
  const dispatches: Dispatch[] = [];
  const runs: Promise<number | null>[] = [];
  let dispatched: (() => void) | undefined;
  const folder = mkdtempSync(join(tmpdir(), 'cl-ci-publish-'));
  const recordFile = join(folder, 'rebuild.json');

  /** Runs the workflow's step as the runner would, with the inputs the dispatch gave. */
  const runWorkflow = (inputs: Dispatch['body']['inputs']) =>
    new Promise<number | null>((done) => {
      const child = spawn(
        process.execPath,
        [
          'server/src/cli/publish-run-cli.ts',
          '--run',
          inputs.publish_id,
          '--api',
          server.url,
          '--target',
          join(folder, 'site'),
          '--work-dir',
          join(folder, 'work'),
          '--rebuild-script',
          'tests/fixtures/publishing/fake-rebuild.ts',
        ],
        {
          cwd: ROOT,
          env: {
            ...process.env,
            PUBLISH_RUN_TOKEN: inputs.token,
            FAKE_REBUILD: mode.kind === 'run' ? mode.rebuild : 'ok',
            FAKE_REBUILD_RECORD: recordFile,
          },
          stdio: ['ignore', 'ignore', 'pipe'],
        },
      );
      child.stderr.setEncoding('utf8').on('data', (text: string) => process.stderr.write(text));
      child.once('close', done);
    });

  beforeAll(async () => {
    ci = createServer((request, reply) => {
      void bodyOf(request).then((body) => {
        dispatches.push({ authorization: request.headers.authorization, body });
        dispatched?.();
        if (mode.kind === 'refuse') {
          reply.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Bad credentials"}');
          return;
        }
        reply.writeHead(204).end();
        if (mode.kind === 'run') runs.push(runWorkflow(body.inputs));
      });
    });
    await new Promise<void>((done) => ci.listen(0, '127.0.0.1', done));
    const dispatchUrl = `http://127.0.0.1:${(ci.address() as AddressInfo).port}/repos/orchestra/site/actions/workflows/publish.yml/dispatches`;
    server = await startTestServer({
      env: { AUTH_RATE_LIMIT: '1000' },
      prepare: (db) => importCatalog(db, smallCatalog),
      publisher: (ctx) =>
        new PublishWorker(ctx, {
          pipeline: ciPipeline(ctx, {
            dispatchUrl,
            token: CI_TOKEN,
            ref: 'main',
            startTimeoutMs: 15 * 60_000,
            silenceTimeoutMs: 5 * 60_000,
            pollMs: 50,
          }),
          pollMs: 3_600_000,
          log: { error: (line) => console.error(line) },
        }),
    });
    editor = await createStaff(server, 'editor@example.org', 'editor');
  });
  afterAll(async () => {
    await Promise.all(runs);
    await server.close();
    await new Promise((done) => ci.close(done));
  });

  const call = (method: string, path: string, body?: unknown) =>
    studio(server, method, path, { token: editor.token, ...(body === undefined ? {} : { body }) });
  const titleOfWork = async () => ((await getOk(server, WORK_API)) as { title: string }).title;
  const retitle = (title: string) => retitleComposition(server, editor.token, WORK, title);
  const ask = async () => PublishSchema.parse(expectStatus(await call('POST', STUDIO_PATHS.publishes, {}), 202));
  const settled = async (id: number): Promise<Publish> => {
    await server.publisher?.settled();
    await Promise.all(runs);
    server.clock.advance(1_001);
    return PublishSchema.parse(expectStatus(await call('GET', STUDIO_PATHS.publish(id)), 200));
  };
  const draftState = async () =>
    StudioRecordSchema.parse(expectStatus(await call('GET', STUDIO_PATHS.record('compositions', WORK)), 200)).state;
  const runCall = (path: string, token: string, init: RequestInit = {}) =>
    fetch(`${server.url}${path}`, { ...init, headers: withBearer(init.headers, token) });

  it('dispatches the workflow, the run builds from the candidate and reports, and the API switches', async () => {
    mode = { kind: 'run', rebuild: 'ok' };
    await retitle('Serenade, published through CI');
    await renameComposition(server, editor.token, 'lost-work', 'lost-work-found');
    const queued = await ask();
    const done = await settled(queued.id);
    expect(done).toMatchObject({
      state: 'done',
      build_id: '20261129T120000Z-abcd',
      pages: 3,
      reason: null,
    });
    const dispatch = dispatches.at(-1);
    expect(dispatch?.authorization).toBe(`Bearer ${CI_TOKEN}`);
    expect(dispatch?.body).toEqual({
      ref: 'main',
      inputs: { publish_id: String(queued.id), token: expect.any(String) as string },
    });
    // The run built from the catalogue the publish will publish, declaring its next version,
    // with the pages' islands pointed at the public API.
    const rebuild = JSON.parse(readFileSync(recordFile, 'utf8')) as {
      settings: { PUBLIC_API_BASE: string };
      manifest: { version: number };
      redirects: unknown;
    };
    expect(rebuild.settings.PUBLIC_API_BASE).toBe(server.url);
    expect(rebuild.manifest.version).toBe(done.catalogue_version);
    // With the old addresses the publish will write: the catalogue the run fetched carried them.
    expect(IdentifierRedirectsPageSchema.parse(rebuild.redirects).results).toEqual([
      { list: 'compositions', old_identifier: 'lost-work', identifier: 'lost-work-found' },
    ]);
    expect(await titleOfWork()).toBe('Serenade, published through CI');
    expect(await draftState()).toBe('published');
  });

  it('a run whose build fails reports its line: the drafts stay drafts and the API as it was', async () => {
    mode = { kind: 'run', rebuild: 'fail' };
    await retitle('Serenade, never published');
    const failed = await settled((await ask()).id);
    expect(failed.state).toBe('failed');
    expect(failed.reason).toMatch(/^Rebuild failed \(pull\): GET .* still serves build b1 \(3 pages\)\.$/);
    expect(await titleOfWork()).toBe('Serenade, published through CI');
    expect(await draftState()).toBe('changed');
  });

  it('a CI that refuses the dispatch fails the publish with its answer', async () => {
    mode = { kind: 'refuse' };
    const failed = await settled((await ask()).id);
    expect(failed.state).toBe('failed');
    expect(failed.reason).toBe(
      'The CI refused to start the publish workflow: HTTP 401 (Bad credentials); check PUBLISH_CI_DISPATCH_URL and PUBLISH_CI_TOKEN. The site and the drafts are as they were.',
    );
    expect(await draftState()).toBe('changed');
  });

  it('a run that never starts fails the publish after the start time; its token then opens nothing', async () => {
    mode = { kind: 'silent' };
    const started = new Promise<void>((done) => {
      dispatched = done;
    });
    const queued = await ask();
    await started;
    const token = dispatches.at(-1)?.body.inputs.token ?? '';
    // While it runs, its token opens its catalogue and nothing else's; a forged one opens nothing.
    const catalogue = await runCall(PUBLISH_RUN_PATHS.catalogue(queued.id), token);
    expect(catalogue.status).toBe(200);
    expect(catalogue.headers.get('cache-control')).toBe('no-store');
    const body = (await catalogue.json()) as { version: number; document: { compositions: { title: string }[] } };
    expect(body.document.compositions.map((c) => c.title)).toContain('Serenade, never published');
    expect((await runCall(PUBLISH_RUN_PATHS.catalogue(queued.id - 1), token)).status).toBe(401);
    expect((await runCall(PUBLISH_RUN_PATHS.catalogue(queued.id), `${token}x`)).status).toBe(401);
    const nonsense = await runCall(PUBLISH_RUN_PATHS.reports(queued.id), token, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'progress', phase: 'dancing', pages: -1 }),
    });
    expect(nonsense.status).toBe(400);

    server.clock.advance(15 * 60_000 + 1);
    const failed = await settled(queued.id);
    expect(failed.state).toBe('failed');
    expect(failed.reason).toBe(
      'The CI did not start the publish workflow within 15 minutes; see the CI’s runs. The site and the drafts are as they were.',
    );
    // The publish has ended: its run is told to stop, and its catalogue is no longer kept.
    const late = await runCall(PUBLISH_RUN_PATHS.reports(queued.id), token, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'progress', phase: 'rendering', pages: 2 }),
    });
    expect(late.status).toBe(409);
    expect(((await late.json()) as { detail: string }).detail).toMatch(/^Publish \d+ is no longer running \(failed: /);
    expect((await runCall(PUBLISH_RUN_PATHS.catalogue(queued.id), token)).status).toBe(409);
  });
});
