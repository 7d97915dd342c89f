import { expect, test, type Locator, type Page } from '@playwright/test';
import type { LiveStream } from '../../src/lib/api/contract.ts';
import { liveStreams } from './support/catalog.ts';
import { siteUrl } from './support/e2e-env.ts';
import { detail, LIVE_MARKERS as MARKERS, MINUTE, notice, openStream, startOf, stream } from './support/live.ts';
import { signInByEmailedLink } from './support/accounts.ts';
import { mainThreadPaints } from './support/main-thread-paints.ts';

/**
 * Live-stream journeys in Chromium with a controlled clock. The demo streams are
 * anchored to the moment the API started, so every expectation reads the stream's times from
 * the same API the site was built from, and the browser's clock is set relative to them.
 */

/** 'h:mm a' on the wall clock of `zone`, as the spec writes it ('7:30 pm'), computed independently of the site's code. */
function clockIn(instant: Date, zone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit', hour12: true })
    .format(instant)
    .replace(/\s/g, ' ')
    .toLowerCase();
}

/** 'dddd, MMMM D, [at] h:mm a' on the wall clock of `zone`. */
/** The Central clock of a date and time seen from `zone`, with Chicago's weekday when it is another date there. */
function centralPartFor(instant: Date, zone: string): string {
  const date = (timeZone: string) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant);
  const clock = clockIn(instant, 'America/Chicago');
  if (date(zone) === date('America/Chicago')) return clock;
  const weekday = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Chicago', weekday: 'long' }).format(instant);
  return `${weekday} ${clock}`;
}

function dateTimeIn(instant: Date, zone: string): string {
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).formatToParts(instant);
  const part = (type: string) => day.find((p) => p.type === type)?.value ?? '';
  return `${part('weekday')}, ${part('month')} ${part('day')}, at ${clockIn(instant, zone)}`;
}

/** The home page ten minutes into the in-progress demo stream, once its banner says so. */
async function homeDuringMozart(page: Page): Promise<{ mozart: LiveStream; banner: Locator }> {
  const mozart = await stream(MARKERS.inProgress);
  await page.clock.install({ time: new Date(startOf(mozart).getTime() + 10 * MINUTE) });
  await page.goto(siteUrl('/'));
  const banner = page.getByRole('complementary', { name: 'Live stream' });
  await expect(banner).toContainText('Live stream now!');
  return { mozart, banner };
}

