import { describe, expect, it } from 'vitest';
import type { PreviewLocals } from '../../../src/lib/studio/preview.ts';
import { PreviewAnswerError, PreviewReadError } from '../../../src/preview/lib/preview-answers.ts';
import { PREVIEW_FAILURES, previewOutcome } from '../../../src/preview/lib/preview-outcome.ts';

const locals = (): PreviewLocals => ({ readApi: () => Promise.resolve(undefined) });

describe('previewOutcome', () => {
  it('is the page’s props, or a 404 where the site would publish no page', async () => {
    expect(await previewOutcome(locals(), () => Promise.resolve({ a: 1 }))).toEqual({ status: 200, props: { a: 1 } });
    expect(await previewOutcome(locals(), () => Promise.resolve(undefined))).toEqual({ status: 404 });
  });

  it('is a 502 in one sentence when the catalogue cannot be read, keeping why for the API’s log', async () => {
    const preview = locals();
    const failure = new PreviewReadError('/api/2/combined/', { cause: new Error('down') });
    const outcome = await previewOutcome(preview, () => Promise.reject(failure));
    expect(outcome).toMatchObject({ status: 502, sentence: PREVIEW_FAILURES.unreadable });
    expect(preview.failure).toBe(failure);
  });

  it('names what the contract refused in an answer', async () => {
    const failure = new PreviewAnswerError('/api/2/compositions/x/', 'title: expected string');
    expect(await previewOutcome(locals(), () => Promise.reject(failure))).toMatchObject({
      status: 502,
      sentence:
        "The draft catalogue's answer for this page is not valid (title: expected string), so it cannot be drawn.",
    });
  });

  it('is a 500 without a reader, and lets a fault of its own through', async () => {
    expect(await previewOutcome(undefined, () => Promise.resolve({}))).toMatchObject({ status: 500 });
    await expect(previewOutcome(locals(), () => Promise.reject(new TypeError('bug')))).rejects.toThrow('bug');
  });
});
