import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Master, Masters } from '#lib/studio/contract.ts';
import { isMasterBusy } from '#lib/studio/master-status.ts';
import { Alert } from '../ui/Alert.tsx';
import { messageOf } from '../ui/refusal.ts';
import styles from '../ui/Studio.module.css';
import { MasterList } from './MasterList.tsx';
import { MasterUploader } from './MasterUploader.tsx';
import { MASTERS_QUERY, readMasters } from './masters-query.ts';

/** How often the list is read again while a master's renditions are waiting or being made. */
const BUSY_POLL_MS = 2_000;

/**
 * "Media": upload a concert's master, and the masters uploaded so far with their renditions
 * (docs/media.md), read again every two seconds while any is being made. For the staff who handle
 * media: media people, editors and admins.
 */
export function MastersScreen() {
  const queries = useQueryClient();
  const masters = useQuery({
    queryKey: MASTERS_QUERY,
    queryFn: readMasters,
    refetchInterval: (query) => (query.state.data?.results.some(isMasterBusy) ? BUSY_POLL_MS : false),
  });
  // An action's answer replaces its master at once; the next read brings the rest.
  const changed = (master: Master) =>
    queries.setQueryData<Masters>(MASTERS_QUERY, (old) =>
      old ? { results: old.results.map((each) => (each.id === master.id ? master : each)) } : old,
    );
  const results = masters.data?.results ?? [];
  return (
    <>
      <p className="eyebrow">Studio</p>
      <h1>Media</h1>
      <MasterUploader onEnded={() => void queries.invalidateQueries({ queryKey: MASTERS_QUERY })} />
      <section className={styles.card} aria-labelledby="masters-title">
        <h2 id="masters-title">Masters</h2>
        {masters.error && <Alert message={messageOf(masters.error)} />}
        {masters.data && results.length === 0 && <p className={styles.muted}>No master has been uploaded yet.</p>}
        {results.length > 0 && <MasterList masters={results} onChanged={changed} />}
      </section>
    </>
  );
}
