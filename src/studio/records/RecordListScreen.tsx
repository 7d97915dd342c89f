import { useEffect, useState } from 'react';
import { ListBase, useGetIdentity, useListContext, useResourceContext } from 'ra-core';
import { Link } from 'react-router-dom';
import {
  RECORD_STATE_NAMES,
  RECORD_STATES,
  StudioListSchema,
  type RecordSummary,
  type StudioList,
} from '#lib/studio/records.ts';
import { Alert } from '../ui/Alert.tsx';
import { Pager } from '../ui/Pager.tsx';
import { messageOf } from '../ui/refusal.ts';
import styles from '../ui/Studio.module.css';
import records from './Records.module.css';
import { useListDescription } from './use-list-descriptions.ts';
import { EmphasisText } from '../../islands/EmphasisText.tsx';

/** How long the search waits after the last key before it asks the server. */
const SEARCH_PAUSE_MS = 250;

/** A catalogue list: search, filter by state, page; each record opens its form. */
export function RecordListScreen() {
  const list = StudioListSchema.parse(useResourceContext());
  const { description } = useListDescription(list);
  const { identity } = useGetIdentity();
  return (
    <>
      <p className="eyebrow">Catalogue</p>
      <div className={records.heading}>
        <h1>{description?.plural ?? ''}</h1>
        {identity?.['role'] !== 'media' && (
          <Link className="button" to={`/${list}/create`}>
            New {description?.singular ?? 'record'}
          </Link>
        )}
      </div>
      <ListBase resource={list} perPage={25} sort={{ field: 'title', order: 'ASC' }} disableSyncWithLocation={false}>
        <ListFilters list={list} />
        <ListTable list={list} />
      </ListBase>
    </>
  );
}

function ListFilters({ list }: { list: StudioList }) {
  const context = useListContext<RecordSummary & { id: string }>();
  const { setFilters } = context;
  // ra-core types the filters as anything: they are the ones this form set in the address.
  const filterValues: unknown = context.filterValues;
  const filters = filterValues as { q?: string; state?: string };
  const [q, setQ] = useState(filters.q ?? '');
  useEffect(() => {
    if (q === (filters.q ?? '')) return;
    const timer = setTimeout(() => setFilters({ ...filters, q }, {}), SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [q, filters, setFilters]);
  return (
    <section
      role="search"
      className={`${styles.card} ${records.filters}`}
      aria-label={`Find ${list.replaceAll('_', ' ')}`}
    >
      <div className={styles.field}>
        <label htmlFor="record-search">Search</label>
        <input
          id="record-search"
          type="search"
          value={q}
          placeholder="A title, a name, a catalogue number…"
          onChange={(event) => setQ(event.target.value)}
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="record-state">Show</label>
        <select
          id="record-state"
          value={filters.state ?? ''}
          onChange={(event) => setFilters({ ...filters, state: event.target.value }, {})}
        >
          <option value="">Every record</option>
          {RECORD_STATES.map((state) => (
            <option key={state} value={state}>
              {RECORD_STATE_NAMES[state]}
            </option>
          ))}
        </select>
      </div>
    </section>
  );
}

function ListTable({ list }: { list: StudioList }) {
  const { data, total, page, perPage, setPage, isPending, error } = useListContext<RecordSummary & { id: string }>();
  if (isPending) return <p className={styles.muted}>Loading…</p>;
  if (error) return <Alert message={messageOf(error)} />;
  const pages = Math.max(1, Math.ceil(total / perPage));
  return (
    <section className={styles.card} aria-label="Records">
      <p className={styles.muted} role="status">
        {total === 1 ? '1 record' : `${total} records`}
      </p>
      {data.length > 0 && (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Record</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {data.map((record) => (
                <tr key={record.key}>
                  <th scope="row">
                    <Link to={`/${list}/${encodeURIComponent(record.key)}`}>
                      {record.title ? <EmphasisText text={record.title} /> : record.key}
                    </Link>
                    {record.subtitle && <span className={records.subtitle}>{record.subtitle}</span>}
                  </th>
                  <td>
                    <span className={`${records.state} ${records[record.state] ?? ''}`}>
                      {RECORD_STATE_NAMES[record.state]}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <Pager label="Pages" page={page} pages={pages} setPage={setPage} previous="Previous page" next="Next page" />
      )}
    </section>
  );
}
