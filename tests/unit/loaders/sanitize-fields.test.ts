import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CompositionDetailSchema,
  CuratedCollectionSchema,
  HomeContentSchema,
  HtmlSchema,
  LiveStreamSchema,
  MediaFeatureSchema,
  PersonSchema,
  ProgramDetailSchema,
} from '../../../src/lib/api/contract.ts';
import { sanitizeHtmlFields } from '../../../src/loaders/sanitize-fields.ts';
import {
  buildCollection,
  buildCompositionDetail,
  buildCuratedItem,
  buildHomeContent,
  buildMediaFeature,
  buildPerformance,
  buildPerson,
  buildProgramDetail,
  buildRecording,
} from '../../support/contract-builders.ts';

/** Collects the HTML fields the walker reaches, by their (marked) value. */
function htmlFieldsOf(schema: z.ZodType, value: unknown): string[] {
  const seen: string[] = [];
  sanitizeHtmlFields(schema, value, (html) => {
    seen.push(html);
    return html;
  });
  return seen;
}

const note = (name: string) => ({ text: `${name}.text`, formatted_credit_html: `${name}.credit` });

describe('sanitizeHtmlFields', () => {
  it('reaches every HTML field of a composition detail, however deeply nested', () => {
    const recordings = [buildRecording({ production_credits: 'recording.credits' })];
    const performance = buildPerformance({ program_note: note('performance'), recordings });
    const detail = buildCompositionDetail({
      alternative_formatted_title: 'title',
      primary_program_note: note('primary'),
      performances: [performance],
    });
    expect(htmlFieldsOf(CompositionDetailSchema, detail).sort()).toEqual(
      ['title', 'primary.text', 'primary.credit', 'performance.text', 'performance.credit', 'recording.credits'].sort(),
    );
  });

  it('reaches the HTML fields of every other entity and none of their plain text', () => {
    const item = buildCuratedItem({ note: 'item.note', performance: buildPerformance({ program_note: note('item') }) });
    const related = { media_feature: { identifier: 'f', title: 'F', image: null }, description: 'related.description' };
    const program = buildProgramDetail({ description: 'program.description', related_media_features: [related] });
    const collection = buildCollection({ introduction_text: 'intro', active_items: [item] });
    const cases: [z.ZodType, unknown, string[]][] = [
      [PersonSchema, buildPerson({ biography: 'biography', custom_title: 'plain' }), ['biography']],
      [ProgramDetailSchema, program, ['program.description', 'related.description']],
      [MediaFeatureSchema, buildMediaFeature({ description: 'd', production_credits: 'c' }), ['d', 'c']],
      // The item's recording has empty production credits: an HTML field too.
      [CuratedCollectionSchema, collection, ['intro', 'item.note', 'item.text', 'item.credit', '']],
      [HomeContentSchema, buildHomeContent({ body_text: 'body' }), ['body']],
    ];
    for (const [schema, value, expected] of cases) expect(htmlFieldsOf(schema, value).sort()).toEqual(expected.sort());
    const stream = LiveStreamSchema.shape;
    expect(stream.description).toBe(HtmlSchema);
    expect(stream.grant_sponsor_notes).toBe(HtmlSchema);
    expect(stream.short_description).not.toBe(HtmlSchema);
  });

  it('returns a sanitised copy and leaves the input and the plain fields alone', () => {
    const person = buildPerson({ biography: '<b>bio</b>', custom_title: '<b>title</b>' });
    const clean = sanitizeHtmlFields(PersonSchema, person, (html) => html.replace(/<[^>]+>/g, ''));
    expect(clean).toMatchObject({ biography: 'bio', custom_title: '<b>title</b>' });
    expect(person.biography).toBe('<b>bio</b>');
  });

  it('passes nulls through', () => {
    const detail = buildCompositionDetail({ primary_program_note: null });
    expect(sanitizeHtmlFields(CompositionDetailSchema, detail, () => 'x').primary_program_note).toBeNull();
  });
});
