import {
  AcceptFinishAnswerSchema,
  AcceptStartAnswerSchema,
  SecondFactorChallengeSchema,
  STUDIO_PATHS,
  StudioRecordSchema,
  StudioSessionSchema,
  type AcceptFinishAnswer,
  type AcceptFinishForm,
  type AcceptStartForm,
  type PasskeyStepForm,
  type PasswordStepForm,
  type StaffRole,
  type StudioSession,
} from '../../../src/lib/studio/contract.ts';
import { issueInvitation } from '../../../server/src/studio/invitations.ts';
import { SoftwareAuthenticator } from './software-authenticator.ts';
import type { TestServer } from './test-server.ts';

/** An answer of the studio API. */
export interface StudioAnswer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** Where the test server's site is, as passkeys see it (SITE_ORIGIN of startTestServer). */
export const SITE_ORIGIN = 'http://site.test';

/** Sends a request to the studio API: a JSON body unless `body` is a string, a bearer token when given. */
export async function studio(
  server: TestServer,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
): Promise<StudioAnswer> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers['authorization'] = `Bearer ${options.token}`;
  let payload: string | undefined;
  if (options.body !== undefined) {
    payload = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers,
    ...(payload === undefined ? {} : { body: payload }),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : undefined };
}

/** Throws with the answer when its status is not the one wanted; answers the body. */
export function expectStatus(answer: StudioAnswer, status: number): unknown {
  if (answer.status !== status)
    throw new Error(`Expected ${status}, got ${answer.status}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** Issues an invitation straight in the database (as the CLI does) and answers its token. */
export async function inviteDirectly(server: TestServer, email: string, role: StaffRole): Promise<string> {
  const { token } = await server.db.transaction((tx) =>
    issueInvitation({ config: server.config }, tx, { email, role, invitedBy: null, at: server.clock.now() }),
  );
  return token;
}

/** Accepts an invitation through both steps with a passkey of the given authenticator. */
export async function acceptInvitation(
  server: TestServer,
  token: string,
  authenticator: SoftwareAuthenticator,
  form: { name?: string; password?: string } = {},
): Promise<AcceptFinishAnswer> {
  const startForm: AcceptStartForm = {
    token,
    name: form.name ?? 'Test Staff',
    password: form.password ?? STAFF_PASSWORD,
  };
  const started = await studio(server, 'POST', STUDIO_PATHS.acceptStart, { body: startForm });
  const start = AcceptStartAnswerSchema.parse(expectStatus(started, 200));
  const finishForm: AcceptFinishForm = { ticket: start.ticket, credential: authenticator.register(start.options) };
  const finish = await studio(server, 'POST', STUDIO_PATHS.acceptFinish, { body: finishForm });
  return AcceptFinishAnswerSchema.parse(expectStatus(finish, 201));
}

/** The password every member made by these helpers has. */
export const STAFF_PASSWORD = 'a long staff password';

/** The password step: answers the ticket and the passkey options. */
export async function passwordStep(server: TestServer, email: string, password = STAFF_PASSWORD) {
  const body: PasswordStepForm = { email, password };
  const answer = await studio(server, 'POST', STUDIO_PATHS.signInPassword, { body });
  return SecondFactorChallengeSchema.parse(expectStatus(answer, 200));
}

/** Signs in with password and passkey. */
export async function signInStaff(
  server: TestServer,
  email: string,
  authenticator: SoftwareAuthenticator,
): Promise<StudioSession> {
  const { ticket, options } = await passwordStep(server, email);
  const body: PasskeyStepForm = { ticket, credential: authenticator.authenticate(options) };
  const answer = await studio(server, 'POST', STUDIO_PATHS.signInPasskey, { body });
  return StudioSessionSchema.parse(expectStatus(answer, 200));
}

/** A member of staff made through an invitation, with their passkey, recovery codes and first session. */
export interface TestStaff extends AcceptFinishAnswer {
  email: string;
  authenticator: SoftwareAuthenticator;
}

/** Invites and accepts a member of staff with `role`. */
export async function createStaff(server: TestServer, email: string, role: StaffRole): Promise<TestStaff> {
  const authenticator = new SoftwareAuthenticator(SITE_ORIGIN);
  const accepted = await acceptInvitation(server, await inviteDirectly(server, email, role), authenticator, {
    name: `${role} ${email.split('@')[0] ?? ''}`,
  });
  return { ...accepted, email, authenticator };
}

/** Saves a draft of a composition with a new title, as the studio's form does (its version as read). */
export async function retitleComposition(server: TestServer, token: string, key: string, title: string): Promise<void> {
  const read = await studio(server, 'GET', STUDIO_PATHS.record('compositions', key), { token });
  const record = StudioRecordSchema.parse(expectStatus(read, 200));
  const saved = await studio(server, 'PUT', STUDIO_PATHS.record('compositions', key), {
    token,
    body: { fields: { ...record.fields, title } },
    headers: { 'if-match': record.version },
  });
  expectStatus(saved, 200);
}

/** Saves a draft that gives the published composition `key` the identifier `identifier`. */
export async function renameComposition(server: TestServer, token: string, key: string, identifier: string) {
  const read = await studio(server, 'GET', STUDIO_PATHS.record('compositions', key), { token });
  const record = StudioRecordSchema.parse(expectStatus(read, 200));
  const saved = await studio(server, 'PUT', STUDIO_PATHS.record('compositions', key), {
    token,
    body: { fields: { ...record.fields, identifier } },
    headers: { 'if-match': record.version },
  });
  expectStatus(saved, 200);
}
