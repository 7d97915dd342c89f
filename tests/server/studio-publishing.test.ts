import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AuditPageSchema,
  DraftChangesSchema,
  PublishHistorySchema,
  PublishSchema,
  STUDIO_PATHS,
  StudioRecordSchema,
  type Publish,
} from '../../src/lib/studio/contract.ts';
import { importCatalog } from '../../server/src/catalog/import-catalog.ts';
import { PublishFailure } from '../../server/src/publishing/publish-failure.ts';
import { queuePublish } from '../../server/src/publishing/publish-rows.ts';
import type { SitePipeline } from '../../server/src/publishing/site-pipeline.ts';
import { STALE_AFTER_MS } from '../../server/src/publishing/publish-worker.ts';
import { smallCatalog } from '../fixtures/catalog/small-catalog.ts';
import { getOk } from './support/catalog-http.ts';
import { FakeSitePipeline, kickedWorker } from './support/fake-site-pipeline.ts';
import { createStaff, expectStatus, retitleComposition, studio, type TestStaff } from './support/studio-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const WORK = 'serenade-for-strings';
const WORK_API = `/api/2/compositions/${WORK}/`;

/** Publishing from the studio over real HTTP: drafts to the API through a (stand-in) site pipeline, history, rollback. */
describe('studio publishing', () => {
  let server: TestServer;
  let pipeline: FakeSitePipeline;
  let editor: TestStaff;
  let admin: TestStaff;

  beforeAll(async () => {
    pipeline = new FakeSitePipeline([WORK_API]);
    server = await startTestServer({
      env: { AUTH_RATE_LIMIT: '1000' },
      prepare: (db) => importCatalog(db, smallCatalog),
      publisher: kickedWorker(pipeline),
    });
    editor = await createStaff(server, 'editor@example.org', 'editor');
    admin = await createStaff(server, 'admin@example.org', 'admin');
  });
  afterAll(() => server.close());

  const call = (method: string, path: string, body?: unknown, token = editor.token) =>
    studio(server, method, path, { token, ...(body === undefined ? {} : { body }) });
  const titleOfWork = async () => ((await getOk(server, WORK_API)) as { title: string }).title;
  const retitle = (key: string, title: string) => retitleComposition(server, editor.token, key, title);
  const publish = async (body: unknown = {}, token = editor.token): Promise<Publish> => {
    const queued = PublishSchema.parse(expectStatus(await call('POST', STUDIO_PATHS.publishes, body, token), 202));
    await settle();
    return PublishSchema.parse(expectStatus(await call('GET', STUDIO_PATHS.publish(queued.id)), 200));
  };
  /**
   * Waits for the worker, then moves the clock past the API's look at the catalogue version (once
   * a second): every answer moves to the published version together.
   */
  const settle = async () => {
    await server.publisher?.settled();
    server.clock.advance(1_001);
  };
  const history = async () =>
    PublishHistorySchema.parse(expectStatus(await call('GET', STUDIO_PATHS.publishes), 200)).results;

  it('publishes a draft: the build reads it before the API serves it, then the API moves', async () => {
    await retitle(WORK, 'Serenade for Strings, revised');
    expect(await titleOfWork()).toBe('Serenade for Strings in E major');
    const { results: drafts } = DraftChangesSchema.parse(expectStatus(await call('GET', STUDIO_PATHS.drafts), 200));
    expect(drafts).toEqual([
      expect.objectContaining({
        list: 'compositions',
        key: WORK,
        state: 'changed',
        path: `/composition/${WORK}/`,
        changes: { title: { before: 'Serenade for Strings in E major', after: 'Serenade for Strings, revised' } },
      }),
    ]);

    const done = await publish();
    expect(done).toMatchObject({ kind: 'publish', state: 'done', build_id: 'build-1', pages: 7, reason: null });
    expect(done.changes).toEqual([
      {
        list: 'compositions',
        key: WORK,
        title: 'Serenade for Strings, revised',
        action: 'changed',
        path: `/composition/${WORK}/`,
      },
    ]);
    expect(done.requested_by).toBe('editor editor');
    // The build pulled the draft from the candidate catalogue, not from the public API.
    const run = pipeline.runs.at(-1);
    expect(run?.api).not.toBe(server.url);
    expect((run?.answers[WORK_API] as { title: string }).title).toBe('Serenade for Strings, revised');
    expect(await titleOfWork()).toBe('Serenade for Strings, revised');
    const record = StudioRecordSchema.parse(
      expectStatus(await call('GET', STUDIO_PATHS.record('compositions', WORK)), 200),
    );
    expect(record.state).toBe('published');
    // The imported catalogue went into the history first, so a rollback can reach it.
    const [latest, imported] = await history();
    expect(latest?.id).toBe(done.id);
    expect(imported).toMatchObject({ kind: 'import', state: 'done', can_roll_back_to: true });
    expect(done.catalogue_version).toBe((imported?.catalogue_version ?? 0) + 1);
  });

  it('publishes only the records picked; the others stay drafts', async () => {
    await retitle(WORK, 'Serenade, picked');
    await retitle('prelude-in-e-major', 'Prelude, not picked');
    const done = await publish({ records: [{ list: 'compositions', key: WORK }] });
    expect(done.state).toBe('done');
    expect(done.changes.map((c) => c.key)).toEqual([WORK]);
    expect(await titleOfWork()).toBe('Serenade, picked');
    const other = StudioRecordSchema.parse(
      expectStatus(await call('GET', STUDIO_PATHS.record('compositions', 'prelude-in-e-major')), 200),
    );
    expect(other.state).toBe('changed');
    expect(((await getOk(server, '/api/2/compositions/prelude-in-e-major/')) as { title: string }).title).toBe(
      'Prelude in E major',
    );
  });

  it('a failed build leaves the API and the drafts as they were, and says why', async () => {
    pipeline.failWith =
      'Rebuild failed (pull): the content host stopped answering; /srv/www still serves build b1 (7 pages).';
    try {
      const failed = await publish();
      expect(failed).toMatchObject({ state: 'failed', reason: pipeline.failWith });
    } finally {
      pipeline.failWith = undefined;
    }
    expect(((await getOk(server, '/api/2/compositions/prelude-in-e-major/')) as { title: string }).title).toBe(
      'Prelude in E major',
    );
    const draft = StudioRecordSchema.parse(
      expectStatus(await call('GET', STUDIO_PATHS.record('compositions', 'prelude-in-e-major')), 200),
    );
    expect(draft.state).toBe('changed');
  });

  it('refuses to publish drafts that name a record left unpublished, naming it', async () => {
    const person = {
      identifier: 'new-composer',
      first_name: 'New',
      last_name: 'Composer',
      primary_kind: 'composer',
    };
    expectStatus(await call('POST', STUDIO_PATHS.records('people'), { fields: person }), 201);
    const work = StudioRecordSchema.parse(
      expectStatus(await call('GET', STUDIO_PATHS.record('compositions', 'prelude-in-e-major')), 200),
    );
    const saved = await studio(server, 'PUT', STUDIO_PATHS.record('compositions', 'prelude-in-e-major'), {
      token: editor.token,
      body: { fields: { ...work.fields, composer: 'new-composer' } },
      headers: { 'if-match': work.version },
    });
    expectStatus(saved, 200);
    const failed = await publish({ records: [{ list: 'compositions', key: 'prelude-in-e-major' }] });
    expect(failed.state).toBe('failed');
    expect(failed.reason).toMatch(/^The drafts cannot be published: .*new-composer/);
    // Both together publish.
    const done = await publish({
      records: [
        { list: 'compositions', key: 'prelude-in-e-major' },
        { list: 'people', key: 'new-composer' },
      ],
    });
    expect(done.state).toBe('done');
    expect(done.changes.map((c) => [c.list, c.action])).toEqual([
      ['people', 'added'],
      ['compositions', 'changed'],
    ]);
  });

  it('an admin rolls the API back to an earlier version; the rollback is in the history and the audit log', async () => {
    const entries = await history();
    const imported = entries.find((entry) => entry.kind === 'import');
    if (!imported) throw new Error('no import entry');
    expectStatus(await call('POST', STUDIO_PATHS.rollback(imported.id), undefined), 403);
    const failed = entries.find((entry) => entry.state === 'failed');
    if (!failed) throw new Error('no failed entry');
    expectStatus(await call('POST', STUDIO_PATHS.rollback(failed.id), undefined, admin.token), 409);
    expectStatus(await call('POST', STUDIO_PATHS.rollback(99_999), undefined, admin.token), 404);

    const queued = PublishSchema.parse(
      expectStatus(await call('POST', STUDIO_PATHS.rollback(imported.id), undefined, admin.token), 202),
    );
    await settle();
    const done = PublishSchema.parse(expectStatus(await call('GET', STUDIO_PATHS.publish(queued.id)), 200));
    expect(done).toMatchObject({ kind: 'rollback', state: 'done', rollback_of: imported.id });
    expect(await titleOfWork()).toBe('Serenade for Strings in E major');
    expect(done.changes.map((c) => [c.key, c.action])).toEqual(
      expect.arrayContaining([
        ['new-composer', 'removed'],
        [WORK, 'changed'],
      ]),
    );
    const audit = AuditPageSchema.parse(
      expectStatus(await call('GET', `${STUDIO_PATHS.audit}?entity_type=publish`, undefined, admin.token), 200),
    );
    const actions = audit.items.map((entry) => entry.action);
    expect(actions).toContain('rollback');
    expect(actions).toContain('publish');
  });

  it('runs one publish at a time, and a second instance on the same database does not run it again', async () => {
    const second = new FakeSitePipeline([WORK_API]);
    const other = await startTestServer({ db: server.db, clock: server.clock, publisher: kickedWorker(second) });
    try {
      await retitle(WORK, 'Serenade, one at a time');
      const runsBefore = pipeline.runs.length;
      pipeline.hold();
      second.hold();
      const started = Promise.race([pipeline.started(), second.started()]);
      const first = PublishSchema.parse(expectStatus(await call('POST', STUDIO_PATHS.publishes, {}), 202));
      other.publisher?.kick();
      await started;
      // Either instance may have claimed it; the other looked, found it running, and stopped.
      const idle = pipeline.runs.length > runsBefore ? other : server;
      // A second click while one runs queues; it does not start another.
      await retitle('prelude-in-e-major', 'Prelude, queued');
      const queued = PublishSchema.parse(expectStatus(await call('POST', STUDIO_PATHS.publishes, {}), 202));
      idle.publisher?.kick();
      await idle.publisher?.settled();
      const running = PublishSchema.parse(expectStatus(await call('GET', STUDIO_PATHS.publish(first.id)), 200));
      expect(running.state).toBe('running');
      expect(running.phase).toBe('rendering');
      expect(running.pages_done).toBe(3);
      const waiting = PublishSchema.parse(expectStatus(await call('GET', STUDIO_PATHS.publish(queued.id)), 200));
      expect(waiting.state).toBe('queued');
      pipeline.release();
      second.release();
      await server.publisher?.settled();
      await other.publisher?.settled();
      other.publisher?.kick();
      server.publisher?.kick();
      await settle();
      await other.publisher?.settled();
      for (const id of [first.id, queued.id]) {
        const entry = PublishSchema.parse(expectStatus(await call('GET', STUDIO_PATHS.publish(id)), 200));
        expect(entry.state).toBe('done');
      }
      // Each of the two ran exactly once, on one instance or the other.
      expect(pipeline.runs.length - runsBefore + second.runs.length).toBe(2);
      expect(await titleOfWork()).toBe('Serenade, one at a time');
    } finally {
      pipeline.release();
      second.release();
      await other.close();
    }
  });

  it('fails a publish whose instance stopped, once its heartbeat is old', async () => {
    const at = server.clock.now();
    const id = await queuePublish(server.db, { kind: 'publish', staffId: null, at });
    await server.db.run(
      "UPDATE studio_publishes SET state = 'running', heartbeat_at = ?, started_at = ? WHERE id = ?",
      [at.toISOString(), at.toISOString(), id],
    );
    server.clock.advance(STALE_AFTER_MS - 1_000);
    server.publisher?.kick();
    await server.publisher?.settled();
    expect(PublishSchema.parse(expectStatus(await call('GET', STUDIO_PATHS.publish(id)), 200)).state).toBe('running');
    server.clock.advance(2_000);
    server.publisher?.kick();
    await server.publisher?.settled();
    const failed = PublishSchema.parse(expectStatus(await call('GET', STUDIO_PATHS.publish(id)), 200));
    expect(failed.state).toBe('failed');
    expect(failed.reason).toMatch(/^The API instance running this publish stopped before it ended/);
  });

  it('says publishing is not set up where it is not', async () => {
    const bare = await startTestServer({ env: { AUTH_RATE_LIMIT: '1000' } });
    try {
      const member = await createStaff(bare, 'editor@example.org', 'editor');
      const answer = await studio(bare, 'POST', STUDIO_PATHS.publishes, { token: member.token, body: {} });
      expect(answer.status).toBe(409);
      expect((answer.body as { detail?: string }).detail).toMatch(/^Publishing is not set up/);
    } finally {
      await bare.close();
    }
  });

  it('a pipeline that fails before it builds fails the publish with its reason and stops serving the candidate', async () => {
    const reason = "The site's settings file /srv/site.env (PUBLISH_SITE_ENV) cannot be read.";
    let candidate: string | undefined;
    const failsAtOnce: SitePipeline = {
      pullsFromLoopback: true,
      run: ({ api }) => {
        candidate = api;
        throw new PublishFailure(reason);
      },
    };
    const other = await startTestServer({
      env: { AUTH_RATE_LIMIT: '1000' },
      prepare: (db) => importCatalog(db, smallCatalog),
      publisher: kickedWorker(failsAtOnce),
    });
    try {
      const member = await createStaff(other, 'editor@example.org', 'editor');
      await retitleComposition(other, member.token, WORK, 'Serenade, retitled');
      const asked = await studio(other, 'POST', STUDIO_PATHS.publishes, { token: member.token, body: {} });
      const queued = PublishSchema.parse(expectStatus(asked, 202));
      await other.publisher?.settled();
      const ended = await studio(other, 'GET', STUDIO_PATHS.publish(queued.id), { token: member.token });
      expect(PublishSchema.parse(expectStatus(ended, 200))).toMatchObject({ state: 'failed', reason });
      expect(candidate).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      await expect(fetch(`${candidate ?? ''}${WORK_API}`)).rejects.toThrow();
    } finally {
      await other.close();
    }
  });
});
