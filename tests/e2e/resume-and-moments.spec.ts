import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { NOTICES } from '../../src/lib/errors/notice-table.ts';
import { MIN_RESUME_SECONDS, resumeLabel } from '../../src/lib/player/resume-positions.ts';
import { siteUrl } from './support/e2e-env.ts';
import { createVerifiedListener, nextMail, signInPage } from './support/accounts.ts';
import { RECORD_MEDIA, audioState } from './support/media-recorder.ts';
import { expectAudioPast, firstPlayable, playButton, playerBar, withMovements } from './support/playback.ts';

/**
 * Resuming and moments, as a listener meets them: 'Resume at 12:34' on the composition
 * page and the bar after a reload, a finished performance starting over, links to a moment
 * (a movement or a time) that mark it and start Play there, after sign-in too, and 'Share
 * from' on a playing performance.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(RECORD_MEDIA);
});

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The saved position of a recording, as the site keeps it under `resume-positions`. */
function savedPosition(page: Page, recording: string): Promise<number | null> {
  return page.evaluate((uuid) => {
    const saved = JSON.parse(localStorage.getItem('resume-positions') ?? '[]') as {
      recording: string;
      position: number;
    }[];
    return saved.find((entry) => entry.recording === uuid)?.position ?? null;
  }, recording);
}

/** WCAG 2.2 AA violations on the page as it stands (the offers shown). */
async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return result.violations.map((violation) => violation.id);
}

/** Waits until the page's play offers are drawn (a hidden offer then means there is none). */
async function offersShown(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('data-play-offers', 'shown');
}

/** Waits until the audio plays and answers where it was when first seen playing. */
async function firstPlayingPosition(page: Page): Promise<number> {
  await expect
    .poll(async () => {
      const state = await audioState(page);
      return !state.paused && state.currentTime > 0;
    })
    .toBe(true);
  return (await audioState(page)).currentTime;
}

function audioUuid(work: { performance: { recordings: { type: string; uuid: string }[] } }): string {
  const uuid = work.performance.recordings.find((recording) => recording.type === 'A')?.uuid;
  if (uuid === undefined) throw new Error('no audio recording');
  return uuid;
}

