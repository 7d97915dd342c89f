/**
 * A flash message waiting to be shown: written to sessionStorage by a page that is about
 * to leave (the not-found redirect, a sign-out), read once by the next page's flash
 * messages (src/stores/flash.ts). The stored value is JSON: `{"message": "…", "ms": 5000}`.
 */
export interface FlashMessage {
  /** The text, plain (never HTML). */
  readonly message: string;
  /** How long it stays before it dismisses itself, in ms. */
  readonly ms: number;
}

/** The sessionStorage key of the pending flash. */
export const FLASH_STORAGE_KEY = 'flash';

/** How long a flash stays when its time is missing or not a usable number: the spec's timer default. */
export const DEFAULT_FLASH_MS = 1000;

/** Longest time a flash may ask for; longer requests are cut to it so nothing lingers for ever. */
export const MAX_FLASH_MS = 60_000;

/** The part of sessionStorage the flash needs, so tests can pass a plain object. */
export interface FlashStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Reads a flash from an untrusted value (a parsed JSON value or an event detail); null when it is not one. */
export function toFlashMessage(value: unknown): FlashMessage | null {
  if (typeof value !== 'object' || value === null) return null;
  const { message, ms } = value as { message?: unknown; ms?: unknown };
  if (typeof message !== 'string' || message.trim() === '') return null;
  const time = typeof ms === 'number' && Number.isFinite(ms) && ms > 0 ? Math.min(ms, MAX_FLASH_MS) : DEFAULT_FLASH_MS;
  return { message: message.trim(), ms: time };
}

/** Parses a stored flash; corrupt or foreign values give null, never a throw. */
export function parseFlash(raw: string | null): FlashMessage | null {
  if (raw === null) return null;
  try {
    return toFlashMessage(JSON.parse(raw));
  } catch {
    return null;
  }
}

/** Stores a flash for the next page. */
export function storePendingFlash(storage: FlashStorage, flash: FlashMessage): void {
  storage.setItem(FLASH_STORAGE_KEY, JSON.stringify({ message: flash.message, ms: flash.ms }));
}

/** Reads and removes the pending flash, so it shows once. */
export function takePendingFlash(storage: FlashStorage): FlashMessage | null {
  const raw = storage.getItem(FLASH_STORAGE_KEY);
  if (raw !== null) storage.removeItem(FLASH_STORAGE_KEY);
  return parseFlash(raw);
}
