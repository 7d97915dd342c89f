import { isMedia } from './media.ts';
import type { Rights } from './rights.ts';

/**
 * The rights as a page carries them, JSON: the fields a decision reads and nothing else, so a value
 * that grows a field for staff (a publisher, notes) never reaches a page by being passed along.
 */
export function bakeRights(rights: Rights): string {
  const { media, territories, available_from, available_until, embargo_until } = rights;
  const baked: Rights = {
    media,
    territories: { allowed: territories.allowed, excluded: territories.excluded },
    available_from,
    available_until,
    embargo_until,
  };
  return JSON.stringify(baked);
}

const isInstant = (value: unknown): value is string | null =>
  value === null || (typeof value === 'string' && !Number.isNaN(Date.parse(value)));

const isList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((entry) => typeof entry === 'string');

/**
 * The rights a page carries, or null when the text is not what {@link bakeRights} writes (a page of
 * an older build, or a hand-edited one): the page then keeps what the build decided.
 */
export function readBakedRights(text: string | undefined): Rights | null {
  let value: unknown;
  try {
    value = JSON.parse(text ?? '');
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { media, territories, available_from, available_until, embargo_until } = value as Record<string, unknown>;
  if (!isMedia(media) || typeof territories !== 'object' || territories === null) return null;
  const { allowed, excluded } = territories as Record<string, unknown>;
  if (!(allowed === null || isList(allowed)) || !isList(excluded)) return null;
  if (![available_from, available_until, embargo_until].every(isInstant)) return null;
  return value as Rights;
}
