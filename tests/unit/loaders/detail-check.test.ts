import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkDetails, type DetailVerdict } from '../../../src/loaders/detail-check.ts';
import { buildCompositionDetail, buildProgramDetail } from '../../support/contract-builders.ts';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'detail-check-'));
});
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const line = (identifier: string, detail: unknown, etag = '"e1"') => JSON.stringify({ identifier, etag, detail });

describe('checkDetails, as the pool runs it', () => {
  it('writes a valid record, sanitised, to a file named by its identifier and content, and returns its stub', async () => {
    const detail = buildCompositionDetail({ identifier: 'work-1', opus: '<b>Op. 1</b>' });
    const withNote = {
      ...detail,
      primary_program_note: { text: '<p onclick="x()">Note</p>', formatted_credit_html: '' },
    };
    const [verdict] = await checkDetails({
      kind: 'composition',
      folder,
      items: [{ form: 'answer', id: 'work-1', text: JSON.stringify(withNote) }],
    });
    expect(verdict).toMatchObject({ verdict: 'valid', id: 'work-1', etag: undefined });
    const file = verdict?.verdict === 'valid' ? verdict.stub.file : '';
    expect(readdirSync(folder)).toEqual([file.slice(folder.length + 1)]);
    const stored = JSON.parse(readFileSync(file, 'utf8')) as typeof withNote;
    expect(stored.primary_program_note.text).toBe('<p>Note</p>');
    // Plain-text fields are left as they are: pages escape them.
    expect(stored.opus).toBe('<b>Op. 1</b>');
  });

  it("gives a program's stub the ids of the compositions it performs, and a line's ETag", async () => {
    const detail = buildProgramDetail({ identifier: 'concert-1' });
    const [verdict] = await checkDetails({
      kind: 'program',
      folder,
      items: [{ form: 'line', text: line('concert-1', detail) }],
    });
    expect(verdict).toMatchObject({ verdict: 'valid', id: 'concert-1', etag: '"e1"', stub: { composition_ids: [] } });
  });

  it('reports what is wrong with each bad record, writing no file for it', async () => {
    const good = buildCompositionDetail({ identifier: 'work-2' });
    const verdicts = await checkDetails({
      kind: 'composition',
      folder,
      items: [
        { form: 'answer', id: 'work-1', text: '{"identifier": "work-1", "title":' },
        { form: 'answer', id: 'work-1', text: JSON.stringify(good) },
        { form: 'line', text: line('work-2', { ...good, performances: 'none' }) },
        { form: 'line', text: JSON.stringify({ identifier: 'work-3', detail: good }) },
        { form: 'line', text: line('work-2', { ...good, opus: '__ASTRO_IMAGE_/etc/passwd' }) },
      ],
    });
    expect(verdicts).toEqual<DetailVerdict[]>([
      { verdict: 'unreadable', id: 'work-1', reason: 'a body that is not complete JSON (33 characters)' },
      { verdict: 'malformed', id: 'work-1', etag: undefined, reason: 'the detail answer is for "work-2"' },
      {
        verdict: 'malformed',
        id: 'work-2',
        etag: '"e1"',
        reason: expect.stringMatching(/^performances: Invalid input/) as string,
      },
      { verdict: 'unreadable', id: undefined, reason: expect.stringMatching(/^not a detail line/) as string },
      { verdict: 'malformed', id: 'work-2', etag: '"e1"', reason: 'a value starts with __ASTRO_IMAGE_' },
    ]);
    expect(readdirSync(folder)).toEqual([]);
  });
});
