import { describe, expect, it } from 'vitest';
import type { LiveStream } from '../../../../../src/lib/api/live-stream.ts';
import {
  liveStreamIcal,
  liveStreamIcalFileName,
  liveStreamsFeed,
} from '../../../../../src/features/live/lib/calendar-feed.ts';
import { ICAL_PRODID, icalDataUrl } from '../../../../../src/features/live/lib/ical-document.ts';
import { icalEvents, parseIcal, unescapeIcalText, type IcalProperty } from './support/ical-parser.ts';
import { buildLiveStream } from '../../../../support/contract-builders.ts';

const NOW = new Date('2026-11-21T18:04:05.678Z');
const SITE = 'https://www.example.org/music/concert-library';
const pageUrl = (stream: LiveStream) => `${SITE}/live-stream/${stream.identifier}`;

const HOSTILE_TITLE = 'Bach, Vivaldi; & "Friends" \\ Part 1\nEncore 🎻🎶 — Ünïcödé';
const LONG_DESCRIPTION = `${'A very long description, with commas; semicolons; and more. '.repeat(12)}👩‍👩‍👧‍👦`;

function value(properties: readonly IcalProperty[], name: string): string | undefined {
  return properties.find((property) => property.name === name)?.value;
}

describe('a live stream .ics file', () => {
  const stream = buildLiveStream({ title: HOSTILE_TITLE, short_description: LONG_DESCRIPTION });
  const document = liveStreamIcal(stream, pageUrl(stream), NOW);
  const properties = parseIcal(document);

  it('is one VCALENDAR with the required properties and one VEVENT', () => {
    expect(properties[0]).toEqual({ name: 'BEGIN', params: [], value: 'VCALENDAR' });
    expect(properties.at(-1)).toEqual({ name: 'END', params: [], value: 'VCALENDAR' });
    expect(value(properties, 'VERSION')).toBe('2.0');
    expect(value(properties, 'PRODID')).toBe(ICAL_PRODID);
    expect(value(properties, 'METHOD')).toBe('PUBLISH');
    expect(value(properties, 'X-WR-CALNAME')).toBeUndefined();
    expect(icalEvents(properties)).toHaveLength(1);
  });

  it('writes the event in UTC with its UID, stamp and URL', () => {
    const [event] = icalEvents(properties);
    expect(event?.get('UID')).toBe('livestream-6f1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f70@www.example.org');
    expect(event?.get('DTSTAMP')).toBe('20261121T180405Z');
    expect(event?.get('DTSTART')).toBe('20261205T013000Z');
    expect(event?.get('DTEND')).toBe('20261205T043000Z');
    expect(event?.get('URL')).toBe(`${SITE}/live-stream/winter-serenade`);
  });

  it('reads back a hostile title and a long description exactly', () => {
    const [event] = icalEvents(properties);
    expect(unescapeIcalText(event?.get('SUMMARY') ?? '')).toBe(HOSTILE_TITLE);
    expect(unescapeIcalText(event?.get('DESCRIPTION') ?? '')).toBe(`${LONG_DESCRIPTION}\n\n${pageUrl(stream)}`);
  });

  it('uses CRLF only and folds long lines', () => {
    expect(document.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(document).toContain('\r\n ');
  });

  it('is named after the stream and can be linked as a data URL', () => {
    expect(liveStreamIcalFileName(stream)).toBe('winter-serenade.ics');
    const url = icalDataUrl(document);
    expect(url.startsWith('data:text/calendar;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(url.slice(url.indexOf(',') + 1))).toBe(document);
  });
});

describe('the feed of upcoming live streams', () => {
  /** A stream with its own identifier and uuid. */
  const stream = (n: number, identifier: string, start: string, fields: Partial<LiveStream> = {}) =>
    buildLiveStream({
      identifier,
      uuid: `00000000-0000-4000-8000-00000000000${n}`,
      start_date_time: start,
      ...fields,
    });
  const streams = [
    stream(1, 'next-month', '2027-01-09T01:30:00Z'),
    stream(2, 'next-week', '2026-11-28T01:30:00Z'),
    stream(3, 'now', '2026-11-21T17:30:00Z'),
    stream(4, 'yesterday', '2026-11-20T17:30:00Z', { status: 'C', can_replay: true }),
    stream(5, 'missed', '2026-11-20T01:30:00Z'),
    stream(6, 'unlisted', '2026-11-29T01:30:00Z', { status: 'U' }),
    stream(7, 'sample', '2026-11-30T01:30:00Z', { is_sample_stream: true }),
  ];
  const properties = parseIcal(liveStreamsFeed(streams, { now: NOW, name: 'Concert Library, live', pageUrl }));

  it('holds the listed streams that are live or upcoming, soonest first', () => {
    const urls = icalEvents(properties).map((event) => event.get('URL'));
    expect(urls).toEqual([
      `${SITE}/live-stream/now`,
      `${SITE}/live-stream/next-week`,
      `${SITE}/live-stream/next-month`,
    ]);
  });

  it('gives every event its own UID', () => {
    const uids = icalEvents(properties).map((event) => event.get('UID'));
    expect(new Set(uids).size).toBe(3);
  });

  it('names itself and asks subscribers to reload it hourly', () => {
    expect(unescapeIcalText(value(properties, 'NAME') ?? '')).toBe('Concert Library, live');
    expect(unescapeIcalText(value(properties, 'X-WR-CALNAME') ?? '')).toBe('Concert Library, live');
    const refresh = properties.find((property) => property.name === 'REFRESH-INTERVAL');
    expect(refresh).toEqual({ name: 'REFRESH-INTERVAL', params: ['VALUE=DURATION'], value: 'PT1H' });
    expect(value(properties, 'X-PUBLISHED-TTL')).toBe('PT1H');
  });

  it('is a valid empty calendar when nothing is upcoming', () => {
    const empty = parseIcal(liveStreamsFeed([], { now: NOW, name: 'Live', pageUrl, refreshHours: 6 }));
    expect(icalEvents(empty)).toEqual([]);
    expect(value(empty, 'REFRESH-INTERVAL')).toBe('PT6H');
  });
});
