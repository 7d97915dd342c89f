import { useState } from 'react';
import { publishKindName, publishStatusLine } from '#lib/studio/publish-words.ts';
import type { Publish } from '#lib/studio/publishing.ts';
import { stripEmphasis } from '#lib/text/emphasis.ts';
import styles from '../ui/Studio.module.css';

const when = (instant: string | null) => (instant ? new Date(instant).toLocaleString('en-US') : '');

/**
 * Every publish, newest first: what, who, when, how long, the build and how it ended, the records
 * it changed; for an admin, a rollback to any of the last ten that are done (asked twice: the
 * site and the API change for every visitor).
 */
export function PublishHistoryTable({
  entries,
  onRollBack,
}: {
  entries: readonly Publish[];
  onRollBack: ((entry: Publish) => void) | undefined;
}) {
  const [confirming, setConfirming] = useState<number | null>(null);
  // The version the site and the API serve: the newest entry that is done.
  const serving = entries.find((entry) => entry.state === 'done')?.id;
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">What</th>
            <th scope="col">Asked</th>
            <th scope="col">How it went</th>
            <th scope="col">Records</th>
            {onRollBack && (
              <th scope="col">
                <span className="visually-hidden">Roll back</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.id} data-publish={entry.id}>
              <th scope="row">{entry.id}</th>
              <td>
                {publishKindName(entry)}
                {entry.id === serving && <div className={styles.muted}>Published now</div>}
              </td>
              <td>
                {entry.requested_by ?? (entry.kind === 'import' ? 'The command line' : 'The schedule')}
                <div className={styles.muted}>{when(entry.requested_at)}</div>
              </td>
              <td>{publishStatusLine(entry)}</td>
              <td>
                {entry.changes.length === 0 ? (
                  <span className={styles.muted}>None</span>
                ) : (
                  <details>
                    <summary>
                      {entry.changes.length} {entry.changes.length === 1 ? 'record' : 'records'}
                    </summary>
                    <ul className={styles.change}>
                      {entry.changes.map((change) => (
                        <li key={`${change.list}/${change.key}`}>
                          {change.action}: {stripEmphasis(change.title) || change.key}
                        </li>
                      ))}
                    </ul>
                  </details>
                )}
              </td>
              {onRollBack && (
                <td>
                  {entry.can_roll_back_to && entry.id !== serving && confirming !== entry.id && (
                    <button type="button" className="button button--quiet" onClick={() => setConfirming(entry.id)}>
                      Roll back to #{entry.id}
                    </button>
                  )}
                  {confirming === entry.id && (
                    <div className={styles.inline}>
                      <span>The site and the API go back to #{entry.id} for every visitor.</span>
                      <button
                        type="button"
                        className="button"
                        onClick={() => {
                          setConfirming(null);
                          onRollBack(entry);
                        }}
                      >
                        Roll back now
                      </button>
                      <button type="button" className="button button--quiet" onClick={() => setConfirming(null)}>
                        Cancel
                      </button>
                    </div>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
