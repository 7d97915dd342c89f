import { formatLength, type Master } from '#lib/studio/masters.ts';
import { formatBytes } from '#lib/studio/upload-progress.ts';
import { centralTime } from '#lib/studio/publish-words.ts';
import { formatClockDuration } from '#lib/time/durations.ts';
import styles from '../ui/Studio.module.css';
import media from './Media.module.css';
import { MasterRenditions } from './MasterRenditions.tsx';

const KIND_NAMES = { audio: 'Audio', video: 'Video' } as const;

/** One master: what it is, how long and large, who uploaded it when, and where its renditions are. */
function MasterCard({ master, onChanged }: { master: Master; onChanged: (master: Master) => void }) {
  const part = master.part_of;
  const facts = [
    part ? `${KIND_NAMES[master.kind]} part` : KIND_NAMES[master.kind],
    master.duration_ms === null ? null : formatLength(master.duration_ms),
    part ? null : formatBytes(master.bytes),
  ].filter(Boolean);
  return (
    <li className={media.master}>
      <article aria-labelledby={`master-${master.id}`}>
        <h3 id={`master-${master.id}`} className={media.masterName}>
          {master.filename}
        </h3>
        <p className={media.masterFacts}>
          <span className={media.size}>{facts.join(' · ')}</span>
          {master.described && <span> · {master.described}</span>}
        </p>
        {part && (
          <p className={media.masterFacts}>
            Cut from “{part.filename}”, {formatClockDuration(part.start_ms)} to {formatClockDuration(part.end_ms)}
          </p>
        )}
        <p className={styles.muted}>
          {part ? 'Cut' : 'Uploaded'} {centralTime(master.uploaded_at)}
          {master.uploaded_by && ` by ${master.uploaded_by}`}
          {master.file_removed_at &&
            `; its file removed ${centralTime(master.file_removed_at)}, once its renditions were made`}
        </p>
        <MasterRenditions master={master} onChanged={onChanged} />
      </article>
    </li>
  );
}

/** The masters uploaded, newest first, each a card that reads the same on a phone and a desk. */
export function MasterList({
  masters,
  onChanged,
}: {
  masters: readonly Master[];
  onChanged: (master: Master) => void;
}) {
  return (
    <ul className={media.masters} aria-label="Masters uploaded, newest first">
      {masters.map((master) => (
        <MasterCard key={master.id} master={master} onChanged={onChanged} />
      ))}
    </ul>
  );
}
