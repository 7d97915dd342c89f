import { expect, test, type Page } from '@playwright/test';
import type { LiveStream } from '../../src/lib/api/contract.ts';
import { codeAndLoadTimes, delayPictures } from './support/after-load-code.ts';
import { mailsTo, nextMail, registerByApi, uniqueEmail } from './support/accounts.ts';
import { flashRegion } from './support/flash-messages.ts';
import { hydrated } from './support/islands.ts';
import { liveStreams } from './support/catalog.ts';
import { watchCspViolations } from './support/csp-violations.ts';
import { apiBase, chatEmbedTemplate, siteBase, siteUrl } from './support/e2e-env.ts';
import { icalText, icalUtc, icalValue, readIcal } from './support/ical-reader.ts';
import { detail, LIVE_MARKERS, MINUTE, openStream, startOf, stream } from './support/live.ts';

/**
 * The parts of a live-stream page around the video, in Chromium against the real API
 * and the built site: sign-in for a live stream and the way back to it, the embedded chat from
 * its own origin, the program with its sponsors, and the subscribable calendar of upcoming streams.
 * Every expectation reads the stream from the API the site was built from.
 */

const SIGN_IN_TO_VIEW = 'You must be signed in to view this video.';

/** A path of the site as the browser shows it, without a trailing slash. */
function pathOf(url: string): string {
  return new URL(url).pathname.replace(/\/$/, '');
}

/** The path the site stores under `redirectTo` and returns to after sign-in. */
function streamPath(identifier: string): string {
  return pathOf(siteUrl(`/live-stream/${identifier}`));
}

/** A title as the site shows it in plain text: asterisk emphasis marks removed (rules §1). */
function plainTitle(title: string): string {
  return title.replace(/\*([^*]+)\*/g, '$1');
}

/** The text an HTML fragment from the API shows. */
function textOfHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The page's requests for stream links and its console errors, as they come. */
function watchStreamRequests(page: Page): { streamRequests: string[]; consoleErrors: string[] } {
  const watched = { streamRequests: [] as string[], consoleErrors: [] as string[] };
  page.on('request', (request) => {
    if (request.url().includes('/stream/')) watched.streamRequests.push(request.url());
  });
  page.on('console', (message) => {
    if (message.type() === 'error') watched.consoleErrors.push(message.text());
  });
  return watched;
}

function chatFrame(page: Page) {
  return page.locator('iframe[title="Live chat"]');
}

test.describe('signing in for a live stream', () => {
  test('a signed-out visitor is asked to sign in, signs in with the emailed link and comes back to the playing stream', async ({
    page,
  }) => {
    const mozart = await stream(LIVE_MARKERS.inProgress);
    expect([mozart.status, mozart.is_sample_stream]).toEqual(['I', false]);
    const email = uniqueEmail('live-return');
    await registerByApi(email, 'listen-live-2026', 'Lena', 'Listener');

    const { streamRequests, consoleErrors } = watchStreamRequests(page);
    await openStream(page, mozart.identifier);
    await expect(detail(page)).toHaveAttribute('data-live-state', 'live');
    const prompt = detail(page).getByRole('alert');
    await expect(prompt).toContainText(SIGN_IN_TO_VIEW);
    await expect(detail(page).locator('.video-js')).toHaveCount(0);
    // Signed out, the server could only answer 401: the page says so without asking (no failed request to report).
    expect(streamRequests).toEqual([]);
    expect(consoleErrors).toEqual([]);
    // Rules §4: the stream's 401 remembers where the visitor was.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('redirectTo')))
      .toBe(streamPath(mozart.identifier));

    await prompt.getByRole('link', { name: 'Sign in' }).click();
    await expect.poll(() => pathOf(page.url())).toBe(pathOf(siteUrl('/sign-in')));
    await hydrated(page);
    const seen = (await mailsTo(email)).length;
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(flashRegion(page)).toContainText('Check your email for a sign-in link.');
    const mail = await nextMail(email, seen, /sign-in link/i);
    expect(mail.link).toContain('/magic/');

    await page.goto(mail.link ?? '');
    await expect.poll(() => pathOf(page.url()), { timeout: 10_000 }).toBe(streamPath(mozart.identifier));
    await expect(flashRegion(page)).toContainText("You're signed in.");
    await expect(detail(page)).toHaveAttribute('data-live-state', 'live');
    await expect(detail(page).locator('.video-js')).toBeVisible({ timeout: 15_000 });
    await expect(detail(page).getByText(SIGN_IN_TO_VIEW)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('redirectTo'))).toBeNull();
  });

  test("a signed-out visitor reads an unplayable stream's own message, not the sign-in prompt, without a request", async ({
    page,
  }) => {
    const anselm = await stream(LIVE_MARKERS.inProgressUnplayable);
    expect([anselm.is_sample_stream, anselm.stream_error_message]).toEqual([false, expect.stringMatching(/\S/)]);
    const { streamRequests } = watchStreamRequests(page);
    await openStream(page, anselm.identifier);
    await expect(detail(page)).toHaveAttribute('data-live-state', 'live');
    await expect(detail(page).getByRole('alert')).toContainText(anselm.stream_error_message);
    await expect(detail(page).getByText(SIGN_IN_TO_VIEW)).toHaveCount(0);
    expect(streamRequests).toEqual([]);
  });

  test('the sample stream plays without signing in, asking for its links without a token', async ({ page }) => {
    const sample = await stream(LIVE_MARKERS.sample);
    expect(sample.is_sample_stream).toBe(true);
    const links = page.waitForResponse((response) => response.url().includes(`/stream/livestream/${sample.uuid}/`));
    await openStream(page, sample.identifier);
    const answer = await links;
    expect(answer.status()).toBe(200);
    expect(await answer.request().headerValue('authorization')).toBeNull();
    await expect(detail(page)).toHaveAttribute('data-live-state', 'live');
    await expect(detail(page).locator('.video-js')).toBeVisible({ timeout: 15_000 });
    await expect(detail(page).getByText(SIGN_IN_TO_VIEW)).toHaveCount(0);
    await expect(detail(page).getByRole('link', { name: 'Sign in' })).toHaveCount(0);
    // Live, but without a chat_code: no chat.
    expect(sample.chat_code).toBe('');
    await expect(chatFrame(page)).toHaveCount(0);
  });
});

