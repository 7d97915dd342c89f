import { useState } from 'react';
import { publishersOf } from '#lib/plays/plays-report.ts';
import type { WorkPlays } from '#lib/studio/plays.ts';
import { Alert } from '../ui/Alert.tsx';
import { messageOf } from '../ui/refusal.ts';
import styles from '../ui/Studio.module.css';
import plays from './Plays.module.css';
import { downloadPlaysCsv } from './download-plays-csv.ts';

/** One CSV per publisher of the works played in the period: a download each. */
export function PublisherExports({ works, from, to }: { works: readonly WorkPlays[]; from: string; to: string }) {
  const [busy, setBusy] = useState<string | null>(null);
  const [problem, setProblem] = useState('');
  async function download(publisher: string) {
    setBusy(publisher);
    setProblem('');
    try {
      await downloadPlaysCsv(publisher, from, to);
    } catch (error) {
      setProblem(messageOf(error));
    } finally {
      setBusy(null);
    }
  }
  return (
    <section className={styles.card} aria-labelledby="exports-title">
      <h2 id="exports-title">Exports for publishers</h2>
      <p className={styles.note}>
        One CSV per publisher: work title, composer, publisher, territory, plays, total minutes streamed. Counts under 5
        are written ‘&lt;5’.
      </p>
      <ul className={plays.exports}>
        {publishersOf(works).map((publisher) => (
          <li key={publisher}>
            <span>{publisher || 'No publisher recorded'}</span>
            <button
              type="button"
              className="button button--quiet"
              disabled={busy !== null}
              onClick={() => void download(publisher)}
            >
              Download CSV
              <span className="visually-hidden"> for {publisher || 'works with no publisher recorded'}</span>
            </button>
          </li>
        ))}
      </ul>
      <Alert message={problem} />
    </section>
  );
}
