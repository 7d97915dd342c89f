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
              <LicenceTable rows={data.ending} licenceHeading="Licence" now={overview.dataUpdatedAt} />
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
            {data.unrecorded.length > 0 && <LicenceTable rows={data.unrecorded} licenceHeading="Streams now" />}
          </section>
        </>
      )}
    </>
  );
}

const HOUR_MS = 3_600_000;

/** How long until `end` from `now`, as a rights manager counts it: hours within a day, else days. */
function timeLeft(end: string, now: number): string {
  const hours = Math.max(0, Math.ceil((Date.parse(end) - now) / HOUR_MS));
  if (hours < 24) return hours === 1 ? 'in an hour' : `in ${hours} hours`;
  const days = Math.ceil(hours / 24);
  return days === 1 ? 'in a day' : `in ${days} days`;
}

/** Performances with their licence in words; with `now`, the time left until each ends. */
function LicenceTable({
  rows,
  licenceHeading,
  now,
}: {
  rows: readonly LicenceRow[];
  licenceHeading: string;
  now?: number;
}) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Performance</th>
            <th scope="col">{licenceHeading}</th>
            {now !== undefined && <th scope="col">Ends</th>}
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
              {now !== undefined && (
                <td>
                  {row.ends_at !== null && (
                    <time dateTime={row.ends_at} title={closingWords(new Date(row.ends_at), CENTRAL_TIME_ZONE)}>
                      {timeLeft(row.ends_at, now)}
                    </time>
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
