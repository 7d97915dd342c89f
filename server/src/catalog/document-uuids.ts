import { stableUuid } from '../../seed/stable-uuid.ts';

/**
 * The uuids an import makes for records that have none. A record's uuid is what a listener's
 * saved queue, resume positions and shared links hold, so a made uuid must be the same every time
 * the same document is imported: it is a name-based (version 5) uuid of what identifies the
 * record, never a random one. The names are the demo catalogue's own (server/seed), so the demo
 * written without uuids imports with the uuids it has.
 *
 * - a concert, media feature, collection or live stream: from its identifier;
 * - a performance: from its program's identifier ('studio' without one) and its composition's,
 *   with `:2`, `:3`… for a second and later performance of the same work in the same program;
 * - a recording: from its performance's uuid and its type, with `:2`… likewise.
 *
 * A uuid that is written (even one the import once made) is kept as it is.
 */

type Item = Record<string, unknown>;

/** The uuid name prefix of each list whose records are known by identifier. */
const BY_IDENTIFIER: Readonly<Record<string, string>> = {
  programs: 'program',
  media_features: 'media-feature',
  curated_collections: 'collection',
  live_streams: 'live-stream',
};

function isItem(value: unknown): value is Item {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True when a record has no uuid of its own: left out, null or empty. */
function lacksUuid(item: Item): boolean {
  return item['uuid'] === undefined || item['uuid'] === null || item['uuid'] === '';
}

/** Numbers repeated names: the first as it is, then `name:2`, `name:3`… in document order. */
function counter(): (name: string) => string {
  const seen = new Map<string, number>();
  return (name) => {
    const n = (seen.get(name) ?? 0) + 1;
    seen.set(name, n);
    return n === 1 ? name : `${name}:${n}`;
  };
}

function text(value: unknown, fallback: string): string {
  return typeof value === 'string' && value !== '' ? value : fallback;
}

function withUuid(item: Item, name: string): Item {
  return lacksUuid(item) ? { ...item, uuid: stableUuid(name) } : item;
}

function recordingsWithUuids(recordings: unknown, performanceUuid: string): unknown {
  if (!Array.isArray(recordings)) return recordings;
  const numbered = counter();
  return recordings.map((r: unknown) =>
    isItem(r) ? withUuid(r, numbered(`recording:${performanceUuid}:${text(r['type'], '?')}`)) : r,
  );
}

function performancesWithUuids(performances: unknown[]): unknown[] {
  const numbered = counter();
  return performances.map((p, index) => {
    if (!isItem(p)) return p;
    const key = `${text(p['program'], 'studio')}:${text(p['composition'], `#${index + 1}`)}`;
    const performance = withUuid(p, numbered(`performance:${key}`));
    const uuid = performance['uuid'];
    if (typeof uuid !== 'string' || !Array.isArray(performance['recordings'])) return performance;
    return { ...performance, recordings: recordingsWithUuids(performance['recordings'], uuid) };
  });
}

/** A raw document with a uuid made for every record that needs one and has none; anything else as it was. */
export function withMadeUuids(raw: unknown): unknown {
  if (!isItem(raw)) return raw;
  const doc: Item = { ...raw };
  for (const [list, prefix] of Object.entries(BY_IDENTIFIER)) {
    const items = doc[list];
    if (!Array.isArray(items)) continue;
    doc[list] = items.map((item: unknown, index) =>
      isItem(item) ? withUuid(item, `${prefix}:${text(item['identifier'], `#${index + 1}`)}`) : item,
    );
  }
  if (Array.isArray(doc['performances'])) doc['performances'] = performancesWithUuids(doc['performances']);
  return doc;
}
