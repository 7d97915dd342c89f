import { useState, type ReactNode, type SubmitEvent } from 'react';
import { useNotify, useRefresh } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { identifierNote, savedWords } from '#lib/studio/identifier-change.ts';
import { mergeMine } from '#lib/studio/record-form.ts';
import { mayChangeField } from '#lib/studio/roles.ts';
import { useStaffRole } from '../session/use-staff-role.ts';
import { RECORD_STATE_NAMES, type ListDescription, type RecordFields, type StudioRecord } from '#lib/studio/records.ts';
import { useSubmit } from '../session/use-submit.ts';
import { Alert } from '../ui/Alert.tsx';
import styles from '../ui/Studio.module.css';
import { ConflictPanel } from './ConflictPanel.tsx';
import { FieldInput } from './FieldInput.tsx';
import records from './Records.module.css';
import { conflictOf, createRecord, deleteRecord, discardDraft, saveRecord } from './record-requests.ts';
import { RecordContext } from './record-context.ts';

/** How long a save's notice stays when it names records a rename carried along. */
const CARRIED_NOTICE_MS = 15_000;

interface RecordFormProps {
  description: ListDescription;
  /** The record as opened (or as last saved); null for a new one. */
  record: StudioRecord | null;
  /** The fields a new record starts with. */
  start: RecordFields;
}

/**
 * A record's form: every field of its list, drawn from the list's description; saved as a draft,
 * never over someone else's save (the version goes in If-Match, and a conflict is shown field by
 * field); deleted or its draft discarded with the same care.
 */
export function RecordForm({ description, record, start }: RecordFormProps) {
  const [base, setBase] = useState<StudioRecord | null>(record);
  const [fields, setFields] = useState<RecordFields>(record?.fields ?? start);
  const [theirs, setTheirs] = useState<StudioRecord | null>(null);
  const submit = useSubmit(description.fields.map((field) => field.name));
  const notify = useNotify();
  const refresh = useRefresh();
  const navigate = useNavigate();
  const { list, singular } = description;
  const role = useStaffRole();
  // A media person changes the media fields of saved records; making, deleting and discarding is an editor's.
  const editorsOnly = role === 'media';
  const listPath = `/${list}`;

  async function keep(
    work: () => Promise<StudioRecord | null>,
    done: string | ((saved: StudioRecord | null) => string),
  ) {
    await submit.run(async () => {
      try {
        const saved = await work();
        setTheirs(null);
        refresh();
        // Records a rename carried along take longer to read than the usual line.
        const shownFor = saved?.carried === undefined ? {} : { autoHideDuration: CARRIED_NOTICE_MS };
        notify(typeof done === 'string' ? done : done(saved), { type: 'success', ...shownFor });
        if (saved === null) {
          void navigate(listPath);
          return;
        }
        if (base === null || saved.key !== base.key)
          void navigate(`${listPath}/${encodeURIComponent(saved.key)}`, { replace: true });
        setBase(saved);
        setFields(saved.fields);
      } catch (error) {
        const current = conflictOf(error);
        if (current === null) throw error;
        setTheirs(current);
      }
    });
  }

  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    void keep(() => (base === null ? createRecord(list, fields) : saveRecord(base, fields)), savedWords);
  }

  const deleted = base?.state === 'deleted';

  return (
    <>
      {base && (
        <p className={records.status}>
          <span className={`${records.state} ${records[base.state] ?? ''}`}>{RECORD_STATE_NAMES[base.state]}</span>
          {base.updated_by && base.updated_at && (
            <span className={styles.muted}>
              {' '}
              Last saved by {base.updated_by}, {new Date(base.updated_at).toLocaleString('en-US')}
            </span>
          )}
        </p>
      )}
      {theirs && base && (
        <ConflictPanel
          fields={description.fields}
          opened={base}
          theirs={theirs}
          mine={fields}
          onKeepMine={() => {
            setFields(mergeMine(base.fields, theirs.fields, fields));
            setBase(theirs);
            setTheirs(null);
          }}
          onTakeTheirs={() => {
            setFields(theirs.fields);
            setBase(theirs);
            setTheirs(null);
          }}
        />
      )}
      <form className={`${styles.card} ${styles.form}`} noValidate onSubmit={onSubmit} aria-label={`The ${singular}`}>
        <Alert message={submit.message} />
        {deleted && (
          <p className={styles.alert}>
            This {singular} will be deleted when the catalogue is next published. Discard the deletion to edit it.
          </p>
        )}
        <RecordContext.Provider value={{ list, fields }}>
          <fieldset className={records.fields} disabled={deleted || submit.busy}>
            {description.fields.map((field) => (
              <LockedUnless key={field.name} open={role === undefined || mayChangeField(role, list, field.name)}>
                <FieldInput
                  field={field}
                  value={fields[field.name]}
                  onChange={(value) => setFields((current) => ({ ...current, [field.name]: value }))}
                  errors={submit.errorsOf(field.name)}
                  note={field.name === 'identifier' ? identifierNote(base, fields) : undefined}
                />
              </LockedUnless>
            ))}
          </fieldset>
        </RecordContext.Provider>
        <div className={records.actions}>
          <button type="submit" className="button" disabled={deleted || submit.busy}>
            {base === null ? `Create the ${singular}` : 'Save'}
          </button>
          {base && !editorsOnly && (base.state === 'published' || base.state === 'changed') && (
            <button
              type="button"
              className="button button--quiet"
              disabled={submit.busy}
              onClick={() => {
                if (window.confirm(`Delete this ${singular}? It stays on the site until the next publish.`))
                  void keep(
                    () => deleteRecord(base),
                    `The ${singular} will be deleted when the catalogue is published.`,
                  );
              }}
            >
              Delete
            </button>
          )}
          {base && !editorsOnly && base.state !== 'published' && (
            <button
              type="button"
              className="button button--quiet"
              disabled={submit.busy}
              onClick={() =>
                void keep(
                  () => discardDraft(base),
                  base.state === 'new'
                    ? `The new ${singular} was discarded.`
                    : 'The unpublished changes were discarded.',
                )
              }
            >
              {base.state === 'new'
                ? `Discard the new ${singular}`
                : base.state === 'deleted'
                  ? 'Discard the deletion'
                  : 'Discard changes'}
            </button>
          )}
        </div>
      </form>
    </>
  );
}

/** A field the member's role may not change: shown, disabled, with why. */
function LockedUnless({ open, children }: { open: boolean; children: ReactNode }) {
  if (open) return children;
  return (
    <fieldset disabled className={records.locked}>
      {children}
      <p className={styles.hint}>An editor changes this.</p>
    </fieldset>
  );
}
