import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { refusalOf, studioRequest, StudioRequestError } from '#lib/studio/studio-request.ts';

function answering(status: number, body: string, seen: Request[] = []): typeof fetch {
  return (input, init) => {
    seen.push(new Request(input instanceof Request ? input.url : input, init));
    return Promise.resolve(new Response(body === '' ? null : body, { status }));
  };
}

const context = (send: typeof globalThis.fetch, token: string | null = 'tok') => ({
  apiOrigin: 'https://api.example.org',
  token,
  fetch: send,
});

describe('a studio request', () => {
  it('sends the token and the JSON body, and parses the answer with the schema', async () => {
    const seen: Request[] = [];
    const answer = await studioRequest(
      context(answering(200, '{"n":1}', seen)),
      '/api/studio/x/',
      z.object({ n: z.number() }),
      {
        method: 'POST',
        body: { a: 1 },
      },
    );
    expect(answer).toEqual({ n: 1 });
    expect(seen[0]?.url).toBe('https://api.example.org/api/studio/x/');
    expect(seen[0]?.headers.get('authorization')).toBe('Bearer tok');
    expect(seen[0]?.headers.get('content-type')).toBe('application/json');
    expect(await seen[0]?.json()).toEqual({ a: 1 });
  });

  it('calls fetch on its own, as the browser’s fetch requires', async () => {
    const browserLike = function (this: unknown): Promise<Response> {
      if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation');
      return Promise.resolve(new Response('{}'));
    } as unknown as typeof fetch;
    await expect(studioRequest(context(browserLike), '/p', z.object({}))).resolves.toEqual({});
  });

  it('sends no Authorization header without a token', async () => {
    const seen: Request[] = [];
    await studioRequest(context(answering(200, '{}', seen), null), '/p', z.object({}));
    expect(seen[0]?.headers.has('authorization')).toBe(false);
  });

  it('rejects with the field errors of a 400', async () => {
    const error = await studioRequest(
      context(answering(400, '{"email":["Enter a valid email address."]}')),
      '/p',
      z.unknown(),
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StudioRequestError);
    expect(error).toMatchObject({
      status: 400,
      fields: { email: ['Enter a valid email address.'] },
      message: 'Please correct the fields marked below.',
    });
  });

  it('rejects with the server’s sentence, or one of its own for a body it cannot read', async () => {
    await expect(
      studioRequest(context(answering(409, '{"detail":"Taken."}')), '/p', z.unknown()),
    ).rejects.toMatchObject({ status: 409, message: 'Taken.' });
    await expect(studioRequest(context(answering(502, '<html>')), '/p', z.unknown())).rejects.toMatchObject({
      status: 502,
      message: 'The studio server ran into a problem. Nothing was saved; please try again.',
    });
  });

  it('rejects an answer of the wrong shape, and a server that cannot be reached, in words', async () => {
    await expect(
      studioRequest(context(answering(200, '{"n":"x"}')), '/p', z.object({ n: z.number() })),
    ).rejects.toMatchObject({
      message: 'The studio server answered in a form this studio does not understand.',
    });
    const down: typeof fetch = async () => Promise.reject(new TypeError('fetch failed'));
    await expect(studioRequest(context(down), '/p', z.unknown())).rejects.toMatchObject({
      status: 0,
      message: 'The studio server cannot be reached. Check your connection and try again.',
    });
  });

  it('reads the whole form’s error from non_field_errors', () => {
    expect(refusalOf(400, { non_field_errors: ['Wrong email or password.'] }).message).toBe('Wrong email or password.');
  });
});
