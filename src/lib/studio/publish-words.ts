import type { Publish, PublishPhase } from './publishing.ts';

/** What the studio calls each phase of a running publish. */
export const PUBLISH_PHASE_LABELS: Readonly<Record<PublishPhase, string>> = {
  preparing: 'Checking the drafts',
  pulling: 'Reading the catalogue',
  rendering: 'Building the pages',
  checking: 'Checking the links',
  publishing: 'Publishing the site',
  switching: 'Switching the API',
};

const secondsText = (seconds: number | null): string => (seconds === null ? '' : `${Math.round(seconds)} s`);

/** What an entry of the history was. */
export function publishKindName(entry: Pick<Publish, 'kind' | 'rollback_of'>): string {
  switch (entry.kind) {
    case 'publish':
      return 'Publish';
    case 'scheduled':
      return 'Scheduled publish';
    case 'rollback':
      return entry.rollback_of === null ? 'Rollback' : `Rollback to #${entry.rollback_of}`;
    case 'import':
      return 'Imported catalogue';
  }
}

/**
 * Where an entry is, in one line: 'Waiting for the publish before it', 'Building the pages: 139 of
 * about 540 pages, 16 s', 'Published in 18 s: 540 pages, build 20261129T160002Z-5c8f.', or the
 * reason it failed.
 */
export function publishStatusLine(entry: Publish): string {
  switch (entry.state) {
    case 'queued':
      return 'Waiting for the publish before it to end.';
    case 'running': {
      const phase = PUBLISH_PHASE_LABELS[entry.phase ?? 'preparing'];
      const pages =
        entry.pages_done === 0
          ? ''
          : entry.pages_expected === null
            ? `${entry.pages_done} pages`
            : `${entry.pages_done} of about ${entry.pages_expected} pages`;
      const detail = [pages, secondsText(entry.seconds)].filter(Boolean).join(', ');
      return detail ? `${phase}: ${detail}` : phase;
    }
    case 'done': {
      if (entry.kind === 'import') return `The catalogue as imported (version ${entry.catalogue_version ?? '?'}).`;
      const pages = entry.pages === null ? '' : `${entry.pages} pages`;
      const build = entry.build_id === null ? 'the site was unchanged' : `build ${entry.build_id}`;
      return `Published in ${secondsText(entry.seconds)}: ${[pages, build].filter(Boolean).join(', ')}.`;
    }
    case 'failed':
      return entry.reason ?? 'The publish failed.';
  }
}

/** Whether an entry is still under way. */
export const isUnderWay = (entry: Pick<Publish, 'state'>): boolean =>
  entry.state === 'queued' || entry.state === 'running';

/** An instant as the studio writes a schedule's time: on Chicago's clock, as every time in the library. */
export function centralTime(instant: string): string {
  const shown = new Date(instant).toLocaleString('en-US', {
    timeZone: 'America/Chicago',
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  return `${shown} Central`;
}
