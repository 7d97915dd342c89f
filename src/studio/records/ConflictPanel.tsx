import { useEffect, useRef } from 'react';
import type { FieldDescription, RecordFields, StudioRecord } from '#lib/studio/records.ts';
import { conflictRows } from '#lib/studio/record-form.ts';
import { shownValue } from '#lib/studio/shown-value.ts';
import styles from '../ui/Studio.module.css';
import records from './Records.module.css';
import { labelOf } from './record-words.ts';

interface ConflictPanelProps {
  fields: readonly FieldDescription[];
  opened: StudioRecord;
  theirs: StudioRecord;
  mine: RecordFields;
  onKeepMine: () => void;
  onTakeTheirs: () => void;
}

/**
 * Someone saved the record after this editor opened it: what changed on each side, field by field,
 * and the two ways on. Nothing is overwritten until the editor chooses and saves again.
 */
export function ConflictPanel({ fields, opened, theirs, mine, onKeepMine, onTakeTheirs }: ConflictPanelProps) {
  const rows = conflictRows(fields, opened.fields, theirs.fields, mine);
  // Focus moves to the panel's heading when it appears, so it is read out and the keyboard is there.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [theirs.version]);
  const who = theirs.updated_by ?? 'Someone';
  const when = theirs.updated_at ? ` at ${new Date(theirs.updated_at).toLocaleString('en-US')}` : '';
  return (
    <section className={`${styles.card} ${records.conflict}`} aria-labelledby="conflict">
      <h2 id="conflict" ref={heading} tabIndex={-1}>
        {who} saved this record{when}, after you opened it
      </h2>
      <p className={styles.note}>Your changes were not saved. Compare, then choose how to go on.</p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">When you opened it</th>
              <th scope="col">Saved by {who}</th>
              <th scope="col">Yours</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name}>
                <th scope="row">{labelOf(row.name)}</th>
                <td>{shownValue(row.opened)}</td>
                <td>{shownValue(row.theirs)}</td>
                <td>{shownValue(row.mine)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={records.actions}>
        <button type="button" className="button" onClick={onKeepMine}>
          Keep my changes on their version
        </button>
        <button type="button" className="button button--quiet" onClick={onTakeTheirs}>
          Take their version
        </button>
      </div>
    </section>
  );
}
