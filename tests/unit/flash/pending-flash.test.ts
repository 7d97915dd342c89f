import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FLASH_MS,
  FLASH_STORAGE_KEY,
  MAX_FLASH_MS,
  parseFlash,
  storePendingFlash,
  takePendingFlash,
  toFlashMessage,
} from '../../../src/lib/flash/pending-flash.ts';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('pending flash', () => {
  it('is stored as JSON under "flash" and shown once', () => {
    const storage = memoryStorage();
    storePendingFlash(storage, { message: 'Sorry, that composition was not found in the library.', ms: 5000 });
    expect(JSON.parse(storage.items.get(FLASH_STORAGE_KEY) ?? '')).toEqual({
      message: 'Sorry, that composition was not found in the library.',
      ms: 5000,
    });
    expect(takePendingFlash(storage)).toEqual({
      message: 'Sorry, that composition was not found in the library.',
      ms: 5000,
    });
    expect(takePendingFlash(storage)).toBeNull();
  });

  it.each(['', 'not json', '[]', 'null', '{"ms":5}', '{"message":"  "}', '{"message":5}'])(
    'refuses %j without throwing',
    (raw) => {
      expect(parseFlash(raw)).toBeNull();
    },
  );

  it('removes a corrupt value too', () => {
    const storage = memoryStorage();
    storage.setItem(FLASH_STORAGE_KEY, '{broken');
    expect(takePendingFlash(storage)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('falls back to the timer default and caps long times', () => {
    expect(toFlashMessage({ message: 'Hi' })).toEqual({ message: 'Hi', ms: DEFAULT_FLASH_MS });
    expect(toFlashMessage({ message: 'Hi', ms: -1 })?.ms).toBe(DEFAULT_FLASH_MS);
    expect(toFlashMessage({ message: 'Hi', ms: Number.NaN })?.ms).toBe(DEFAULT_FLASH_MS);
    expect(toFlashMessage({ message: 'Hi', ms: 10 ** 9 })?.ms).toBe(MAX_FLASH_MS);
  });
});
