import type { z } from 'zod';
import { InvalidAnswerError } from '../errors/api-errors.ts';
import { errorForThrown, readJsonBody } from '../errors/classify-failure.ts';
import { AuthCallError, type AuthCallName } from './auth-call-error.ts';

/** A fetch function: the browser's, or one that adds the bearer token. */
export type FetchFunction = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

/** How a request's body travels: form-encoded (most auth calls) or JSON (rules §7). */
export type AuthBody = { readonly form: Readonly<Record<string, string>> } | { readonly json: unknown };

/** What every auth request shares. */
export interface AuthTransport {
  /** The fetch to send unauthenticated calls with. */
  readonly fetch: FetchFunction;
  /** How long a call may take before it counts as a network failure. */
  readonly timeoutMs: number;
}

/** One auth request. */
export interface AuthRequest {
  readonly call: AuthCallName;
  readonly url: string;
  readonly method: 'POST' | 'DELETE';
  readonly body?: AuthBody;
  /** Replaces the transport's fetch, e.g. with one that carries the bearer token. */
  readonly fetch?: FetchFunction;
  /** Lets the caller abandon the call (navigation, unmount); that failure is silent. */
  readonly signal?: AbortSignal;
}

function encodeBody(body: AuthBody | undefined): { body?: string; contentType?: string } {
  if (body === undefined) return {};
  if ('form' in body) {
    return { body: new URLSearchParams(body.form).toString(), contentType: 'application/x-www-form-urlencoded' };
  }
  return { body: JSON.stringify(body.json), contentType: 'application/json' };
}

function requestSignal(timeoutMs: number, signal: AbortSignal | undefined): AbortSignal {
  const timeout = AbortSignal.timeout(timeoutMs);
  return signal === undefined ? timeout : AbortSignal.any([signal, timeout]);
}

function requestInit(request: AuthRequest, timeoutMs: number): RequestInit {
  const { body, contentType } = encodeBody(request.body);
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (contentType !== undefined) headers['Content-Type'] = contentType;
  // Tokens travel in the Authorization header, never in cookies, and answers are never cached.
  return {
    method: request.method,
    headers,
    credentials: 'omit',
    cache: 'no-store',
    signal: requestSignal(timeoutMs, request.signal),
    ...(body === undefined ? {} : { body }),
  };
}

/** An ok answer: its status and parsed JSON body (undefined when it had none). */
export interface AuthAnswer {
  readonly status: number;
  readonly body: unknown;
}

/**
 * Sends an auth request and answers its ok answer. Throws typed errors: `AuthCallError` for a non-ok answer (with its body),
 * `NetworkError` when no answer came in time, `RequestAbortedError` when the caller aborted.
 */
export async function sendAuthRequest(transport: AuthTransport, request: AuthRequest): Promise<AuthAnswer> {
  const send = request.fetch ?? transport.fetch;
  let response: Response;
  let body: unknown;
  try {
    response = await send(request.url, requestInit(request, transport.timeoutMs));
    body = await readJsonBody(response);
  } catch (thrown) {
    throw errorForThrown(thrown);
  }
  if (!response.ok) throw new AuthCallError(request.call, response.status, body);
  return { status: response.status, body };
}

/** Validates an ok answer with its contract schema; a mismatch is an `InvalidAnswerError`. */
export function parseAnswer<Schema extends z.ZodType>(schema: Schema, answer: AuthAnswer): z.output<Schema> {
  const parsed = schema.safeParse(answer.body);
  if (!parsed.success) throw new InvalidAnswerError(answer.status, { cause: parsed.error });
  return parsed.data;
}
