import { useState, type SubmitEvent } from 'react';
import { ListBase, useGetList, useListContext } from 'ra-core';
import type { AuditEntry } from '#lib/studio/audit.ts';
import type { StaffRecord } from '#lib/studio/staff.ts';
import { Alert } from '../ui/Alert.tsx';
import { Pager } from '../ui/Pager.tsx';
import { Field } from '../ui/Field.tsx';
import { fieldErrorsOf, messageOf } from '../ui/refusal.ts';
import { ChangeList } from './ChangeList.tsx';
import styles from '../ui/Studio.module.css';

/** The audit log: every change, newest first, filtered by person, record and dates. Admins only. */
export function AuditScreen() {
  return (
    <>
      <p className="eyebrow">Studio</p>
      <h1>Audit log</h1>
      <ListBase resource="audit" perPage={50} disableSyncWithLocation={false}>
        <AuditFilters />
        <AuditTable />
      </ListBase>
    </>
  );
}

type Filters = Record<'staff_id' | 'entity_type' | 'record_id' | 'from' | 'to', string>;
const NO_FILTERS: Filters = { staff_id: '', entity_type: '', record_id: '', from: '', to: '' };

function AuditFilters() {
  const list = useListContext<AuditEntry>();
  const { setFilters, error } = list;
  // ra-core types the filters as anything: they are the ones this form set in the address.
  const filterValues: unknown = list.filterValues;
  const [draft, setDraft] = useState<Filters>({ ...NO_FILTERS, ...(filterValues as Partial<Filters>) });
  const { data: staff = [] } = useGetList<StaffRecord>('staff', { pagination: { page: 1, perPage: 200 } });
  const errors = fieldErrorsOf(error);
  const set = (name: keyof Filters) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [name]: event.target.value }));
  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setFilters(Object.fromEntries(Object.entries(draft).filter(([, value]) => value.trim() !== '')), {});
  }
  function onClear() {
    setDraft(NO_FILTERS);
    setFilters({}, {});
  }
  return (
    <section className={styles.card} aria-labelledby="filters">
      <h2 id="filters">Filter</h2>
      <form className={styles.inline} noValidate onSubmit={onSubmit}>
        <div className={styles.field}>
          <label htmlFor="audit-person">Person</label>
          <select id="audit-person" value={draft.staff_id} onChange={set('staff_id')}>
            <option value="">Everyone</option>
            {staff.map((member) => (
              <option key={member.id} value={String(member.id)}>
                {member.name}
              </option>
            ))}
          </select>
        </div>
        <Field
          label="Record type"
          hint="e.g. staff, composition, image, master, captions"
          value={draft.entity_type}
          onChange={set('entity_type')}
          errors={errors['entity_type']}
        />
        <Field
          label="Record"
          hint="its id or identifier"
          value={draft.record_id}
          onChange={set('record_id')}
          errors={errors['record_id']}
        />
        <Field label="From" type="date" value={draft.from} onChange={set('from')} errors={errors['from']} />
        <Field label="To" type="date" value={draft.to} onChange={set('to')} errors={errors['to']} />
        <button type="submit" className="button">
          Show
        </button>
        <button type="button" className="button button--quiet" onClick={onClear}>
          Clear
        </button>
      </form>
    </section>
  );
}

function AuditTable() {
  const { data, isPending, error, total = 0, page, perPage, setPage } = useListContext<AuditEntry>();
  if (isPending) return <p className={styles.muted}>Loading the audit log…</p>;
  if (error) return <Alert message={messageOf(error)} />;
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <section className={styles.card} aria-labelledby="changes">
      <h2 id="changes">
        {total} {total === 1 ? 'change' : 'changes'}
      </h2>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">What</th>
              <th scope="col">Record</th>
              <th scope="col">Fields</th>
            </tr>
          </thead>
          <tbody>
            {data.map((entry) => (
              <tr key={entry.id}>
                <td>{new Date(entry.at).toLocaleString('en-US')}</td>
                <td>{entry.staff_name ?? 'Command line'}</td>
                <td>{entry.action}</td>
                <td>
                  {entry.entity_type} <code>{entry.record_id}</code>
                </td>
                <td>
                  <ChangeList changes={entry.changes} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pager label="Pages of the audit log" page={page} pages={pages} setPage={setPage} previous="Newer" next="Older" />
    </section>
  );
}
