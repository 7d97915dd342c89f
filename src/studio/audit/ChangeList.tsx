import type { FieldChange } from '#lib/studio/audit.ts';
import { shownValue } from '#lib/studio/shown-value.ts';
import styles from '../ui/Studio.module.css';

/** Each changed field of one audit entry: its value before and after. */
export function ChangeList({ changes }: { changes: Record<string, FieldChange> }) {
  const fields = Object.entries(changes);
  if (fields.length === 0) return <span className={styles.muted}>No field changed</span>;
  return (
    <ul className={styles.change}>
      {fields.map(([field, change]) => (
        <li key={field}>
          <strong>{field}</strong>: <code>{shownValue(change.before)}</code> → <code>{shownValue(change.after)}</code>
        </li>
      ))}
    </ul>
  );
}
