import type { FieldChange } from './audit.ts';

/** One line of what a draft changes: a field, or a part of a group field (`program_note › text`). */
export interface ChangeRow {
  readonly field: string;
  readonly before: unknown;
  readonly after: unknown;
}

const isGroup = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The changes of a record as lines to read: a group field (a program note: text and credit) is
 * opened into the parts that changed, so an editor reads the note's new text, not the group as
 * JSON; lists and plain values stay as they are.
 */
export function changeRows(changes: Readonly<Record<string, FieldChange>>): ChangeRow[] {
  return Object.entries(changes).flatMap(([field, { before, after }]) => {
    if (!isGroup(before) && !isGroup(after)) return [{ field, before, after }];
    const was = isGroup(before) ? before : {};
    const is = isGroup(after) ? after : {};
    const parts = [...new Set([...Object.keys(was), ...Object.keys(is)])];
    return parts
      .filter((part) => JSON.stringify(was[part] ?? null) !== JSON.stringify(is[part] ?? null))
      .map((part) => ({ field: `${field} › ${part}`, before: was[part] ?? null, after: is[part] ?? null }));
  });
}
