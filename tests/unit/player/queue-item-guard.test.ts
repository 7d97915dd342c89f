import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DateTimeSchema, UrlSchema } from '../../../src/lib/api/common.ts';
import { CuepointSchema } from '../../../src/lib/api/performance.ts';
import { StreamLinksSchema } from '../../../src/lib/api/stream-links.ts';
import {
  isDateTime,
  isUuid,
  readPlayRequest,
  readQueueItem,
  readStreamLinks,
} from '../../../src/lib/player/queue-item-guard.ts';
import { makeItem, queueItemArbitrary } from './support/queue-items.ts';

/**
 * The oracle: the queue item built from the contract's own schemas. The hand-written guard
 * must accept exactly what it accepts and answer the same copy.
 */
const PlayRequestOracle = z.object({
  composition_id: z.number().int(),
  performance_id: z.number().int(),
  composition_identifier: z.string().min(1),
  recording_uuid: z.uuid(),
  title: z.string().min(1),
  composer: z.string(),
  performers: z.array(z.string()),
  image: UrlSchema.nullable(),
  duration_ms: z.number().int().nonnegative(),
  movement_cuepoints: z.array(CuepointSchema),
});
const QueueItemOracle = PlayRequestOracle.extend({
  stream_links: StreamLinksSchema,
  stream_links_expires: DateTimeSchema,
});

const pad = (width: number) => (n: number) => String(n).padStart(width, '0');

/** Date-times near the valid form: every field may step out of its range, or the zone be wrong. */
const nearDateTime = fc
  .tuple(
    fc.integer({ min: 0, max: 9999 }).map(pad(4)),
    fc.integer({ min: 0, max: 13 }).map(pad(2)),
    fc.integer({ min: 0, max: 32 }).map(pad(2)),
    fc.integer({ min: 0, max: 25 }).map(pad(2)),
    fc.integer({ min: 0, max: 61 }).map(pad(2)),
    fc.integer({ min: 0, max: 61 }).map(pad(2)),
    fc.constantFrom('', '.5', '.123456', '.'),
    fc.constantFrom('Z', 'z', '', '+05:30', '-00:00', '+23:59', '+24:00', '-12:60', '+0530'),
    fc.constantFrom('T', ' ', 't'),
  )
  .map(([y, mo, d, h, mi, s, fraction, zone, t]) => `${y}-${mo}-${d}${t}${h}:${mi}:${s}${fraction}${zone}`);

/** UUIDs of any version, some with one character changed. */
const nearUuid = fc.oneof(
  fc.uuid(),
  fc.constantFrom(
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF',
  ),
  fc
    .tuple(fc.uuid(), fc.nat(35), fc.constantFrom('0', '9', 'a', 'F', 'g', '-', 'x', ''))
    .map(([uuid, at, character]) => `${uuid.slice(0, at)}${character}${uuid.slice(at + 1)}`),
);

/** Values a corrupt or foreign store may hold in place of a field. */
const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  fc.double(),
  fc.constantFrom(
    undefined,
    null,
    '',
    'x',
    -1,
    0,
    1.5,
    -0,
    2 ** 53,
    Number.MAX_SAFE_INTEGER,
    Number.NaN,
    Infinity,
    [],
    {},
    [''],
    [{}],
  ),
  nearDateTime,
  nearUuid,
);

/** A valid object with one field replaced by an odd value, or removed. */
function withOneFieldChanged(valid: fc.Arbitrary<object>): fc.Arbitrary<Record<string, unknown>> {
  const change = fc.oneof(
    { weight: 1, arbitrary: fc.constant({ remove: true as const }) },
    { weight: 5, arbitrary: oddValue.map((value) => ({ remove: false as const, value })) },
  );
  return fc.tuple(valid, fc.nat(), change).map(([value, at, how]) => {
    const keys = Object.keys(value);
    const key = keys[at % keys.length] ?? '';
    const changed: Record<string, unknown> = Object.fromEntries(Object.entries(value));
    if (how.remove) Reflect.deleteProperty(changed, key);
    else changed[key] = how.value;
    return changed;
  });
}

