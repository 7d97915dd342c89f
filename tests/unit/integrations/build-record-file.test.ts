import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  BuildNotesSchema,
  BuildRecordSchema,
  isCurrent,
  readJsonFileOf,
  type BuildRecord,
} from '../../../src/integrations/build-record-file.ts';

const NOW = new Date('2026-11-24T22:00:00Z');
const published: BuildRecord = { fingerprint: 'abc', validUntil: '2026-11-24T23:00:00.000Z', settingKeys: ['A'] };

describe('isCurrent', () => {
  it('holds for the same fingerprint until the moment its pages show has passed', () => {
    expect(isCurrent(published, 'abc', NOW)).toBe(true);
    expect(isCurrent(published, 'abc', new Date('2026-11-24T23:00:00Z'))).toBe(true);
    expect(isCurrent(published, 'abc', new Date('2026-11-24T23:00:00.001Z'))).toBe(false);
  });

  it('does not hold for another fingerprint, or none', () => {
    expect(isCurrent(published, 'abd', NOW)).toBe(false);
    expect(isCurrent(published, null, NOW)).toBe(false);
    expect(isCurrent({ ...published, fingerprint: null }, null, NOW)).toBe(false);
  });

  it('does not hold when the published build noted no moment', () => {
    expect(isCurrent({ ...published, validUntil: null }, 'abc', NOW)).toBe(false);
  });
});

describe('readJsonFileOf', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'build-record-file-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const read = (text: string | undefined) => {
    const file = join(dir, 'record.json');
    if (text !== undefined) writeFileSync(file, text);
    return readJsonFileOf(BuildRecordSchema, file);
  };

  it('reads a record, and nothing from what is not one', () => {
    expect(read(JSON.stringify(published))).toEqual(published);
    expect(read('')).toBeUndefined();
    expect(read('{"fingerprint":')).toBeUndefined();
    expect(read('{"fingerprint":"abc","validUntil":"tomorrow","settingKeys":[]}')).toBeUndefined();
    expect(read('{"fingerprint":"abc","validUntil":null}')).toBeUndefined();
  });

  it('reads nothing from a missing file', () => {
    expect(readJsonFileOf(BuildNotesSchema, join(dir, 'none.json'))).toBeUndefined();
  });
});
