import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { LicencesOverviewSchema, STUDIO_PATHS, type LicenceRow } from '#lib/studio/contract.ts';
import { closingWords } from '#lib/rights/rights-dates.ts';
import { CENTRAL_TIME_ZONE } from '#lib/time/zoned-time.ts';
import { request } from '../session/studio-session.ts';
import { Alert } from '../ui/Alert.tsx';
import { messageOf } from '../ui/refusal.ts';
import styles from '../ui/Studio.module.css';
import { EmphasisText } from '../../islands/EmphasisText.tsx';

/**
 * "Licences": what a rights manager watches (docs/rights.md, "The studio"): the licences that end
 * within a month, soonest first, and the performances with no licence recorded, each with its
 * licence in words and a link to its record.
 */
export function LicencesScreen() {
  const overview = useQuery({
    queryKey: ['studio', 'licences'],
    queryFn: ({ signal }) => request(STUDIO_PATHS.licences, LicencesOverviewSchema, { signal }),
  });
  const data = overview.data;
  return (
    <>
      <p className="eyebrow">Studio</p>
      <h1>Licences</h1>
      {overview.error && <Alert message={messageOf(overview.error)} />}
      {!data && !overview.error && <p className={styles.muted}>Opening…</p>}
      {data && (
        <>
          <section className={styles.card} aria-labelledby="ending-title">
            <h2 id="ending-title">Ending in the next {data.days} days</h2>
            {data.ending.length === 0 ? (
              <p className={styles.muted}>No licence ends in the next {data.days} days.</p>
            ) : (
              <LicenceTable rows={data.ending} showEnd />
            )}
          </section>
          <section className={styles.card} aria-labelledby="unrecorded-title">
            <h2 id="unrecorded-title">No licence recorded</h2>
            <p className={styles.hint}>
              {data.unrecorded_count === 0
                ? 'Every performance has its licence recorded, or its work is in the public domain.'
                : `${data.unrecorded_count} ${data.unrecorded_count === 1 ? 'performance has' : 'performances have'} no licence recorded. ${
                    data.unrecorded_streams
                      ? 'They stream audio and video everywhere until one is (RIGHTS_UNRECORDED=stream).'
                      : 'They do not stream until one is (RIGHTS_UNRECORDED=withhold).'
                  }`}
              {data.unrecorded_count > data.unrecorded.length && ` The first ${data.unrecorded.length} by title:`}
            </p>
            {data.unrecorded.length > 0 && <LicenceTable rows={data.unrecorded} />}
          </section>
        </>
      )}
    </>
  );
}

function LicenceTable({ rows, showEnd = false }: { rows: readonly LicenceRow[]; showEnd?: boolean }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Performance</th>
            <th scope="col">Licence</th>
            {showEnd && <th scope="col">Ends</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">
                <Link to={`/performances/${encodeURIComponent(row.key)}`}>
                  <EmphasisText text={row.title} />
                </Link>
                {row.subtitle && <span className={styles.muted}> · {row.subtitle}</span>}
              </th>
              <td>{row.licence}</td>
              {showEnd && <td>{row.ends_at === null ? '' : closingWords(new Date(row.ends_at), CENTRAL_TIME_ZONE)}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