test('a performance left part-way offers Resume at on the page after a reload, on the bar once sent to its start', async ({
  page,
}) => {
  const work = await withMovements();
  const [, second] = work.cues;
  if (second === undefined) throw new Error('fewer than two movements');
  await signInPage(page, await createVerifiedListener('resume'));
  await page.goto(siteUrl(`/composition/${work.identifier}`));
  await page
    .getByRole('button', { name: `Play from ${second.title}` })
    .first()
    .click();
  await expectAudioPast(page, second.start + 1);
  const bar = playerBar(page);
  await bar.getByRole('button', { name: 'Pause' }).click();
  await expect.poll(async () => (await audioState(page)).paused).toBe(true);
  const recording = audioUuid(work);
  await expect.poll(() => savedPosition(page, recording)).toBeGreaterThanOrEqual(second.start + 1);
  const saved = (await savedPosition(page, recording)) ?? 0;
  const label = resumeLabel(saved);

  await page.reload();
  const pageOffer = page.getByRole('button', { name: new RegExp(`^${escape(label)}: ${escape(work.title)}$`) });
  await expect(pageOffer.first()).toBeVisible();
  await expect(pageOffer.first()).toHaveText(label);
  // The bar already waits there, so it has nothing to offer.
  await expect(bar.getByRole('slider', { name: 'Seek' })).toHaveValue(String(saved));
  await expect(bar.getByRole('button', { name: /^Resume at/ })).toBeHidden();

  await pageOffer.first().click();
  expect(await firstPlayingPosition(page)).toBeGreaterThanOrEqual(saved - 0.5);
  // While it plays, the offers step aside: the seek bar says where it is.
  await expect(bar.getByRole('button', { name: /^Resume at/ })).toBeHidden();
  await expect(pageOffer.first()).toBeHidden();

  // The bar's own offer, after another visit, once the visitor sends the waiting item to its start.
  await bar.getByRole('button', { name: 'Pause' }).click();
  await expect.poll(async () => (await audioState(page)).paused).toBe(true);
  const later = (await savedPosition(page, recording)) ?? 0;
  await page.reload();
  await expect(bar.getByRole('slider', { name: 'Seek' })).toHaveValue(String(later));
  await bar.getByRole('slider', { name: 'Seek' }).fill('0');
  const barOffer = bar.getByRole('button', { name: resumeLabel(later) });
  await expect(barOffer).toBeVisible();
  // Both offers shown: one accessibility check covers them.
  await expect(
    page.getByRole('button', { name: new RegExp(`^${escape(resumeLabel(later))}: `) }).first(),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await barOffer.click();
  expect(await firstPlayingPosition(page)).toBeGreaterThanOrEqual(later - 0.5);
});

test('a queue restored after a reload waits where the visitor left it, and Play on the bar starts there', async ({
  page,
}) => {
  const work = await firstPlayable();
  await signInPage(page, await createVerifiedListener('restored'));
  await page.goto(siteUrl(`/composition/${work.identifier}`));
  await playButton(page, work.title).click();
  // Past the shortest position worth keeping, so there is one to come back to.
  await expectAudioPast(page, MIN_RESUME_SECONDS + 2);
  const bar = playerBar(page);
  await bar.getByRole('button', { name: 'Pause' }).click();
  await expect.poll(async () => (await audioState(page)).paused).toBe(true);
  const recording = audioUuid(work);
  await expect.poll(() => savedPosition(page, recording)).toBeGreaterThanOrEqual(MIN_RESUME_SECONDS + 2);
  const saved = (await savedPosition(page, recording)) ?? 0;

  await page.reload();
  const play = bar.getByRole('button', { name: 'Play', exact: true });
  await expect(play).toBeVisible();
  // The paused bar shows where Play will start.
  await expect(bar.getByRole('slider', { name: 'Seek' })).toHaveValue(String(saved));
  await play.click();
  expect(await firstPlayingPosition(page)).toBeGreaterThanOrEqual(saved - 0.5);
});

test('a performance played to its end is forgotten and starts from the beginning', async ({ page }) => {
  const work = await firstPlayable();
  await signInPage(page, await createVerifiedListener('finished'));
  await page.goto(siteUrl(`/composition/${work.identifier}`));
  await playButton(page, work.title).click();
  await expectAudioPast(page, 0.2);
  const bar = playerBar(page);
  const recording = audioUuid(work);
  const duration = (work.performance.recordings.find((r) => r.type === 'A')?.duration_ms ?? 0) / 1000;
  // Half-way first: a position is kept.
  await bar.getByRole('slider', { name: 'Seek' }).fill(String(Math.floor(duration / 2)));
  await expect.poll(() => savedPosition(page, recording)).toBeGreaterThanOrEqual(Math.floor(duration / 2));
  // Then to the last seconds: it plays out and the player pauses on it.
  await bar.getByRole('slider', { name: 'Seek' }).fill(String(Math.floor(duration - 2)));
  await expect(bar.getByRole('button', { name: 'Play', exact: true })).toBeVisible({ timeout: 15_000 });
  await expect.poll(() => savedPosition(page, recording)).toBeNull();

  await page.reload();
  await offersShown(page);
  await expect(page.getByRole('button', { name: /^Resume at/ })).toHaveCount(0);
  await expect(page.locator('[data-player-action="resume"]').first()).toBeHidden();
  await playButton(page, work.title).click();
  expect(await firstPlayingPosition(page)).toBeLessThan(3);
});

test('a link to a movement marks it, keeps the composition’s Open Graph and JSON-LD, and plays there after sign-in', async ({
  page,
}) => {
  const work = await withMovements();
  const [, second] = work.cues;
  if (second === undefined) throw new Error('fewer than two movements');
  const listener = await createVerifiedListener('moment');
  const plainPath = `/composition/${work.identifier}`;
  const momentPath = `${plainPath}?performance=${work.performance.id}&movement=2`;
  const head = () =>
    page.evaluate(() => ({
      canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
      ogUrl: document.querySelector('meta[property="og:url"]')?.getAttribute('content'),
      ogTitle: document.querySelector('meta[property="og:title"]')?.getAttribute('content'),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => s.textContent),
    }));
  await page.goto(siteUrl(plainPath));
  const plainHead = await head();

  await page.goto(siteUrl(momentPath));
  expect(await head()).toEqual(plainHead);
  const note = page.getByText(`Shared moment: Play starts at movement 2, “${second.title}”`);
  await expect(note).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await expect(page.getByRole('button', { name: `Play from ${second.title}` }).first()).toHaveAttribute(
    'data-shared-moment',
    'true',
  );

  // Signed out, Play asks to sign in and remembers the link with its moment.
  await playButton(page, work.title).click();
  await expect(page.getByText(NOTICES['stream-sign-in-required'].message)).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('redirectTo'))).toContain(momentPath);
  await page.getByRole('banner').getByRole('link', { name: 'Sign in', exact: true }).click();
  await page.getByLabel('Email').fill(listener.email);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(page.getByText('Check your email for a sign-in link.')).toBeVisible();
  await page.goto((await nextMail(listener.email, 0, '/magic/')).link ?? '');
  await expect(page).toHaveURL(siteUrl(momentPath));
  await expect(note).toBeVisible();

  await playButton(page, work.title).click();
  const start = await firstPlayingPosition(page);
  expect(start).toBeGreaterThanOrEqual(second.start - 0.5);
  await expect(playerBar(page).locator('.player-bar__movement')).toContainText(second.title);
});

