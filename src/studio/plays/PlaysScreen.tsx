import { useState, type SubmitEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { playDay } from '#lib/plays/play-day.ts';
import { PlaysReportSchema, STUDIO_PATHS, type PlaysQuery } from '#lib/studio/contract.ts';
import { StudioRequestError } from '#lib/studio/studio-request.ts';
import { request } from '../session/studio-session.ts';
import { Alert } from '../ui/Alert.tsx';
import { Field } from '../ui/Field.tsx';
import { messageOf } from '../ui/refusal.ts';
import styles from '../ui/Studio.module.css';
import { PlaysTable } from './PlaysTable.tsx';
import { PublisherExports } from './PublisherExports.tsx';

const DAY_MS = 86_400_000;

/** The last 30 days, today included, in Central time. */
function lastThirtyDays(): PlaysQuery {
  const now = Date.now();
  return { from: playDay(now - 29 * DAY_MS), to: playDay(now) };
}

/**
 * "Plays": plays and minutes per work over a period of days (Central time), exact, and a CSV per publisher
 * for the reports an orchestra sends (docs/plays.md). For rights managers and admins.
 */
export function PlaysScreen() {
  const [period, setPeriod] = useState<PlaysQuery>(lastThirtyDays);
  const [draft, setDraft] = useState<PlaysQuery>(period);
  const report = useQuery({
    queryKey: ['studio', 'plays', period.from, period.to],
    queryFn: ({ signal }) =>
      request(`${STUDIO_PATHS.plays}?${new URLSearchParams(period).toString()}`, PlaysReportSchema, { signal }),
  });
  const fields = report.error instanceof StudioRequestError ? report.error.fields : {};
  function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setPeriod(draft);
  }
  const works = report.data?.works ?? [];
  return (
    <>
      <p className="eyebrow">Studio</p>
      <h1>Plays</h1>
      <section className={styles.card} aria-labelledby="period-title">
        <h2 id="period-title">Period</h2>
        <form className={styles.inline} noValidate onSubmit={onSubmit}>
          <Field
            label="From"
            type="date"
            value={draft.from}
            onChange={(event) => setDraft({ ...draft, from: event.target.value })}
            errors={fields['from']}
          />
          <Field
            label="To"
            type="date"
            value={draft.to}
            onChange={(event) => setDraft({ ...draft, to: event.target.value })}
            errors={fields['to']}
          />
          <button type="submit" className="button">
            Show
          </button>
        </form>
        <p className={styles.note}>Days are counted in Central time. Both days are included.</p>
      </section>
      <section className={styles.card} aria-labelledby="plays-title" aria-busy={report.isFetching}>
        <h2 id="plays-title">Plays per work</h2>
        {report.error && <Alert message={messageOf(report.error)} />}
        {report.isPending && <p className={styles.muted}>Counting the plays…</p>}
        {report.data && works.length === 0 && <p className={styles.muted}>No plays in this period.</p>}
        {works.length > 0 && (
          <>
            <p className={styles.note}>
              A play is a stream link used to fetch a performance’s audio or video. Counts here are exact; the exports
              write counts under 5 as ‘&lt;5’.
            </p>
            <PlaysTable works={works} />
          </>
        )}
      </section>
      {report.data && works.length > 0 && (
        <PublisherExports works={works} from={report.data.from} to={report.data.to} />
      )}
    </>
  );
}
