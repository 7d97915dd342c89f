import { z } from 'zod';
import { StudioDetailSchema, StudioFieldErrorsSchema, type StudioFieldErrors } from './errors.ts';

/**
 * A refusal or failure of a studio request, in words an editor can read: the server's sentence
 * (`detail`), its field errors (`fields`, under the form's field names), or what went wrong on the way.
 */
export class StudioRequestError extends Error {
  override name = 'StudioRequestError';
  /** The HTTP status; 0 when no answer came. */
  readonly status: number;
  /** The server's errors per field, `non_field_errors` for the whole form; empty when none. */
  readonly fields: StudioFieldErrors;
  /** The answer's body as it came (a 409's record as it is now); undefined when none. */
  readonly body: unknown;

  constructor(message: string, status: number, fields: StudioFieldErrors = {}, body?: unknown) {
    super(message);
    this.status = status;
    this.fields = fields;
    this.body = body;
  }
}

/** What a request needs: the API's origin, the session's token if any, and fetch. */
export interface StudioRequestContext {
  apiOrigin: string;
  token: string | null;
  fetch: typeof fetch;
}

/** The sentence for an answer without one of its own. */
function fallbackMessage(status: number): string {
  if (status === 401) return 'Your studio session has ended. Please sign in again.';
  if (status === 403) return 'Your role does not allow this.';
  if (status === 404) return 'This record no longer exists.';
  if (status === 409) return 'Someone else changed this in the meantime.';
  if (status === 429) return 'Too many attempts. Please wait a minute and try again.';
  if (status >= 500) return 'The studio server ran into a problem. Nothing was saved; please try again.';
  return `The studio server refused the request (HTTP ${status}).`;
}

/** The refusal an answer body stands for. */
export function refusalOf(status: number, body: unknown): StudioRequestError {
  const detail = StudioDetailSchema.safeParse(body);
  if (detail.success) return new StudioRequestError(detail.data.detail, status, {}, body);
  const fields = StudioFieldErrorsSchema.safeParse(body);
  if (fields.success && Object.keys(fields.data).length > 0) {
    const general = fields.data['non_field_errors']?.[0];
    return new StudioRequestError(general ?? 'Please correct the fields marked below.', status, fields.data, body);
  }
  return new StudioRequestError(fallbackMessage(status), status);
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Sends one request to the studio API and parses its answer with `schema`. A refusal, a server
 * that cannot be reached and an answer of the wrong shape all reject with a StudioRequestError.
 */
export async function studioRequest<T>(
  context: StudioRequestContext,
  path: string,
  schema: z.ZodType<T>,
  init: {
    method?: string;
    body?: unknown;
    /** A file sent as it is (an upload), with its own type, instead of a JSON body. */
    file?: Blob;
    signal?: AbortSignal | undefined;
    headers?: Record<string, string>;
  } = {},
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...init.headers };
  if (init.file !== undefined) headers['Content-Type'] = init.file.type || 'application/octet-stream';
  else if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (context.token !== null) headers['Authorization'] = `Bearer ${context.token}`;
  // Called on its own: the browser's fetch refuses to run as a method of another object ('Illegal invocation').
  const { fetch: send } = context;
  let response: Response;
  try {
    response = await send(`${context.apiOrigin}${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.file ?? (init.body === undefined ? null : JSON.stringify(init.body)),
      signal: init.signal ?? null,
      credentials: 'omit',
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    throw new StudioRequestError('The studio server cannot be reached. Check your connection and try again.', 0);
  }
  const body = await bodyOf(response);
  if (!response.ok) throw refusalOf(response.status, body);
  const parsed = schema.safeParse(body);
  if (!parsed.success)
    throw new StudioRequestError(
      'The studio server answered in a form this studio does not understand.',
      response.status,
    );
  return parsed.data;
}
