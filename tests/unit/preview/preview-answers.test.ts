import { describe, expect, it } from 'vitest';
import { CompositionDetailSchema } from '../../../src/lib/api/contract.ts';
import {
  PREVIEW_ANSWERS,
  PreviewAnswerError,
  PreviewReadError,
  readCombined,
  readDetail,
  readLiveStreams,
} from '../../../src/preview/lib/preview-answers.ts';
import {
  buildComposition,
  buildCompositionDetail,
  buildLiveStream,
  buildPerson,
  buildProgram,
} from '../../support/contract-builders.ts';
import { answersReader } from '../../support/preview-reader.ts';

const readComposition = (answers: Map<string, unknown>, identifier: string) =>
  readDetail(answersReader(answers).readApi, PREVIEW_ANSWERS.composition, identifier, CompositionDetailSchema);

describe('readDetail', () => {
  it('asks for the record as the build does, and sanitises its HTML with the site’s allow-list', async () => {
    const work = buildCompositionDetail({
      identifier: 'quartet',
      primary_program_note: {
        text: '<p onclick="steal()">Dark <script>x()</script>and bright</p>',
        formatted_credit_html: '',
      },
    });
    const reader = answersReader(new Map([['/api/2/compositions/quartet/', work]]));
    const read = await readDetail(reader.readApi, PREVIEW_ANSWERS.composition, 'quartet', CompositionDetailSchema);
    expect(reader.asked).toEqual(['/api/2/compositions/quartet/?format=json']);
    expect(read?.title).toBe(work.title);
    expect(read?.primary_program_note?.text).toBe('<p>Dark and bright</p>');
  });

  it('is undefined for a record the catalogue lacks, and asks nothing for an identifier that is none', async () => {
    expect(await readComposition(new Map(), 'missing')).toBeUndefined();
    const reader = answersReader(new Map());
    const read = await readDetail(reader.readApi, PREVIEW_ANSWERS.composition, '../combined', CompositionDetailSchema);
    expect(read).toBeUndefined();
    expect(reader.asked).toEqual([]);
  });

  it('refuses a record the contract refuses, or one for another identifier, naming why', async () => {
    const invalid = { ...buildCompositionDetail({ identifier: 'quartet' }), title: 42 };
    const refused = await readComposition(new Map([['/api/2/compositions/quartet/', invalid]]), 'quartet').catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(PreviewAnswerError);
    expect((refused as PreviewAnswerError).reason).toMatch(/^title: /);
    const other = buildCompositionDetail({ identifier: 'trio' });
    await expect(readComposition(new Map([['/api/2/compositions/quartet/', other]]), 'quartet')).rejects.toThrow(
      PreviewAnswerError,
    );
  });

  it('turns a reader that rejects into a PreviewReadError with its cause', async () => {
    const cause = new Error('database down');
    const read = readDetail(() => Promise.reject(cause), PREVIEW_ANSWERS.program, 'p', CompositionDetailSchema);
    await expect(read).rejects.toThrow(PreviewReadError);
    await expect(read).rejects.toHaveProperty('cause', cause);
  });
});

describe('the lists', () => {
  it('read /combined/ once, and skip a malformed record as the build does', async () => {
    const person = buildPerson();
    const work = buildComposition();
    const body = {
      compositions: [work, { ...buildComposition(), title: null }, { ...buildComposition(), identifier: '../x' }],
      people: [person, person],
      programs: [buildProgram()],
    };
    const skipped: string[] = [];
    const reader = answersReader(new Map([['/api/2/combined/', body]]));
    const combined = await readCombined(reader.readApi, (message) => skipped.push(message));
    expect(reader.asked).toEqual(['/api/2/combined/?format=json']);
    expect(combined.compositions.map((c) => c.identifier)).toEqual([work.identifier]);
    expect(combined.people).toHaveLength(1);
    expect(combined.programs).toHaveLength(1);
    expect(skipped).toHaveLength(3);
  });

  it('read a results list or an array, and refuse a missing list or a body of another shape', async () => {
    const stream = buildLiveStream();
    const asResults = new Map([['/api/2/live_streams/', { count: 1, next: null, previous: null, results: [stream] }]]);
    expect(await readLiveStreams(answersReader(asResults).readApi)).toEqual([stream]);
    const asArray = new Map([['/api/2/live_streams/', [stream]]]);
    expect(await readLiveStreams(answersReader(asArray).readApi)).toEqual([stream]);
    await expect(readLiveStreams(answersReader(new Map()).readApi)).rejects.toThrow(PreviewAnswerError);
    const shapeless = new Map([['/api/2/live_streams/', { streams: [] }]]);
    await expect(readLiveStreams(answersReader(shapeless).readApi)).rejects.toThrow(/not a list of live stream/);
  });
});
