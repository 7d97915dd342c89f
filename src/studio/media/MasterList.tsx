import { formatLength, type Master } from '#lib/studio/masters.ts';
import { formatBytes } from '#lib/studio/upload-progress.ts';
import { centralTime } from '#lib/studio/publish-words.ts';
import styles from '../ui/Studio.module.css';
import media from './Media.module.css';

const KIND_NAMES = { audio: 'Audio', video: 'Video' } as const;

/** The masters uploaded, newest first: what, how large, who and when, and whether it was taken. */
export function MasterList({ masters }: { masters: readonly Master[] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <caption className="visually-hidden">Masters uploaded, newest first</caption>
        <thead>
          <tr>
            <th scope="col">File</th>
            <th scope="col">Kind</th>
            <th scope="col">Length</th>
            <th scope="col">Size</th>
            <th scope="col">Uploaded</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {masters.map((master) => (
            <tr key={master.id}>
              <th scope="row">
                {master.filename}
                {master.described && (
                  <span className={`${styles.muted ?? ''} ${media.facts ?? ''}`}>{master.described}</span>
                )}
                {master.reason && <span className={media.facts}>{master.reason}</span>}
              </th>
              <td>{KIND_NAMES[master.kind]}</td>
              <td className={media.size}>{master.duration_ms === null ? '—' : formatLength(master.duration_ms)}</td>
              <td className={media.size}>{formatBytes(master.bytes)}</td>
              <td>
                {centralTime(master.uploaded_at)}
                {master.uploaded_by && <span className={styles.muted}> by {master.uploaded_by}</span>}
              </td>
              <td>{master.state === 'uploaded' ? 'Uploaded, whole' : 'Refused'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
