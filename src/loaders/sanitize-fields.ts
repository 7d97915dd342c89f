import type * as core from 'zod/v4/core';
import { HtmlSchema } from '#lib/api/common.ts';

/** Turns untrusted HTML into HTML a page may hold. */
export type Sanitize = (html: string) => string;

/** Wrappers whose value, when present, is checked by an inner schema. */
const WRAPPERS = new Set(['nullable', 'optional', 'default', 'prefault', 'nonoptional', 'readonly', 'catch']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function walkObject(def: core.$ZodObjectDef, value: unknown, sanitize: Sanitize): unknown {
  if (!isRecord(value)) return value;
  const copy: Record<string, unknown> = { ...value };
  for (const [key, field] of Object.entries(def.shape)) {
    if (key in copy) copy[key] = walk(field, copy[key], sanitize);
  }
  return copy;
}

function walk(schema: core.$ZodType, value: unknown, sanitize: Sanitize): unknown {
  // The contract marks every HTML field with this one schema instance, so identity finds them
  // all, including fields added to the contract later.
  if (schema === HtmlSchema) return typeof value === 'string' ? sanitize(value) : value;
  const def = schema._zod.def;
  if (def.type === 'object') return walkObject(def as core.$ZodObjectDef, value, sanitize);
  if (def.type === 'array') {
    const { element } = def as core.$ZodArrayDef;
    return Array.isArray(value) ? value.map((item: unknown) => walk(element, item, sanitize)) : value;
  }
  if (def.type === 'pipe') return walk((def as core.$ZodPipeDef).out, value, sanitize);
  if (WRAPPERS.has(def.type) && value !== null && value !== undefined) {
    return walk((def as core.$ZodNullableDef).innerType, value, sanitize);
  }
  return value;
}

/**
 * A copy of `value` (already valid against `schema`) in which every field the contract declares
 * as HTML (`HtmlSchema`: program notes, descriptions, credits, biographies, body text,
 * introductions, notes, grant sponsor notes…) has gone through `sanitize`. Other strings are
 * plain text, escaped where a page writes them, and are left as they are.
 */
export function sanitizeHtmlFields<T>(schema: core.$ZodType, value: T, sanitize: Sanitize): T {
  return walk(schema, value, sanitize) as T;
}
