import { describe, expect, it } from 'vitest';
import {
  InvalidCalendarUrlError,
  googleCalendarUrl,
  liveStreamEvent,
  office365CalendarUrl,
  outlookCalendarUrl,
} from '../../../../../src/features/live/lib/calendar.ts';
import { buildLiveStream } from '../../../../support/contract-builders.ts';

const PAGE = 'https://www.example.org/music/concert-library/live-stream/winter-serenade';
const hostile = buildLiveStream({
  title: 'Bach & Händel; "live", 100% + more #1 🎻',
  short_description: 'Line one\nLine two, with a comma',
});

describe('liveStreamEvent', () => {
  it('runs from the start for program_duration minutes and links back to the page', () => {
    const event = liveStreamEvent(buildLiveStream({ program_duration: 90 }), PAGE);
    expect(event).toEqual({
      uid: 'livestream-6f1c2a4e-8b7d-4c3e-9a1f-2b3c4d5e6f70@www.example.org',
      title: 'Winter Serenade',
      description: `Strings by candlelight.\n\n${PAGE}`,
      start: new Date('2026-12-05T01:30:00Z'),
      end: new Date('2026-12-05T03:00:00Z'),
      url: PAGE,
    });
  });

  it('leaves out an empty short description', () => {
    expect(liveStreamEvent(buildLiveStream({ short_description: '  ' }), PAGE).description).toBe(PAGE);
  });

  it.each(['/music/concert-library/live-stream/x', 'javascript:alert(1)', 'not a url'])(
    'refuses the page address %s',
    (url) => {
      expect(() => liveStreamEvent(buildLiveStream(), url)).toThrow(InvalidCalendarUrlError);
    },
  );
});

describe('add-to-calendar links', () => {
  const event = liveStreamEvent(hostile, PAGE);

  it('opens a prefilled Google Calendar event in UTC', () => {
    const url = new URL(googleCalendarUrl(event));
    expect(`${url.origin}${url.pathname}`).toBe('https://calendar.google.com/calendar/render');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      action: 'TEMPLATE',
      text: hostile.title,
      dates: '20261205T013000Z/20261205T043000Z',
      details: `Line one\nLine two, with a comma\n\n${PAGE}`,
      location: PAGE,
    });
  });

  it.each([
    ['Outlook.com', outlookCalendarUrl, 'https://outlook.live.com/calendar/0/deeplink/compose'],
    ['Office 365', office365CalendarUrl, 'https://outlook.office.com/calendar/0/deeplink/compose'],
  ])('opens a prefilled %s event in UTC', (_name, link, base) => {
    const url = new URL(link(event));
    expect(`${url.origin}${url.pathname}`).toBe(base);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      path: '/calendar/action/compose',
      rru: 'addevent',
      startdt: '2026-12-05T01:30:00Z',
      enddt: '2026-12-05T04:30:00Z',
      subject: hostile.title,
      body: `Line one\nLine two, with a comma\n\n${PAGE}`,
      location: PAGE,
    });
  });

  it("writes spaces as %20, never '+', and encodes '&', '#' and '+' in values", () => {
    for (const link of [googleCalendarUrl(event), outlookCalendarUrl(event), office365CalendarUrl(event)]) {
      const query = link.slice(link.indexOf('?') + 1);
      expect(query).not.toMatch(/[+# ]/);
      expect(query).toContain('Bach%20%26%20H%C3%A4ndel');
      expect(query.split('&').every((pair) => /^[a-z]+=/.test(pair))).toBe(true);
    }
  });
});
