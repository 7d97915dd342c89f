import type { SqlValue } from '../db/database.ts';
import type { ImportImage } from './entities/image-schema.ts';

/**
 * How document values are stored and read back. The database keeps date-times as ISO UTC
 * text, flags as 0/1, country lists comma-separated and images as JSON.
 */

/** An ISO date-time in UTC with `Z`, without milliseconds when they are zero. */
export function storedDateTime(value: string): string {
  return new Date(value).toISOString().replace('.000Z', 'Z');
}

/** Like storedDateTime, for an optional value. */
export function storedOptionalDateTime(value: string | null): string | null {
  return value === null ? null : storedDateTime(value);
}

/** A boolean as 0 or 1. */
export function storedFlag(value: boolean): SqlValue {
  return value ? 1 : 0;
}

/** A list of ISO country codes, comma-separated. */
export function storedCountries(codes: readonly string[]): string {
  return codes.join(',');
}

/** A stored list of country codes, back as a list. */
export function countriesFrom(stored: string): string[] {
  return stored ? stored.split(',') : [];
}

/** An image as JSON text, or null. */
export function storedImage(image: ImportImage | null): string | null {
  return image === null ? null : JSON.stringify(image);
}

/** A stored image back as the document has it. */
export function imageFrom(stored: string | null): ImportImage | null {
  return stored === null ? null : (JSON.parse(stored) as ImportImage);
}
