import { describe, expect, it } from 'vitest';
import { calendarLinks } from '../../../../../src/features/live/lib/calendar-links.ts';
import { buildLiveStream } from '../../../../support/contract-builders.ts';

describe('calendarLinks', () => {
  it("gives Google, Outlook.com, Office 365 and the .ics file, for the stream's page at the origin", () => {
    const stream = buildLiveStream({ identifier: 'winter-serenade', title: 'Winter *Serenade*' });
    const links = calendarLinks(stream, 'https://www.example.org', new Date('2026-12-01T12:00:00Z'));
    expect(links.map((link) => link.label)).toEqual([
      'Google Calendar',
      'Outlook.com',
      'Office 365',
      'iCal file (.ics)',
    ]);
    const [google, outlook, office, ics] = links;
    expect(google?.href).toMatch(/^https:\/\/calendar\.google\.com\//);
    // The title in plain text, and the stream's page under the site's base path.
    expect(decodeURIComponent(google?.href ?? '')).toContain('Winter Serenade');
    expect(decodeURIComponent(google?.href ?? '')).toMatch(
      /https:\/\/www\.example\.org\/[^"]*live-stream\/winter-serenade/,
    );
    expect(outlook?.href).toMatch(/^https:\/\/outlook\.live\.com\//);
    expect(office?.href).toMatch(/^https:\/\/outlook\.office\.com\//);
    expect(ics?.href).toMatch(/^data:text\/calendar/);
    expect(ics?.download).toMatch(/\.ics$/);
    expect(decodeURIComponent(ics?.href ?? '')).toContain('DTSTAMP:20261201T120000Z');
  });
});