test.describe('the live chat', () => {
  test.use({ timezoneId: 'America/Chicago' });

  test('a stream with a chat_code shows no chat before it is live, then its chat loads in a sandboxed frame from the chat origin', async ({
    page,
  }) => {
    const brahms = await stream(LIVE_MARKERS.startingWithin15Minutes);
    expect(brahms.status).toBeNull();
    expect(brahms.chat_code).not.toBe('');
    const violations = await watchCspViolations(page);
    await page.clock.install({ time: new Date(startOf(brahms).getTime() - MINUTE) });
    await openStream(page, brahms.identifier);
    await expect(detail(page)).toHaveAttribute('data-live-state', 'soon');
    await expect(chatFrame(page)).toHaveCount(0);

    await page.clock.fastForward(2 * MINUTE);
    await expect(detail(page)).toHaveAttribute('data-live-state', 'live');
    const frame = chatFrame(page);
    await expect(frame).toBeVisible();
    const src = chatEmbedTemplate().replace('{code}', encodeURIComponent(brahms.chat_code));
    await expect(frame).toHaveAttribute('src', src);
    expect(new URL(src).origin).not.toBe(new URL(siteBase()).origin);
    const sandbox = ((await frame.getAttribute('sandbox')) ?? '').split(/\s+/).sort();
    expect(sandbox).toEqual([
      'allow-forms',
      'allow-popups',
      'allow-popups-to-escape-sandbox',
      'allow-same-origin',
      'allow-scripts',
    ]);
    // The chat page itself, served by the chat origin, names the room it was opened for.
    await expect(
      page.frameLocator('iframe[title="Live chat"]').locator(`[data-chat-room="${brahms.chat_code}"]`),
    ).toBeVisible();
    const csp = (await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content')) ?? '';
    expect(/frame-src ([^;]*)/.exec(csp)?.[1]?.trim()).toBe(new URL(src).origin);
    expect(violations).toEqual([]);
  });
});

/** Checks a stream's program and sponsors on its page against the API's data. */
async function expectProgramAndSponsors(page: Page, live: LiveStream): Promise<void> {
  const program = live.program;
  if (program === null) throw new Error(`The demo stream '${live.identifier}' has no program.`);
  const section = page.getByRole('region', { name: 'Program' });
  const works = section.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(works).toHaveCount(program.composition_performances.length);
  for (const [index, entry] of program.composition_performances.entries()) {
    const work = works.nth(index);
    const heading = work.getByRole('heading', { level: 3 });
    await expect(heading).toHaveText(plainTitle(entry.composition.title));
    await expect(heading.getByRole('link')).toHaveAttribute(
      'href',
      new RegExp(`/composition/${entry.composition.identifier}/?$`),
    );
    if (entry.conductor === null) {
      await expect(work.getByText('Conductor', { exact: true })).toHaveCount(0);
    } else {
      await expect(work.getByText('Conductor', { exact: true })).toBeVisible();
      await expect(work.getByRole('link', { name: entry.conductor.full_name })).toHaveAttribute(
        'href',
        new RegExp(`/compositions/conductor/${entry.conductor.identifier}/?$`),
      );
    }
    for (const { artist, roles } of entry.featured_artists) {
      await expect(work.getByRole('link', { name: artist.full_name })).toHaveAttribute(
        'href',
        new RegExp(`/compositions/performer/${artist.identifier}/?$`),
      );
      if (roles.length > 0) await expect(work).toContainText(`${artist.full_name}, ${roles.join(', ')}`);
    }
    if (entry.premiere.trim() === '') await expect(work.locator('.badge')).toHaveCount(0);
    else await expect(work.getByText(entry.premiere, { exact: true })).toBeVisible();
  }

  const print = section.getByRole('link', { name: 'View/Print Concert Program' });
  if (program.print_program_url === null) await expect(print).toHaveCount(0);
  else await expect(print).toHaveAttribute('href', new URL(program.print_program_url, apiBase()).href);

  const sponsors = page.getByRole('complementary', { name: 'Sponsors', exact: true });
  for (const underwriter of live.media_underwriters) {
    const mark =
      underwriter.link === ''
        ? sponsors.getByText(underwriter.name, { exact: true })
        : sponsors.getByRole('link', { name: underwriter.name });
    await expect(mark).toBeVisible();
    if (underwriter.link !== '') await expect(mark).toHaveAttribute('href', new URL(underwriter.link).href);
    const logo = underwriter.media_underwriter_logo;
    if (logo === null) continue;
    const image = sponsors.locator(`img[src="${new URL(logo.url, apiBase()).href}"]`);
    // Logos load lazily: bring them into view first.
    await image.scrollIntoViewIfNeeded();
    await expect(image).toBeVisible();
    // The logo really arrived from the media host (the CSP's img-src allows it).
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  }
  if (live.grant_sponsor_notes.trim() !== '')
    await expect(sponsors).toContainText(textOfHtml(live.grant_sponsor_notes));
  if (live.media_underwriters.length === 0 && live.grant_sponsor_notes.trim() === '')
    await expect(sponsors).toHaveCount(0);
}

test.describe('the program and its sponsors', () => {
  test('conductor, featured artists, the printed program, underwriter logos and grant notes render from the API', async ({
    page,
  }) => {
    // The demo stream that has every one of them, found in the API's data.
    const all = await liveStreams();
    const full = all.find(
      (live) =>
        live.program?.print_program_url &&
        live.program.composition_performances.some((entry) => entry.conductor !== null) &&
        live.program.composition_performances.some((entry) =>
          entry.featured_artists.some(({ roles }) => roles.length > 0),
        ) &&
        live.media_underwriters.filter(({ media_underwriter_logo: logo }) => logo !== null).length > 1 &&
        live.grant_sponsor_notes.trim() !== '',
    );
    if (!full)
      throw new Error(
        'No demo live stream has a conductor, featured artists, a printed program, logos and grant notes.',
      );
    await openStream(page, full.identifier);
    await expectProgramAndSponsors(page, full);
  });

  test("the description, program and sponsors are the build's, outside the island that hydrates", async ({ page }) => {
    const all = await liveStreams();
    const full = all.find((live) => live.program !== null && live.media_underwriters.length > 0);
    if (!full) throw new Error('No demo live stream has a program and an underwriter.');
    await openStream(page, full.identifier);
    await expect(page.getByRole('heading', { name: 'Program', level: 2 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Sponsors' })).toBeVisible();
    // React hydrates only the stage, whose state is the visitor's clock's; what is below it is static HTML.
    await expect(page.locator('astro-island').getByRole('heading', { name: 'Program' })).toHaveCount(0);
    await expect(page.locator('astro-island').getByRole('complementary', { name: 'Sponsors' })).toHaveCount(0);
  });

  test('premieres are marked in the program', async ({ page }) => {
    const all = await liveStreams();
    const premiere = all.find((live) =>
      live.program?.composition_performances.some((entry) => entry.premiere.trim() !== ''),
    );
    if (!premiere) throw new Error('No demo live stream has a premiere on its program.');
    await openStream(page, premiere.identifier);
    await expectProgramAndSponsors(page, premiere);
  });
});

/**
 * Whether a stream belongs in the feed written at `built`: listed (not U, not a sample) and not
 * over — in progress (I), or scheduled with its end (start + program_duration) still ahead.
 */
function upcomingAt(live: LiveStream, built: Date): boolean {
  if (live.status === 'U' || live.status === 'C' || live.is_sample_stream) return false;
  return live.status === 'I' || startOf(live).getTime() + live.program_duration * MINUTE > built.getTime();
}

test.describe('the calendar feed', () => {
  test('/live-streams.ics is iCalendar with one event per upcoming listed stream, linked from the list as webcal:', async ({
    page,
  }) => {
    const answer = await fetch(siteUrl('/live-streams.ics'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toMatch(/^text\/calendar(;|$)/);
    const calendar = readIcal(await answer.text());
    expect(calendar.name).toBe('VCALENDAR');
    expect(icalValue(calendar, 'VERSION')).toBe('2.0');
    expect(icalValue(calendar, 'PRODID')).not.toBe('');
    const events = calendar.components.filter((component) => component.name === 'VEVENT');
    const first = events[0];
    if (first === undefined) throw new Error('The feed has no event.');
    // The feed was written when the site was built: its DTSTAMP.
    const built = icalUtc(icalValue(first, 'DTSTAMP'));
    expect(built.getTime()).toBeLessThanOrEqual(Date.now());

    const all = await liveStreams();
    const expected = all.filter((live) => upcomingAt(live, built));
    for (const excluded of [
      LIVE_MARKERS.sample,
      LIVE_MARKERS.unlisted,
      LIVE_MARKERS.completeWithReplay,
      LIVE_MARKERS.endedLongAgo,
    ]) {
      expect(expected.map((live) => live.identifier)).not.toContain(excluded);
    }
    const byUrl = new Map(expected.map((live) => [siteUrl(`/live-stream/${live.identifier}`), live]));
    expect(events.map((event) => icalValue(event, 'URL')).sort()).toEqual([...byUrl.keys()].sort());
    expect(new Set(events.map((event) => icalValue(event, 'UID'))).size).toBe(events.length);
    for (const event of events) {
      const live = byUrl.get(icalValue(event, 'URL'));
      if (!live) throw new Error(`An event links to ${icalValue(event, 'URL')}, which is no upcoming stream.`);
      expect(icalValue(event, 'UID')).not.toBe('');
      expect(icalUtc(icalValue(event, 'DTSTART')).toISOString()).toBe(startOf(live).toISOString());
      expect(icalUtc(icalValue(event, 'DTEND')).getTime()).toBe(
        startOf(live).getTime() + live.program_duration * MINUTE,
      );
      expect(icalText(icalValue(event, 'SUMMARY'))).toBe(plainTitle(live.title));
      expect((await fetch(icalValue(event, 'URL'))).status).toBe(200);
    }

    await page.goto(siteUrl('/live-streams'));
    const subscribe = page.getByRole('link', { name: 'Subscribe to upcoming live streams in your calendar' });
    const webcal = await subscribe.getAttribute('href');
    expect(webcal).toMatch(/^webcal:\/\//);
    expect(webcal?.replace(/^webcal:/, 'http:')).toBe(siteUrl('/live-streams.ics'));
  });
});

test.describe('the stream screen and the largest paint', () => {
  test("the stream screen's code is asked for only after the page has loaded, then it shows the stream's state", async ({
    page,
  }) => {
    // The pictures come late: an island hydrated at once (`client:load`) would fetch its code and draw while the
    // page still loads, in the poster's way.
    await delayPictures(page);
    await page.goto(siteUrl(`/live-stream/${LIVE_MARKERS.futureDate}`), { waitUntil: 'commit' });
    await expect(detail(page)).not.toHaveAttribute('data-live-state', 'unknown', { timeout: 15_000 });
    const { codeAt: islandCodeAt, loadedAt } = await codeAndLoadTimes(page, '/LiveStreamDetail.');
    expect(loadedAt).toBeGreaterThan(0);
    expect(islandCodeAt).toBeGreaterThanOrEqual(loadedAt);
  });
});
