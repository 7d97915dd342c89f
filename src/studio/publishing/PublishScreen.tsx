import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'ra-core';
import { STUDIO_PATHS } from '#lib/studio/paths.ts';
import {
  DraftChangesSchema,
  PublishHistorySchema,
  PublishSchema,
  type PickedRecord,
  type Publish,
} from '#lib/studio/publishing.ts';
import { isUnderWay } from '#lib/studio/publish-words.ts';
import { mayDo } from '#lib/studio/role-access.ts';
import { STUDIO_ACCESS } from '#lib/studio/roles.ts';
import { useStaffRole } from '../session/use-staff-role.ts';
import { request } from '../session/studio-session.ts';
import { Alert } from '../ui/Alert.tsx';
import { messageOf } from '../ui/refusal.ts';
import styles from '../ui/Studio.module.css';
import { DraftList, recordId } from './DraftList.tsx';
import { PublishHistoryTable } from './PublishHistoryTable.tsx';
import { PublishStatus } from './PublishStatus.tsx';
import { SCHEDULES_QUERY } from './RecordSchedule.tsx';
import { ScheduleList } from './ScheduleList.tsx';

const DRAFTS_QUERY = ['studio', 'drafts'];
const HISTORY_QUERY = ['studio', 'publishes'];

/**
 * "Publish": the records with unpublished changes (each field before and after), Publish for all
 * or the ones picked, the running publish's progress and how it ended, and the history with an
 * admin's rollback. While a publish is under way the screen asks for its state every second.
 */
export function PublishScreen({ siteHome }: { siteHome: string }) {
  const queries = useQueryClient();
  const notify = useNotify();
  const role = useStaffRole();
  const mayPublish = mayDo(role, STUDIO_ACCESS.publish);
  const mayRollBack = mayDo(role, STUDIO_ACCESS.rollback);
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  const [asked, setAsked] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const drafts = useQuery({
    queryKey: DRAFTS_QUERY,
    queryFn: ({ signal }) => request(STUDIO_PATHS.drafts, DraftChangesSchema, { signal }),
  });
  const history = useQuery({
    queryKey: HISTORY_QUERY,
    queryFn: ({ signal }) => request(STUDIO_PATHS.publishes, PublishHistorySchema, { signal }),
    refetchInterval: (query) => (query.state.data?.results.some(isUnderWay) ? 1_000 : false),
  });
  const entries = history.data?.results ?? [];
  const underWay = entries.some(isUnderWay);
  // The entry to show above the lists: the one asked for here, else one under way (asked by a colleague).
  const shown = entries.find((entry) => entry.id === asked) ?? entries.find(isUnderWay);
  // When it ends, its drafts are published (or still drafts): read them again.
  const shownState = shown?.state;
  useEffect(() => {
    if (shownState !== 'done' && shownState !== 'failed') return;
    void queries.invalidateQueries({ queryKey: DRAFTS_QUERY });
    void queries.invalidateQueries({ queryKey: SCHEDULES_QUERY });
  }, [shownState, queries]);

  async function send(path: string, body: unknown, done: string) {
    setSending(true);
    setRefusal(null);
    try {
      const entry = await request(path, PublishSchema, { method: 'POST', body });
      setAsked(entry.id);
      setPicked(new Set());
      await queries.invalidateQueries({ queryKey: HISTORY_QUERY });
      notify(done, { type: 'info' });
    } catch (error) {
      setRefusal(messageOf(error));
    } finally {
      setSending(false);
    }
  }
  const results = drafts.data?.results ?? [];
  const chosen: PickedRecord[] = results
    .filter((draft) => picked.has(recordId(draft)))
    .map(({ list, key }) => ({ list, key }));

  return (
    <>
      <p className="eyebrow">Studio</p>
      <h1>Publish</h1>
      <p className={styles.note}>
        Changes saved in the studio are drafts: the site and the API show them once they are published. A publish builds
        the pages, checks them and then moves the site and the API together; if anything fails, nothing changes.
      </p>
      {shown && <PublishStatus entry={shown} siteHome={siteHome} />}
      <section className={styles.card} aria-labelledby="drafts-title">
        <h2 id="drafts-title">Unpublished changes</h2>
        {drafts.error && <Alert message={messageOf(drafts.error)} />}
        {drafts.data && results.length === 0 && <p className={styles.muted}>Every record is published.</p>}
        {results.length > 0 && (
          <>
            <DraftList drafts={results} picked={picked} onPick={mayPublish ? setPicked : undefined} />
            {mayPublish ? (
              <div className={styles.inline}>
                <button
                  type="button"
                  className="button"
                  disabled={sending}
                  onClick={() => void send(STUDIO_PATHS.publishes, {}, 'Publishing every change…')}
                >
                  Publish all changes ({results.length})
                </button>
                <button
                  type="button"
                  className="button button--quiet"
                  disabled={sending || chosen.length === 0}
                  onClick={() =>
                    void send(STUDIO_PATHS.publishes, { records: chosen }, 'Publishing the records picked…')
                  }
                >
                  Publish the {chosen.length === 1 ? 'record' : 'records'} picked ({chosen.length})
                </button>
                {underWay && <span className={styles.muted}>A publish is under way: a new one waits for it.</span>}
              </div>
            ) : (
              <p className={styles.note}>An editor or an admin publishes these changes.</p>
            )}
          </>
        )}
        <Alert message={refusal} />
      </section>
      <ScheduleList />
      <section className={styles.card} aria-labelledby="history-title">
        <h2 id="history-title">History</h2>
        {history.error && <Alert message={messageOf(history.error)} />}
        {history.data && entries.length === 0 && <p className={styles.muted}>Nothing has been published yet.</p>}
        {entries.length > 0 && (
          <PublishHistoryTable
            entries={entries}
            onRollBack={
              mayRollBack && !sending
                ? (entry: Publish) =>
                    void send(STUDIO_PATHS.rollback(entry.id), undefined, `Rolling back to #${entry.id}…`)
                : undefined
            }
          />
        )}
      </section>
    </>
  );
}