/** A valid item with one of its links or one cue point's field changed. */
const nestedChange = fc.tuple(queueItemArbitrary, fc.nat(), oddValue).map(([item, at, replacement]) => {
  const linkKeys = ['broadband_standard_dynamics', 'cellular_standard_dynamics', 'hls'];
  if (at % 2 === 0 || item.movement_cuepoints.length === 0) {
    return { ...item, stream_links: { ...item.stream_links, [linkKeys[at % 3] ?? 'hls']: replacement } };
  }
  const cuepoints = item.movement_cuepoints.map((cue, index) =>
    index === at % item.movement_cuepoints.length ? { ...cue, [at % 4 < 2 ? 'title' : 'start']: replacement } : cue,
  );
  return { ...item, movement_cuepoints: cuepoints };
});

/** Says the same as the oracle: null where it fails, its parsed copy where it passes. */
function expectAgreement(read: unknown, oracle: z.ZodType, value: unknown): void {
  const parsed = oracle.safeParse(value);
  expect(read).toEqual(parsed.success ? parsed.data : null);
}

const { stream_links: _links, stream_links_expires: _expires, ...request } = makeItem(1);

describe('readQueueItem', () => {
  it('accepts every valid item and answers an equal copy', () => {
    fc.assert(
      fc.property(queueItemArbitrary, (item) => {
        const read = readQueueItem(JSON.parse(JSON.stringify(item)));
        expect(read).toEqual(item);
        expect(read).not.toBe(item);
      }),
      { numRuns: 300 },
    );
  });

  it('agrees with the contract on items with one field changed or missing', () => {
    fc.assert(
      fc.property(withOneFieldChanged(queueItemArbitrary), (value) =>
        expectAgreement(readQueueItem(value), QueueItemOracle, value),
      ),
      { numRuns: 2000 },
    );
  });

  it('agrees with the contract when a link or a cue point is changed', () => {
    fc.assert(
      fc.property(nestedChange, (value) => expectAgreement(readQueueItem(value), QueueItemOracle, value)),
      { numRuns: 1000 },
    );
  });

  it('drops fields it does not know, at every level', () => {
    const item = makeItem(2);
    const stored = {
      ...item,
      extra: 'x',
      stream_links: { ...item.stream_links, other: 'y' },
      movement_cuepoints: item.movement_cuepoints.map((cue) => ({ ...cue, colour: 'red' })),
    };
    expect(readQueueItem(stored)).toEqual(item);
  });

  it.each([null, undefined, 'item', 3, [], [makeItem(1)]])('refuses %j', (value) => {
    expect(readQueueItem(value)).toBeNull();
  });
});

describe('readPlayRequest', () => {
  it("reads a button's request, whatever links it carries", () => {
    expect(readPlayRequest(request)).toEqual(request);
    expect(readPlayRequest(makeItem(1))).toEqual(request);
  });

  it('agrees with the contract on requests with one field changed or missing', () => {
    const requests = queueItemArbitrary.map(({ stream_links: _l, stream_links_expires: _e, ...rest }) => rest);
    fc.assert(
      fc.property(withOneFieldChanged(requests), (value) =>
        expectAgreement(readPlayRequest(value), PlayRequestOracle, value),
      ),
      { numRuns: 2000 },
    );
  });
});

describe('the field rules', () => {
  it('accept a date-time exactly when the contract does', () => {
    fc.assert(
      fc.property(nearDateTime, (text) => {
        expect(isDateTime(text)).toBe(DateTimeSchema.safeParse(text).success);
      }),
      { numRuns: 3000 },
    );
    for (const text of ['2024-02-29T00:00:00Z', '2000-02-29T12:00:00+01:00', '2026-11-21T18:00:00.000Z'])
      expect(isDateTime(text), text).toBe(true);
    for (const text of [
      '2023-02-29T00:00:00Z',
      '1900-02-29T00:00:00Z',
      '2026-04-31T00:00:00Z',
      '2026-11-21T18:00Z',
      '2026-11-21',
    ]) {
      expect(isDateTime(text), text).toBe(false);
    }
  });

  it('accept a UUID exactly when the contract does', () => {
    fc.assert(
      fc.property(nearUuid, (text) => {
        expect(isUuid(text)).toBe(z.uuid().safeParse(text).success);
      }),
      { numRuns: 3000 },
    );
  });

  it('accept stream links exactly when the contract does', () => {
    const links = fc.dictionary(
      fc.constantFrom('broadband_standard_dynamics', 'cellular_standard_dynamics', 'hls', 'other'),
      oddValue,
    );
    fc.assert(
      fc.property(fc.oneof(links, oddValue), (value) =>
        expectAgreement(readStreamLinks(value), StreamLinksSchema, value),
      ),
      {
        numRuns: 2000,
      },
    );
  });
});
