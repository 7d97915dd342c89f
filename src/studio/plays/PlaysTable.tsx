import { playMinutes } from '#lib/plays/play-minutes.ts';
import { territoryLabel } from '#lib/plays/territory-label.ts';
import type { WorkPlays } from '#lib/studio/plays.ts';
import styles from '../ui/Studio.module.css';
import plays from './Plays.module.css';

/** Plays per work over the period, exact, with each territory's share; the counts first, so a phone shows them without scrolling. */
export function PlaysTable({ works }: { works: readonly WorkPlays[] }) {
  return (
    <div className={styles.tableWrap}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Work</th>
            <th scope="col" className={plays.number}>
              Plays
            </th>
            <th scope="col" className={plays.number}>
              Minutes
            </th>
            <th scope="col">Territories</th>
            <th scope="col">Composer</th>
            <th scope="col">Publisher</th>
          </tr>
        </thead>
        <tbody>
          {works.map((work) => (
            <tr key={work.work}>
              <th scope="row">{work.title}</th>
              <td className={plays.number}>{work.plays}</td>
              <td className={plays.number}>{playMinutes(work.milliseconds)}</td>
              <td>
                {work.territories
                  .map((territory) => `${territoryLabel(territory.territory)} ${territory.plays}`)
                  .join(', ')}
              </td>
              <td>{work.composer}</td>
              <td>{work.publisher || <span className={styles.muted}>none recorded</span>}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
