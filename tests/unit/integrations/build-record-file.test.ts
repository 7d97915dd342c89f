import { describe, expect, it } from 'vitest';
import { isCurrent, parseBuildRecord, type BuildRecord } from '../../../src/integrations/build-record-file.ts';

const NOW = new Date('2026-11-24T22:00:00Z');
const published: BuildRecord = { fingerprint: 'abc', validUntil: '2026-11-24T23:00:00.000Z' };

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

describe('parseBuildRecord', () => {
  it('reads a record, and nothing from what is not one', () => {
    expect(parseBuildRecord(JSON.stringify(published))).toEqual(published);
    expect(parseBuildRecord(undefined)).toBeUndefined();
    expect(parseBuildRecord('')).toBeUndefined();
    expect(parseBuildRecord('{"fingerprint":')).toBeUndefined();
    expect(parseBuildRecord('{"fingerprint":"abc","validUntil":"tomorrow"}')).toBeUndefined();
  });
});
