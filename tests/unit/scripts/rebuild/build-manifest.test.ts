import { describe, expect, it } from 'vitest';
import { newBuildId, parseManifest } from '../../../../scripts/rebuild/build-manifest.ts';

describe('the build manifest', () => {
  it('reads a manifest a rebuild wrote', () => {
    const manifest = { build: '20261124T080044Z-3f9a', pages: 33, files: 172, publishedAt: '2026-11-24T08:00:44.000Z' };
    expect(parseManifest(JSON.stringify(manifest), 'current.json')).toEqual(manifest);
  });

  it('refuses text that is not one, naming where it came from', () => {
    expect(() => parseManifest('{', 's3://b/current.json')).toThrow('s3://b/current.json is not JSON');
    expect(() => parseManifest('{"build": "x/../y", "pages": -1}', 'm.json')).toThrow(
      /^m\.json is not a build manifest/,
    );
  });

  it('makes sortable build ids from the time', () => {
    expect(newBuildId(new Date('2026-11-24T08:00:44.123Z'), '3f9a')).toBe('20261124T080044Z-3f9a');
    expect(
      newBuildId(new Date('2026-11-24T08:00:45Z'), '0000') > newBuildId(new Date('2026-11-24T08:00:44Z'), 'ffff'),
    ).toBe(true);
  });
});
