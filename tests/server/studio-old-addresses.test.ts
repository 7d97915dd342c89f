import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdentifierRedirectsPageSchema } from '../../src/lib/api/contract.ts';
import { PublishSchema, STUDIO_PATHS } from '../../src/lib/studio/contract.ts';
import { importCatalog } from '../../server/src/catalog/import-catalog.ts';
import { smallCatalog } from '../fixtures/catalog/small-catalog.ts';
import { request } from './support/catalog-http.ts';
import { FakeSitePipeline, kickedWorker } from './support/fake-site-pipeline.ts';
import { createStaff, expectStatus, renameComposition, studio, type TestStaff } from './support/studio-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const REDIRECTS_API = '/api/2/identifier_redirects/';
const work = (identifier: string) => `/api/2/compositions/${identifier}/`;

/** A work no other record names, so the studio lets its identifier change. */
const ETUDE = { identifier: 'etude', title: 'Etude', composer: 'antonin-dvorak' };
const catalogue = { ...smallCatalog, compositions: [...(smallCatalog.compositions ?? []), ETUDE] };

/** A changed identifier's old address over real HTTP: recorded by the publish, answered 301 by the API. */
describe('old addresses of renamed records', () => {
  let server: TestServer;
  const pipeline = new FakeSitePipeline([REDIRECTS_API]);
  let editor: TestStaff;
  let admin: TestStaff;
  /** The publish that renamed 'etude-in-c' to 'etude-no-1'. */
  let chainPublish = 0;

  beforeAll(async () => {
    server = await startTestServer({
      env: { AUTH_RATE_LIMIT: '1000' },
      prepare: (db) => importCatalog(db, catalogue),
      publisher: kickedWorker(pipeline),
    });
    editor = await createStaff(server, 'editor@example.org', 'editor');
    admin = await createStaff(server, 'admin@example.org', 'admin');
  });
  afterAll(() => server.close());

  const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    studio(server, method, path, { token: editor.token, headers, ...(body === undefined ? {} : { body }) });
  const rename = (from: string, to: string) => renameComposition(server, editor.token, from, to);
  const publish = async () => {
    const queued = PublishSchema.parse(expectStatus(await call('POST', STUDIO_PATHS.publishes, {}), 202));
    await server.publisher?.settled();
    // Past the API's look at the catalogue version (once a second).
    server.clock.advance(1_001);
    const done = PublishSchema.parse(expectStatus(await call('GET', STUDIO_PATHS.publish(queued.id)), 200));
    expect(done).toMatchObject({ state: 'done', reason: null });
    return done.id;
  };
  const redirects = async () => {
    const answer = await request(server, REDIRECTS_API);
    expect(answer.status).toBe(200);
    return IdentifierRedirectsPageSchema.parse(answer.body).results.map((r) => `${r.old_identifier}→${r.identifier}`);
  };
  const movedTo = async (path: string) => {
    const answer = await fetch(server.url + path, { redirect: 'manual' });
    expect(answer.status).toBe(301);
    return answer.headers.get('location');
  };

  it('answers 301 from a published rename’s old address to the new one, query kept; never-used stays 404', async () => {
    expect(await redirects()).toEqual([]);
    await rename('etude', 'etude-in-c');
    await publish();
    expect(await movedTo(`${work('etude')}?format=json`)).toBe(`${work('etude-in-c')}?format=json`);
    expect(await movedTo('/api/2/compositions/etude')).toBe(work('etude-in-c'));
    expect((await request(server, work('etude-in-c'))).status).toBe(200);
    expect((await request(server, work('never-was'))).status).toBe(404);
    expect(await redirects()).toEqual(['etude→etude-in-c']);
    // The build read them from the catalogue it was built from, before the API served them.
    const built = IdentifierRedirectsPageSchema.parse(pipeline.runs.at(-1)?.answers[REDIRECTS_API]);
    expect(built.results).toEqual([{ list: 'compositions', old_identifier: 'etude', identifier: 'etude-in-c' }]);
  });

  it('collapses a chain: both old addresses lead to the newest', async () => {
    await rename('etude-in-c', 'etude-no-1');
    chainPublish = await publish();
    expect(await movedTo(work('etude'))).toBe(work('etude-no-1'));
    expect(await movedTo(work('etude-in-c'))).toBe(work('etude-no-1'));
    expect(await redirects()).toEqual(['etude→etude-no-1', 'etude-in-c→etude-no-1']);
  });

  it('a change back removes the loop; a new record that takes an old identifier wins', async () => {
    await rename('etude-no-1', 'etude');
    await publish();
    expect((await request(server, work('etude'))).status).toBe(200);
    expect(await movedTo(work('etude-no-1'))).toBe(work('etude'));
    expect(await redirects()).toEqual(['etude-in-c→etude', 'etude-no-1→etude']);

    const fields = { ...ETUDE, identifier: 'etude-in-c', title: 'Another Etude' };
    expectStatus(await call('POST', STUDIO_PATHS.records('compositions'), { fields }), 201);
    await publish();
    const taken = await request(server, work('etude-in-c'));
    expect(taken.status).toBe(200);
    expect(taken.body).toMatchObject({ title: 'Another Etude' });
    expect(await redirects()).toEqual(['etude-no-1→etude']);
  });

  it('an import that keeps a concert’s uuid under a new identifier records its old address', async () => {
    // The first import writes the uuid the document gives; the second renames the concert under it.
    await importCatalog(server.db, winterLightAs('winter-light'));
    await importCatalog(server.db, winterLightAs('winter-light-2024'));
    server.clock.advance(1_001);
    expect(await movedTo('/api/2/programs/winter-light/?format=json')).toBe(
      '/api/2/programs/winter-light-2024/?format=json',
    );
    expect(await redirects()).toContain('winter-light→winter-light-2024');
  });

  it('a rollback past a rename changes the work back, by its old address, and drops what it leaves out', async () => {
    const answer = await studio(server, 'POST', STUDIO_PATHS.rollback(chainPublish), { token: admin.token });
    const queued = PublishSchema.parse(expectStatus(answer, 202));
    await server.publisher?.settled();
    server.clock.advance(1_001);
    const done = PublishSchema.parse(expectStatus(await call('GET', STUDIO_PATHS.publish(queued.id)), 200));
    expect(done).toMatchObject({ kind: 'rollback', state: 'done' });
    expect(await movedTo(work('etude'))).toBe(work('etude-no-1'));
    // The concert renamed by the import is not in that catalogue: its old address is a 404 again.
    expect((await request(server, '/api/2/programs/winter-light-2024/')).status).toBe(404);
    expect(await redirects()).toEqual(['etude→etude-no-1']);
    const built = IdentifierRedirectsPageSchema.parse(pipeline.runs.at(-1)?.answers[REDIRECTS_API]);
    expect(built.results.map((r) => `${r.old_identifier}→${r.identifier}`)).toEqual(['etude→etude-no-1']);
  });
});

/** The catalogue with the concert 'winter-light' under `identifier`, its uuid written. */
function winterLightAs(identifier: string): typeof catalogue {
  const renamed = (name: string | null | undefined) => (name === 'winter-light' ? identifier : name);
  return {
    ...catalogue,
    programs: (catalogue.programs ?? []).map((p) =>
      p.identifier === 'winter-light' ? { ...p, uuid: '6f1d3a52-8c1e-4b7a-9d2f-3e4c5b6a7d80', identifier } : p,
    ),
    performances: (catalogue.performances ?? []).map((p) => ({ ...p, program: renamed(p.program) })),
  };
}
