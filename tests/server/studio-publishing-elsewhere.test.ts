import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublishSchema, STUDIO_PATHS } from '../../src/lib/studio/contract.ts';
import { importCatalog } from '../../server/src/catalog/import-catalog.ts';
import { smallCatalog } from '../fixtures/catalog/small-catalog.ts';
import { getOk } from './support/catalog-http.ts';
import { FakeSitePipeline, kickedWorker } from './support/fake-site-pipeline.ts';
import { createStaff, expectStatus, retitleComposition, studio, type TestStaff } from './support/studio-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const WORK = 'serenade-for-strings';

/**
 * A pipeline that builds elsewhere (the CI's) reads the catalogue the publish stores: the API starts
 * no content host on its loopback for it, a copy of the catalogue in memory it would never read.
 */
describe('a publish through a pipeline that builds elsewhere', () => {
  let server: TestServer;
  let editor: TestStaff;
  const pipeline = new FakeSitePipeline([`/api/2/compositions/${WORK}/`], { pullsFromLoopback: false });

  beforeAll(async () => {
    server = await startTestServer({
      env: { AUTH_RATE_LIMIT: '1000' },
      prepare: (db) => importCatalog(db, smallCatalog),
      publisher: kickedWorker(pipeline),
    });
    editor = await createStaff(server, 'editor@example.org', 'editor');
  });
  afterAll(() => server.close());

  it('is given no loopback host, and the API still switches once it has published', async () => {
    await retitleComposition(server, editor.token, WORK, 'Serenade, built elsewhere');
    const queued = PublishSchema.parse(
      expectStatus(await studio(server, 'POST', STUDIO_PATHS.publishes, { token: editor.token, body: {} }), 202),
    );
    await server.publisher?.settled();
    server.clock.advance(1_001);
    const done = PublishSchema.parse(
      expectStatus(await studio(server, 'GET', STUDIO_PATHS.publish(queued.id), { token: editor.token }), 200),
    );
    expect(done.state).toBe('done');
    expect(pipeline.runs.map((run) => run.api)).toEqual([undefined]);
    expect(((await getOk(server, `/api/2/compositions/${WORK}/`)) as { title: string }).title).toBe(
      'Serenade, built elsewhere',
    );
  });
});
