import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { STUDIO_PATHS } from '#lib/studio/paths.ts';
import { centralTime } from '#lib/studio/publish-words.ts';
import { SchedulesSchema } from '#lib/studio/publishing.ts';
import { STUDIO_SINGULAR_NAMES } from '#lib/studio/records.ts';
import { stripEmphasis } from '#lib/text/emphasis.ts';
import { request } from '../session/studio-session.ts';
import styles from '../ui/Studio.module.css';
import { SCHEDULES_QUERY } from './RecordSchedule.tsx';

/** What is to be published or taken down, soonest first; each record opens where its schedule is set. */
export function ScheduleList() {
  const { data } = useQuery({
    queryKey: SCHEDULES_QUERY,
    queryFn: ({ signal }) => request(STUDIO_PATHS.schedules, SchedulesSchema, { signal }),
  });
  const schedules = data?.results ?? [];
  return (
    <section className={styles.card} aria-labelledby="scheduled-title">
      <h2 id="scheduled-title">Scheduled</h2>
      {schedules.length === 0 ? (
        <p className={styles.muted}>
          Nothing is scheduled. A record&rsquo;s screen sets a time for its draft to go public, or for it to be taken
          down.
        </p>
      ) : (
        <ul className={styles.change}>
          {schedules.map((schedule) => (
            <li key={schedule.id}>
              <strong>{centralTime(schedule.due_at)}</strong>: {schedule.action === 'publish' ? 'publish' : 'take down'}{' '}
              the {STUDIO_SINGULAR_NAMES[schedule.list]}{' '}
              <Link to={`/${schedule.list}/${encodeURIComponent(schedule.key)}`}>
                {stripEmphasis(schedule.title) || schedule.key}
              </Link>{' '}
              <span className={styles.muted}>(set by {schedule.created_by})</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
