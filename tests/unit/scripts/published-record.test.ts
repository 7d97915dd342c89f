import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  publishedRecordFile,
  readPublishedRecord,
  writePublishedRecord,
} from '../../../scripts/site/published-record.ts';

let cacheDir: string;
beforeEach(() => {
  cacheDir = mkdtempSync(join(tmpdir(), 'published-record-'));
});
afterEach(() => rmSync(cacheDir, { recursive: true, force: true }));

const record = { fingerprint: 'abc', validUntil: '2026-11-25T22:00:00.000Z', settingKeys: ['API_BASE', 'SITE_ORIGIN'] };

describe('the published build’s record', () => {
  it('is read back while the output serves the build it was kept for', () => {
    const file = publishedRecordFile(cacheDir, '/srv/site/dist');
    writePublishedRecord(file, '/srv/site/dist.build-1', record);
    expect(readPublishedRecord(file, '/srv/site/dist.build-1')).toEqual(record);
  });

  it('counts for nothing once the output serves another build, or none', () => {
    const file = publishedRecordFile(cacheDir, '/srv/site/dist');
    writePublishedRecord(file, '/srv/site/dist.build-1', record);
    expect(readPublishedRecord(file, '/srv/site/dist.build-0')).toBeUndefined();
    expect(readPublishedRecord(file, null)).toBeUndefined();
    expect(readPublishedRecord(file, undefined)).toBeUndefined();
  });

  it('is kept apart for each output', () => {
    expect(publishedRecordFile(cacheDir, '/srv/a')).not.toBe(publishedRecordFile(cacheDir, '/srv/b'));
    const file = publishedRecordFile(cacheDir, '/srv/a');
    writePublishedRecord(file, 'build-1', record);
    expect(readPublishedRecord(publishedRecordFile(cacheDir, '/srv/b'), 'build-1')).toBeUndefined();
  });

  it('counts for nothing when missing or damaged', () => {
    const file = publishedRecordFile(cacheDir, '/srv/a');
    expect(readPublishedRecord(file, 'build-1')).toBeUndefined();
    writePublishedRecord(file, 'build-1', record);
    writeFileSync(file, '{"build":"build-1","fingerprint":');
    expect(readPublishedRecord(file, 'build-1')).toBeUndefined();
    // A record kept before the build noted its settings' names: the next build builds.
    writeFileSync(file, JSON.stringify({ build: 'build-1', fingerprint: 'abc', validUntil: record.validUntil }));
    expect(readPublishedRecord(file, 'build-1')).toBeUndefined();
  });
});
