import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  buildValidUntil,
  clearBuildValidUntil,
  fixBuildMoment,
  fixedBuildMoment,
  noteBuildValidUntil,
} from '../../../src/lib/build/build-moment-channel.ts';

const MOMENT = Symbol.for('concert-library:build-moment');

afterEach(() => {
  clearBuildValidUntil();
  Reflect.deleteProperty(globalThis, MOMENT);
});

describe('the build moment channel', () => {
  it('hands the pages the moment the build fixed, and nothing outside a build', () => {
    expect(fixedBuildMoment()).toBeUndefined();
    fixBuildMoment(new Date('2026-12-24T19:30:00Z'));
    expect(fixedBuildMoment()?.toISOString()).toBe('2026-12-24T19:30:00.000Z');
  });

  it('keeps the earliest of the pages’ notes, until the next build clears them', () => {
    expect(buildValidUntil()).toBeUndefined();
    noteBuildValidUntil(new Date('2026-12-25T00:00:00Z'));
    noteBuildValidUntil(new Date('2026-12-24T21:00:00Z'));
    noteBuildValidUntil(new Date('2026-12-26T00:00:00Z'));
    expect(buildValidUntil()?.toISOString()).toBe('2026-12-24T21:00:00.000Z');
    clearBuildValidUntil();
    expect(buildValidUntil()).toBeUndefined();
  });

  it('is one channel for every copy of the module in the process, as Astro bundles the pages apart', async () => {
    noteBuildValidUntil(new Date('2026-12-24T21:00:00Z'));
    // A fresh instance of the module, as the pages' bundle holds its own, sees the same notes.
    vi.resetModules();
    const other = await import('../../../src/lib/build/build-moment-channel.ts');
    expect(other.buildValidUntil()?.toISOString()).toBe('2026-12-24T21:00:00.000Z');
  });
});
