import { describe, expect, it } from 'vitest';
import { LIVE_CALENDAR_PATH, webcalUrl } from '../../../../../src/features/live/lib/calendar-feed-url.ts';

describe('webcalUrl', () => {
  it("is the feed's address on the site's host with the webcal scheme", () => {
    expect(webcalUrl(new URL('https://www.example.org/'), `/music/concert-library${LIVE_CALENDAR_PATH}`)).toBe(
      'webcal://www.example.org/music/concert-library/live-streams.ics',
    );
    expect(webcalUrl('http://localhost:4321/any/page', '/music/concert-library/live-streams.ics')).toBe(
      'webcal://localhost:4321/music/concert-library/live-streams.ics',
    );
  });
});
