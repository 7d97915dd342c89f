import { useState, type SubmitEvent } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'ra-core';
import { z } from 'zod';
import { STUDIO_PATHS } from '#lib/studio/paths.ts';
import { centralTime } from '#lib/studio/publish-words.ts';
import { ScheduleSchema, SchedulesSchema, type ScheduleAction } from '#lib/studio/publishing.ts';
import { centralInputOf, isoFromCentralInput } from '#lib/studio/record-form.ts';
import type { RecordState, StudioList } from '#lib/studio/records.ts';
import { mayDo } from '#lib/studio/role-access.ts';
import { STUDIO_ACCESS } from '#lib/studio/roles.ts';
import { useStaffRole } from '../session/use-staff-role.ts';
import { request } from '../session/studio-session.ts';
import { Alert } from '../ui/Alert.tsx';
import { messageOf } from '../ui/refusal.ts';
import styles from '../ui/Studio.module.css';

export const SCHEDULES_QUERY = ['studio', 'schedules'];

/** What each action is called, as a choice and once set. */
const ACTION_WORDS: Readonly<Record<ScheduleAction, { choice: string; set: string }>> = {
  publish: { choice: 'Publish this draft at', set: 'To be published' },
  'take-down': { choice: 'Take this record down at', set: 'To be taken down' },
};

/**
 * A record's schedule, below its form: when its draft goes public, or when the published record is
 * taken down (a feature or a collection for a season, a concert whose rights end), on Chicago's
 * clock. An editor sets or cancels it; the API carries it out within a minute of its time.
 */
export function RecordSchedule({
  list,
  recordKey,
  state,
}: {
  list: StudioList;
  recordKey: string;
  state: RecordState;
}) {
  const queries = useQueryClient();
  const notify = useNotify();
  const role = useStaffRole();
  const mayPublish = mayDo(role, STUDIO_ACCESS.publish);
  const { data } = useQuery({
    queryKey: SCHEDULES_QUERY,
    queryFn: ({ signal }) => request(STUDIO_PATHS.schedules, SchedulesSchema, { signal }),
  });
  const actions: ScheduleAction[] = [
    ...(state === 'published' ? [] : (['publish'] as const)),
    ...(state === 'new' ? [] : (['take-down'] as const)),
  ];
  const [action, setAction] = useState<ScheduleAction>(actions[0] ?? 'take-down');
  const [when, setWhen] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mine = (data?.results ?? []).filter((schedule) => schedule.list === list && schedule.key === recordKey);

  async function change(work: () => Promise<unknown>, done: string) {
    setBusy(true);
    setRefusal(null);
    try {
      await work();
      await queries.invalidateQueries({ queryKey: SCHEDULES_QUERY });
      notify(done, { type: 'success' });
    } catch (error) {
      setRefusal(messageOf(error));
    } finally {
      setBusy(false);
    }
  }
  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const dueAt = isoFromCentralInput(when);
    if (dueAt === null) {
      setRefusal('Choose a date and a time.');
      return;
    }
    void change(
      () =>
        request(STUDIO_PATHS.schedules, ScheduleSchema, {
          method: 'POST',
          body: { list, key: recordKey, action, due_at: dueAt },
        }),
      `${ACTION_WORDS[action].set}: ${centralTime(dueAt)}.`,
    );
  }
  if (!mayPublish && mine.length === 0) return null;
  return (
    <section className={styles.card} aria-labelledby="schedule-title">
      <h2 id="schedule-title">Schedule</h2>
      {mine.length === 0 ? (
        <p className={styles.muted}>Nothing is scheduled for this record.</p>
      ) : (
        <ul className={styles.change}>
          {mine.map((schedule) => (
            <li key={schedule.id}>
              <strong>{ACTION_WORDS[schedule.action].set}</strong>: {centralTime(schedule.due_at)} (set by{' '}
              {schedule.created_by}){' '}
              {mayPublish && (
                <button
                  type="button"
                  className="button button--quiet"
                  disabled={busy}
                  onClick={() =>
                    void change(
                      () => request(STUDIO_PATHS.schedule(schedule.id), z.undefined(), { method: 'DELETE' }),
                      'The schedule was cancelled.',
                    )
                  }
                >
                  Cancel<span className="visually-hidden"> the schedule</span>
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {mayPublish && actions.length > 0 && (
        <form className={styles.inline} onSubmit={submit}>
          <div className={styles.field}>
            <label htmlFor="schedule-action">What</label>
            <select
              id="schedule-action"
              value={action}
              onChange={(event) => setAction(event.target.value as ScheduleAction)}
            >
              {actions.map((each) => (
                <option key={each} value={each}>
                  {ACTION_WORDS[each].choice}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor="schedule-when">When (Central time)</label>
            <input
              id="schedule-when"
              type="datetime-local"
              value={when}
              min={centralInputOf(new Date().toISOString())}
              onChange={(event) => setWhen(event.target.value)}
            />
          </div>
          <button type="submit" className="button" disabled={busy}>
            Schedule
          </button>
        </form>
      )}
      <Alert message={refusal} />
    </section>
  );
}
