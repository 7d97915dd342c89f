import { describe, expect, it } from 'vitest';
import { changeRows } from '../../../src/lib/studio/change-rows.ts';

describe('the lines of what a draft changes', () => {
  it('opens a group field into the parts that changed', () => {
    expect(
      changeRows({
        program_note: {
          before: { text: '<p>Old</p>', credit: 'Note by A' },
          after: { text: '<p>New</p>', credit: 'Note by A' },
        },
        title: { before: 'Spring', after: 'Spring, revised' },
      }),
    ).toEqual([
      { field: 'program_note › text', before: '<p>Old</p>', after: '<p>New</p>' },
      { field: 'title', before: 'Spring', after: 'Spring, revised' },
    ]);
  });

  it('keeps lists whole, and reads a group that appears or goes as every part changing', () => {
    expect(changeRows({ genre: { before: ['a'], after: ['a', 'b'] } })).toEqual([
      { field: 'genre', before: ['a'], after: ['a', 'b'] },
    ]);
    expect(changeRows({ program_note: { before: null, after: { text: '<p>New</p>' } } })).toEqual([
      { field: 'program_note › text', before: null, after: '<p>New</p>' },
    ]);
  });
});
