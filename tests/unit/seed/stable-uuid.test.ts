import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { stableIndex, stableUuid } from '../../../server/seed/stable-uuid.ts';

describe('stableUuid', () => {
  it('gives a valid version 5, RFC 4122 variant uuid', () => {
    const uuid = stableUuid('performance:beethovens-eroica:beethoven-symphony-3');
    expect(z.uuid().safeParse(uuid).success).toBe(true);
    expect(uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('gives the same uuid for the same name and different ones for different names', () => {
    expect(stableUuid('a')).toBe(stableUuid('a'));
    const many = new Set(Array.from({ length: 5000 }, (_, i) => stableUuid(`name ${i}`)));
    expect(many.size).toBe(5000);
  });
});

describe('stableIndex', () => {
  it('stays within range and spreads over it', () => {
    const hits = new Set(Array.from({ length: 200 }, (_, i) => stableIndex(`key ${i}`, 4)));
    expect([...hits].sort()).toEqual([0, 1, 2, 3]);
    expect(stableIndex('x', 7)).toBe(stableIndex('x', 7));
  });
});
