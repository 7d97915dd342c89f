import { describe, expect, it } from 'vitest';
import { PersonSchema } from '../../../src/lib/api/contract.ts';
import { sanitizeHtml } from '../../../src/lib/html/sanitize-html.ts';
import { identifierOf, keptRecord, validateRecords } from '../../../src/loaders/validate-records.ts';
import { buildPerson } from '../../support/contract-builders.ts';
import { fakeCollection, fakeLoaderContext, type LogLine } from './support/fake-loader-context.ts';

function check(log: LogLine[]) {
  const context = fakeLoaderContext(fakeCollection('people'), PersonSchema, log, new URL('file:///nonexistent/'));
  return { context, type: 'person', schema: PersonSchema, sanitize: sanitizeHtml };
}

describe('validateRecords', () => {
  it('keeps valid records with defaults applied and HTML sanitised', async () => {
    const { primaryKind: _, ...withoutKind } = buildPerson({
      identifier: 'ada',
      biography: '<p onclick="x()">Bio</p>',
    });
    const { valid, malformed } = await validateRecords([withoutKind], check([]));
    expect(malformed).toBe(0);
    expect(valid).toEqual([
      { id: 'ada', data: expect.objectContaining({ primaryKind: 'performer', biography: '<p>Bio</p>' }) as unknown },
    ]);
  });

  it('skips records without an identifier, duplicates and invalid ones, logging each', async () => {
    const log: LogLine[] = [];
    const records = [
      null,
      { full_name: 'x' },
      buildPerson({ identifier: 'ada' }),
      buildPerson({ identifier: 'ada' }),
      { ...buildPerson({ identifier: 'bo' }), birth_year: 'old' },
    ];
    const { valid, malformed } = await validateRecords(records, check(log));
    expect(valid.map((record) => record.id)).toEqual(['ada']);
    expect(malformed).toBe(4);
    expect(log.map((line) => line.message)).toEqual([
      'Skipped malformed person: the record at position 0 has no identifier',
      'Skipped malformed person: the record at position 1 has no identifier',
      'Skipped malformed person: the record "ada" is a duplicate',
      expect.stringMatching(/^Skipped malformed person "bo": birth_year: Invalid input/),
    ]);
  });

  it('skips records whose identifier is not one safe path segment, naming each safely', async () => {
    const log: LogLine[] = [];
    const long = `long-${'x'.repeat(295)}`;
    const bad = ['bad/slash', 'bad\\backslash', 'a%2Fb', long, '..', 'say "hi"\u001b[31m'];
    const records = [
      ...bad.map((identifier) => ({ ...buildPerson(), identifier })),
      buildPerson({ identifier: 'ada' }),
    ];
    const { valid, malformed } = await validateRecords(records, check(log));
    expect(valid.map((record) => record.id)).toEqual(['ada']);
    expect(malformed).toBe(bad.length);
    const pattern = "identifier: an identifier is ASCII letters, digits, '-', '_' and '.', not starting with '.'";
    expect(log.map((line) => line.message)).toEqual([
      `Skipped malformed person "bad/slash": ${pattern}`,
      `Skipped malformed person "bad\\\\backslash": ${pattern}`,
      `Skipped malformed person "a%2Fb": ${pattern}`,
      `Skipped malformed person "long-${'x'.repeat(55)}…": identifier: an identifier has at most 128 characters`,
      `Skipped malformed person "..": ${pattern}`,
      `Skipped malformed person "say \\"hi\\"\\u001b[31m": ${pattern}`,
    ]);
  });

  it('skips a record that refers to another by an invalid identifier', async () => {
    const log: LogLine[] = [];
    const country = { identifier: '../etc', title: 'Nowhere' };
    const { valid, malformed } = await validateRecords([{ ...buildPerson({ identifier: 'bo' }), country }], check(log));
    expect([valid, malformed]).toEqual([[], 1]);
    expect(log[0]?.message).toMatch(
      /^Skipped malformed person "bo": country\.identifier: an identifier is ASCII letters/,
    );
  });

  it('refuses a value that Astro would read as a local image import', async () => {
    const log: LogLine[] = [];
    const record = buildPerson({ identifier: 'sly', custom_title: '__ASTRO_IMAGE_/etc/passwd' });
    expect((await validateRecords([record], check(log))).malformed).toBe(1);
    expect(log[0]?.message).toBe('Skipped malformed person "sly": a value starts with __ASTRO_IMAGE_');
  });
});

describe('keptRecord', () => {
  it('answers what validateRecords keeps of a record, on its own merits', () => {
    const { primaryKind: _, ...withoutKind } = buildPerson({ identifier: 'ada' });
    expect(keptRecord(PersonSchema, withoutKind)).toMatchObject({ identifier: 'ada', primaryKind: 'performer' });
    expect(keptRecord(PersonSchema, { ...withoutKind, identifier: '..' })).toBeUndefined();
    expect(keptRecord(PersonSchema, { ...withoutKind, birth_year: 'old' })).toBeUndefined();
    expect(keptRecord(PersonSchema, { ...withoutKind, custom_title: '__ASTRO_IMAGE_/etc/passwd' })).toBeUndefined();
  });
});

describe('identifierOf', () => {
  it('reads a non-blank string identifier only', () => {
    expect(identifierOf({ identifier: 'a' })).toBe('a');
    expect(identifierOf({ identifier: ' ' })).toBeUndefined();
    expect(identifierOf({ identifier: 3 })).toBeUndefined();
    expect(identifierOf('a')).toBeUndefined();
  });
});