test.describe('live streams in Chicago', () => {
  test.use({ timezoneId: 'America/Chicago' });

  test('a stream crosses from its start notice to live and the video appears without a reload', async ({ page }) => {
    const brahms = await stream(MARKERS.startingWithin15Minutes);
    const start = startOf(brahms);
    expect(brahms.open_date_time).toBeNull();
    await page.clock.install({ time: new Date(start.getTime() - MINUTE) });
    await signInByEmailedLink(page, 'live');
    await openStream(page, brahms.identifier);

    await expect(detail(page)).toHaveAttribute('data-live-state', 'soon');
    await expect(notice(page)).toHaveText(`This live stream will start at ${clockIn(start, 'America/Chicago')}`);
    await expect(detail(page).getByText('Live now!')).toHaveCount(0);
    await expect(detail(page).locator('.video-js')).toHaveCount(0);
    await page.evaluate(() => {
      (window as unknown as { liveMarker: string }).liveMarker = 'same document';
    });

    await page.clock.fastForward(2 * MINUTE);

    await expect(detail(page)).toHaveAttribute('data-live-state', 'live');
    await expect(detail(page).getByText('Live now!')).toBeVisible();
    await expect(detail(page).locator('.video-js')).toBeVisible({ timeout: 15_000 });
    await expect(detail(page).getByText('This live stream will start')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { liveMarker?: string }).liveMarker)).toBe('same document');
  });

  test('a complete, replayable stream shows its replay', async ({ page }) => {
    const tchaikovsky = await stream(MARKERS.completeWithReplay);
    expect(tchaikovsky.status).toBe('C');
    expect(tchaikovsky.can_replay).toBe(true);
    await page.clock.install({ time: new Date(startOf(tchaikovsky).getTime() + 24 * 60 * MINUTE) });
    await signInByEmailedLink(page, 'live');
    await openStream(page, tchaikovsky.identifier);

    await expect(detail(page)).toHaveAttribute('data-live-state', 'complete-replay');
    await expect(detail(page).locator('.video-js')).toBeVisible({ timeout: 15_000 });
    await expect(detail(page).getByText('This livestream has ended.')).toHaveCount(0);
    await expect(detail(page).getByText('Live now!')).toHaveCount(0);
  });

  test('the replay is gone after its window: the stream has ended', async ({ page }) => {
    const tchaikovsky = await stream(MARKERS.completeWithReplay);
    await page.clock.install({ time: new Date(startOf(tchaikovsky).getTime() + 49 * 60 * MINUTE) });
    await openStream(page, tchaikovsky.identifier);
    await expect(detail(page)).toHaveAttribute('data-live-state', 'complete');
    await expect(notice(page)).toHaveText('This livestream has ended.');
    await expect(detail(page).locator('.video-js')).toHaveCount(0);
  });

  test('a complete stream without replay says it has ended', async ({ page }) => {
    await openStream(page, MARKERS.completeWithoutReplay);
    await expect(detail(page)).toHaveAttribute('data-live-state', 'complete');
    await expect(notice(page)).toHaveText('This livestream has ended.');
    await expect(detail(page).locator('.video-js')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Theater mode' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add to calendar' })).toHaveCount(0);
  });

  test('a stream whose links fail shows its stream_error_message', async ({ page }) => {
    const anselm = await stream(MARKERS.inProgressUnplayable);
    expect(anselm.stream_error_message).not.toBe('');
    await signInByEmailedLink(page, 'live');
    await openStream(page, anselm.identifier);
    await expect(detail(page)).toHaveAttribute('data-live-state', 'live');
    await expect(detail(page).getByRole('alert')).toContainText(anselm.stream_error_message);
    await expect(detail(page).locator('.video-js')).toHaveCount(0);
  });

  test('theater mode toggles on a wide screen', async ({ page }) => {
    await openStream(page, MARKERS.sample);
    const toggle = page.getByRole('button', { name: 'Theater mode' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(detail(page)).not.toHaveClass(/theater/);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(detail(page)).toHaveClass(/theater/);
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(detail(page)).not.toHaveClass(/theater/);
  });

  test.describe('on a small screen', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('theater mode is hidden', async ({ page }) => {
      await openStream(page, MARKERS.sample);
      await expect(detail(page)).toHaveAttribute('data-live-state', 'live');
      await expect(page.getByRole('button', { name: 'Theater mode', includeHidden: true })).toHaveCount(1);
      await expect(page.getByRole('button', { name: 'Theater mode', includeHidden: true })).toBeHidden();
    });
  });

  test('the add-to-calendar links expand on click', async ({ page }) => {
    const premiere = await stream(MARKERS.futureDate);
    await openStream(page, premiere.identifier);
    const button = page.getByRole('button', { name: 'Add to calendar' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('link', { name: 'Google Calendar' })).toHaveCount(0);

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const google = page.getByRole('link', { name: 'Google Calendar' });
    await expect(google).toBeVisible();
    expect(await google.getAttribute('href')).toMatch(/^https:\/\/calendar\.google\.com\//);
    await expect(page.getByRole('link', { name: 'Outlook.com' })).toHaveAttribute(
      'href',
      /^https:\/\/outlook\.live\.com\//,
    );
    await expect(page.getByRole('link', { name: 'Office 365' })).toHaveAttribute(
      'href',
      /^https:\/\/outlook\.office\.com\//,
    );
    const ics = page.getByRole('link', { name: 'iCal file (.ics)' });
    await expect(ics).toHaveAttribute('download', /\.ics$/);
    await expect(ics).toHaveAttribute('href', /^data:text\/calendar/);

    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(google).toHaveCount(0);
  });

  test("'Add to calendar' is only on streams that have not started", async ({ page }) => {
    const mozart = await stream(MARKERS.inProgress);
    await page.clock.install({ time: new Date(startOf(mozart).getTime() + 10 * MINUTE) });
    await openStream(page, mozart.identifier);
    await expect(detail(page)).toHaveAttribute('data-live-state', 'live');
    await expect(page.getByRole('button', { name: 'Add to calendar' })).toHaveCount(0);

    await openStream(page, MARKERS.endedLongAgo);
    await expect(detail(page)).not.toHaveAttribute('data-live-state', 'unknown');
    await expect(page.getByRole('button', { name: 'Add to calendar' })).toHaveCount(0);

    const haydn = await stream(MARKERS.laterToday);
    await openStream(page, haydn.identifier);
    await expect(detail(page)).toHaveAttribute('data-live-state', /^(soon|future)$/);
    await expect(page.getByRole('button', { name: 'Add to calendar' })).toBeVisible();
  });

  test('a Chicago visitor reads Central time without a suffix', async ({ page }) => {
    const premiere = await stream(MARKERS.futureDate);
    await openStream(page, premiere.identifier);
    await expect(detail(page)).toHaveAttribute('data-live-state', 'future');
    await expect(notice(page)).toHaveText(
      `This live stream will start ${dateTimeIn(startOf(premiere), 'America/Chicago')}`,
    );
    await expect(detail(page).getByText('Central')).toHaveCount(0);
  });

  test("the banner shows 'Live stream now!' linking to the live stream", async ({ page }) => {
    const { mozart, banner } = await homeDuringMozart(page);
    await expect(banner.getByRole('link')).toHaveAttribute('href', new RegExp(`/live-stream/${mozart.identifier}/?$`));
    await banner.getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/live-stream/${mozart.identifier}/?$`));
    await expect(detail(page)).toHaveAttribute('data-live-state', 'live');
  });

  test("the banner's pulse while a stream is live leaves the page's main thread alone", async ({ page }) => {
    const { banner } = await homeDuringMozart(page);
    await expect(banner.locator('[data-live-banner-dot]')).toBeVisible();
    // Drawn on the compositor, the pulse repaints nothing; as an animated box-shadow it repainted every frame.
    expect(await mainThreadPaints(page, 2_000)).toBeLessThan(10);
  });

  test('the list shows listed, watchable streams by end time, with Live now! on the live ones', async ({ page }) => {
    const all = await liveStreams();
    const mozart = all.find((candidate) => candidate.identifier === MARKERS.inProgress);
    if (!mozart) throw new Error('The in-progress demo stream is missing.');
    const at = new Date(startOf(mozart).getTime() + 10 * MINUTE);
    // end_date_time = start + program_duration (180 minutes when the API leaves it out).
    const end = (live: LiveStream) => startOf(live).getTime() + live.program_duration * MINUTE;
    // Watchable: live (I), complete with a replay whose window is open, or not ended yet.
    // The replay end is replay_end_time, or 48 hours after the start when the API leaves it out.
    const replayEnd = (live: LiveStream) =>
      live.replay_end_time === null ? startOf(live).getTime() + 48 * 60 * MINUTE : Date.parse(live.replay_end_time);
    const replayOpen = (live: LiveStream) => live.can_replay && replayEnd(live) > at.getTime();
    const watchable = (live: LiveStream) =>
      live.status === 'I' || (live.status === 'C' ? replayOpen(live) : end(live) > at.getTime());
    const expected = all
      .filter((live) => live.status !== 'U' && !live.is_sample_stream && watchable(live))
      .sort((a, b) => end(a) - end(b))
      .map((live) => live.identifier);
    expect(expected).not.toContain(MARKERS.unlisted);
    expect(expected).not.toContain(MARKERS.sample);
    // Ended without a replay it can still offer: off the list, so the live stream comes first on a phone.
    expect(expected).not.toContain(MARKERS.completeWithoutReplay);
    expect(expected).not.toContain(MARKERS.endedLongAgo);
    expect(expected).toContain(MARKERS.completeWithReplay);
    // At this instant no scheduled stream has opened yet (the next one starts minutes after the API started), so only status I is live.
    const liveNow = all
      .filter((live) => expected.includes(live.identifier) && live.status === 'I')
      .map((live) => live.identifier);
    expect(liveNow).toEqual(expect.arrayContaining([MARKERS.inProgress, MARKERS.inProgressUnplayable]));

    await page.clock.install({ time: at });
    await page.goto(siteUrl('/live-streams'));
    const items = page.locator('li[data-live-stream]');
    await expect(items).toHaveCount(expected.length);
    expect(await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-live-stream')))).toEqual(
      expected,
    );
    for (const identifier of expected) {
      const item = page.locator(`li[data-live-stream="${identifier}"]`);
      await expect(item.getByText('Live now!')).toHaveCount(liveNow.includes(identifier) ? 1 : 0);
      await expect(item.getByRole('link')).toHaveAttribute('href', new RegExp(`/live-stream/${identifier}/?$`));
    }
  });

  test('a stream the API no longer lists flashes and lands on /live-streams', async ({ page }) => {
    // Simulated: the API's list is answered without one stream, as if it had been deleted after the build.
    const gone = MARKERS.laterToday;
    await page.route(
      (url) => url.pathname.endsWith('/api/2/live_streams/'),
      async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { results: { identifier: string }[] } | { identifier: string }[];
        const without = Array.isArray(body)
          ? body.filter((item) => item.identifier !== gone)
          : { ...body, results: body.results.filter((item) => item.identifier !== gone) };
        await route.fulfill({ response, json: without });
      },
    );
    await page.goto(siteUrl(`/live-stream/${gone}`));
    await expect(page).toHaveURL(/\/live-streams\/?$/);
    await expect(page.getByText('Sorry, that live stream is no longer available.')).toBeVisible();
    // The list page fetches the streams again; let a fetch still in flight end quietly.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  });
});

test.describe('live streams seen from Berlin', () => {
  test.use({ timezoneId: 'Europe/Berlin' });

  test("a Berlin visitor sees their time followed by ' (h:mm a Central)', with Chicago's day when it differs", async ({
    page,
  }) => {
    const premiere = await stream(MARKERS.futureDate);
    const start = startOf(premiere);
    await openStream(page, premiere.identifier);
    await expect(notice(page)).toHaveText(
      `This live stream will start ${dateTimeIn(start, 'Europe/Berlin')} (${centralPartFor(start, 'Europe/Berlin')} Central)`,
    );
  });

  test('the start notice of a stream about to start carries the Central suffix too', async ({ page }) => {
    const brahms = await stream(MARKERS.startingWithin15Minutes);
    const start = startOf(brahms);
    await page.clock.install({ time: new Date(start.getTime() - 5 * MINUTE) });
    await openStream(page, brahms.identifier);
    await expect(notice(page)).toHaveText(
      `This live stream will start at ${clockIn(start, 'Europe/Berlin')} (${clockIn(start, 'America/Chicago')} Central)`,
    );
  });
});
