import { Link } from 'react-router-dom';
import { changeRows } from '#lib/studio/change-rows.ts';
import type { DraftChange } from '#lib/studio/publishing.ts';
import { RECORD_STATE_NAMES, STUDIO_SINGULAR_NAMES } from '#lib/studio/records.ts';
import { shownValue } from '#lib/studio/shown-value.ts';
import { stripEmphasis } from '#lib/text/emphasis.ts';
import records from '../records/Records.module.css';
import styles from '../ui/Studio.module.css';
import publishing from './Publishing.module.css';

/** A record's id on this screen: its list and key. */
export const recordId = (draft: Pick<DraftChange, 'list' | 'key'>): string => `${draft.list}/${draft.key}`;

const when = (instant: string) => new Date(instant).toLocaleString('en-US');

/**
 * The records with unpublished changes, one item each: its name and kind, its state, who saved it
 * and when, and what it changes, field by field (a group's parts one by one); with a box to pick it
 * when the member may publish. A list, not a table, so it reads on a phone as on a desk.
 */
export function DraftList({
  drafts,
  picked,
  onPick,
}: {
  drafts: readonly DraftChange[];
  picked: ReadonlySet<string>;
  onPick: ((picked: ReadonlySet<string>) => void) | undefined;
}) {
  const toggle = (id: string, on: boolean) => {
    const next = new Set(picked);
    if (on) next.add(id);
    else next.delete(id);
    onPick?.(next);
  };
  return (
    <ul className={publishing.drafts}>
      {drafts.map((draft) => {
        const id = recordId(draft);
        const title = stripEmphasis(draft.title) || draft.key;
        const rows = changeRows(draft.changes);
        return (
          <li key={id} className={publishing.draft}>
            {onPick && (
              <input
                type="checkbox"
                className={publishing.pick}
                checked={picked.has(id)}
                onChange={(event) => toggle(id, event.target.checked)}
                aria-label={`Pick the ${STUDIO_SINGULAR_NAMES[draft.list]} ${title}`}
              />
            )}
            <div className={publishing.what}>
              <Link to={`/${draft.list}/${encodeURIComponent(draft.key)}`}>{title}</Link>{' '}
              <span className={styles.muted}>{STUDIO_SINGULAR_NAMES[draft.list]}</span>
              <div>
                <span className={`${records.state} ${records[draft.state] ?? ''}`}>
                  {RECORD_STATE_NAMES[draft.state]}
                </span>{' '}
                <span className={styles.muted}>
                  saved by {draft.updated_by}, {when(draft.updated_at)}
                </span>
              </div>
              <details className={publishing.changes}>
                <summary>
                  What changes: {rows.length} {rows.length === 1 ? 'field' : 'fields'}
                </summary>
                <dl>
                  {rows.map((row) => (
                    <div key={row.field}>
                      <dt>{row.field}</dt>
                      <dd>
                        <del>{shownValue(row.before)}</del> <ins>{shownValue(row.after)}</ins>
                      </dd>
                    </div>
                  ))}
                </dl>
              </details>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