test('a link with a garbage moment shows the composition as usual', async ({ page }) => {
  const work = await withMovements();
  for (const query of ['?t=abc', '?movement=0', '?movement=99', '?performance=nope&t=5', '?t=-4', '?t=999999']) {
    await page.goto(siteUrl(`/composition/${work.identifier}${query}`));
    await offersShown(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/^Shared moment/)).toHaveCount(0);
    await expect(page.locator('[data-shared-moment]')).toHaveCount(0);
  }
});

test('Share on a playing performance can point at its movement or its time, and that link starts there', async ({
  page,
}) => {
  const work = await withMovements();
  const [, second] = work.cues;
  if (second === undefined) throw new Error('fewer than two movements');
  await signInPage(page, await createVerifiedListener('share'));
  await page.goto(siteUrl(`/composition/${work.identifier}`));
  const shareFrom = page.getByLabel('Share from');
  await expect(shareFrom).toBeHidden();
  await page
    .getByRole('button', { name: `Play from ${second.title}` })
    .first()
    .click();
  await expectAudioPast(page, second.start + 1);
  await expect(shareFrom).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const share = page.getByRole('link', { name: 'Share' });
  const pageUrl = await share.getAttribute('data-share-url');
  expect(pageUrl).not.toContain('?');

  await shareFrom.selectOption({ label: `movement 2, “${second.title}”` });
  const movementUrl = `${pageUrl}?performance=${work.performance.id}&movement=2`;
  await expect(share).toHaveAttribute('data-share-url', movementUrl);
  await expect(share).toHaveAttribute('href', new RegExp(`${escape(encodeURIComponent(movementUrl))}$`));

  await shareFrom.selectOption('time');
  await expect(share).toHaveAttribute(
    'data-share-url',
    new RegExp(`^${escape(pageUrl ?? '')}\\?performance=${work.performance.id}&t=\\d+$`),
  );
  const timeUrl = (await share.getAttribute('data-share-url')) ?? '';
  const seconds = Number(new URL(timeUrl).searchParams.get('t'));
  expect(seconds).toBeGreaterThanOrEqual(second.start + 1);

  await shareFrom.selectOption('start');
  await expect(share).toHaveAttribute('data-share-url', pageUrl ?? '');

  // The time link, opened: the moment is marked and Play starts there.
  await page.goto(timeUrl);
  await expect(
    page.getByText(new RegExp(`^Shared moment: Play starts at \\d+:\\d\\d, in “${escape(second.title)}”\\.$`)),
  ).toBeVisible();
  await playButton(page, work.title).click();
  expect(await firstPlayingPosition(page)).toBeGreaterThanOrEqual(seconds - 0.5);
});
