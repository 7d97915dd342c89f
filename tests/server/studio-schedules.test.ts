import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PublishHistorySchema, ScheduleSchema, SchedulesSchema, STUDIO_PATHS } from '../../src/lib/studio/contract.ts';
import { importCatalog } from '../../server/src/catalog/import-catalog.ts';
import { smallCatalog } from '../fixtures/catalog/small-catalog.ts';
import { getOk } from './support/catalog-http.ts';
import { FakeSitePipeline, kickedWorker } from './support/fake-site-pipeline.ts';
import { createStaff, expectStatus, retitleComposition, studio, type TestStaff } from './support/studio-requests.ts';
import { startTestServer, type TestServer } from './support/test-server.ts';

const WORK = 'serenade-for-strings';
const MINUTE = 60_000;

/**
 * Scheduled publishing over real HTTP: a draft given a time goes public at it, a collection is
 * taken down at its time, the clock driven by the test; two instances on one database carry a
 * schedule out once.
 */
describe('scheduled publishing', () => {
  let server: TestServer;
  let pipeline: FakeSitePipeline;
  let editor: TestStaff;

  beforeAll(async () => {
    pipeline = new FakeSitePipeline([`/api/2/compositions/${WORK}/`]);
    server = await startTestServer({
      env: { AUTH_RATE_LIMIT: '1000' },
      prepare: (db) => importCatalog(db, smallCatalog),
      publisher: kickedWorker(pipeline),
    });
    editor = await createStaff(server, 'editor@example.org', 'editor');
  });
  afterAll(() => server.close());

  const call = (method: string, path: string, body?: unknown) =>
    studio(server, method, path, { token: editor.token, ...(body === undefined ? {} : { body }) });
  const inMinutes = (minutes: number) => new Date(server.clock.now().getTime() + minutes * MINUTE).toISOString();
  const titleOfWork = async () => ((await getOk(server, `/api/2/compositions/${WORK}/`)) as { title: string }).title;
  const collections = async () =>
    (
      (await getOk(server, '/api/2/curated_collections/?format=json')) as { results: { identifier: string }[] }
    ).results.map((c) => c.identifier);
  /** Saves a draft of the work with a new title. */
  const retitle = (title: string) => retitleComposition(server, editor.token, WORK, title);
  /** What each instance's poll does: look for due schedules and queued publishes, and run them. */
  const poll = async (...servers: TestServer[]) => {
    for (const each of servers) each.publisher?.kick();
    for (const each of servers) await each.publisher?.settled();
    server.clock.advance(1_001);
  };
  const history = async () =>
    PublishHistorySchema.parse(expectStatus(await call('GET', STUDIO_PATHS.publishes), 200)).results;

  it('refuses a schedule it could not carry out, saying why', async () => {
    const past = await call('POST', STUDIO_PATHS.schedules, {
      list: 'compositions',
      key: WORK,
      action: 'publish',
      due_at: inMinutes(-1),
    });
    expect(past.status).toBe(400);
    expect(past.body).toEqual({ due_at: ['Choose a time still to come.'] });
    const nothing = await call('POST', STUDIO_PATHS.schedules, {
      list: 'compositions',
      key: WORK,
      action: 'publish',
      due_at: inMinutes(10),
    });
    expect(nothing.status).toBe(400);
    expect(nothing.body).toEqual({ action: ['This record has no unpublished changes to publish.'] });
    const referred = await call('POST', STUDIO_PATHS.schedules, {
      list: 'curated_collections',
      key: 'beethoven-essentials',
      action: 'take-down',
      due_at: inMinutes(10),
    });
    expect(referred.status).toBe(409);
    expect((referred.body as { detail: string }).detail).toMatch(/^Other records refer to this one/);
    expectStatus(
      await call('POST', STUDIO_PATHS.schedules, {
        list: 'compositions',
        key: 'nowhere',
        action: 'take-down',
        due_at: inMinutes(10),
      }),
      404,
    );
    expectStatus(
      await call('POST', STUDIO_PATHS.schedules, { list: 'compositions', key: WORK, action: 'later', due_at: 'soon' }),
      400,
    );
  });

  it('publishes a draft at its time, not before', async () => {
    await retitle('Serenade, on time');
    const made = ScheduleSchema.parse(
      expectStatus(
        await call('POST', STUDIO_PATHS.schedules, {
          list: 'compositions',
          key: WORK,
          action: 'publish',
          due_at: inMinutes(30),
        }),
        201,
      ),
    );
    expect(made).toMatchObject({
      key: WORK,
      title: 'Serenade, on time',
      action: 'publish',
      created_by: 'editor editor',
    });
    expect(
      SchedulesSchema.parse(expectStatus(await call('GET', STUDIO_PATHS.schedules), 200)).results.map((s) => s.id),
    ).toEqual([made.id]);

    server.clock.advance(29 * MINUTE);
    await poll(server);
    expect(await titleOfWork()).toBe('Serenade for Strings in E major');
    server.clock.advance(MINUTE);
    await poll(server);
    await poll(server);
    expect(await titleOfWork()).toBe('Serenade, on time');
    const [latest] = await history();
    expect(latest).toMatchObject({ kind: 'scheduled', state: 'done', requested_by: null });
    expect(latest?.changes.map((c) => c.key)).toEqual([WORK]);
    expect(SchedulesSchema.parse(expectStatus(await call('GET', STUDIO_PATHS.schedules), 200)).results).toEqual([]);
  });

  it('takes a collection down at its minute', async () => {
    expect(await collections()).toContain('music-of-our-time');
    expectStatus(
      await call('POST', STUDIO_PATHS.schedules, {
        list: 'curated_collections',
        key: 'music-of-our-time',
        action: 'take-down',
        due_at: inMinutes(90),
      }),
      201,
    );
    server.clock.advance(89 * MINUTE);
    await poll(server);
    expect(await collections()).toContain('music-of-our-time');
    server.clock.advance(MINUTE);
    await poll(server);
    await poll(server);
    expect(await collections()).not.toContain('music-of-our-time');
    const [latest] = await history();
    expect(latest?.changes).toEqual([expect.objectContaining({ key: 'music-of-our-time', action: 'removed' })]);
  });

  it('a cancelled schedule does nothing', async () => {
    await retitle('Serenade, cancelled');
    const made = ScheduleSchema.parse(
      expectStatus(
        await call('POST', STUDIO_PATHS.schedules, {
          list: 'compositions',
          key: WORK,
          action: 'publish',
          due_at: inMinutes(5),
        }),
        201,
      ),
    );
    expectStatus(await call('DELETE', STUDIO_PATHS.schedule(made.id)), 204);
    expectStatus(await call('DELETE', STUDIO_PATHS.schedule(made.id)), 404);
    server.clock.advance(10 * MINUTE);
    await poll(server);
    expect(await titleOfWork()).toBe('Serenade, on time');
  });

  it('two instances on one database carry a schedule out once', async () => {
    const second = new FakeSitePipeline([`/api/2/compositions/${WORK}/`]);
    const other = await startTestServer({ db: server.db, clock: server.clock, publisher: kickedWorker(second) });
    try {
      expectStatus(
        await call('POST', STUDIO_PATHS.schedules, {
          list: 'compositions',
          key: WORK,
          action: 'publish',
          due_at: inMinutes(15),
        }),
        201,
      );
      const runsBefore = pipeline.runs.length;
      const scheduledBefore = (await history()).filter((entry) => entry.kind === 'scheduled').length;
      server.clock.advance(15 * MINUTE);
      // Both look at once, as two instances polling the same second.
      await poll(server, other);
      await poll(server, other);
      expect(pipeline.runs.length - runsBefore + second.runs.length).toBe(1);
      expect((await history()).filter((entry) => entry.kind === 'scheduled')).toHaveLength(scheduledBefore + 1);
      expect(await titleOfWork()).toBe('Serenade, cancelled');
    } finally {
      await other.close();
    }
  });
});
