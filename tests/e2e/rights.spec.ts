import { expect, test, type Page } from '@playwright/test';
import { performanceAnchor } from '../../src/lib/catalog/routes.ts';
import { RIGHTS_MESSAGES } from '../../src/lib/rights/rights-messages.ts';
import { createVerifiedListener, signInPage } from './support/accounts.ts';
import { compositionDetail } from './support/catalog.ts';
import { siteUrl } from './support/e2e-env.ts';
import { RECORD_MEDIA } from './support/media-recorder.ts';
import { expectAudioAdvancing, playerBar } from './support/playback.ts';
import { RIGHTS_EXAMPLES, rightsExampleUuid } from './support/rights-examples.ts';

/**
 * What a performance's licence lets a composition page offer, in the browser: the build's decision,
 * and the visitor's clock deciding again when a window opens or closes after the build, without a
 * reload. The performances are the e2e catalogue's rights examples (support/rights-examples.ts).
 */

const MINUTE = 60_000;
const NOT_AVAILABLE = RIGHTS_MESSAGES.nothing.player;

/** The example's performance as the API answers it. */
async function examplePerformance(work: string) {
  const detail = await compositionDetail(work);
  const performance = detail.performances.find((p) => p.uuid === rightsExampleUuid(work));
  if (performance === undefined) throw new Error(`no rights example for ${work}`);
  return performance;
}

/** Opens the example's composition page and returns its performance's block, once the page's offers are decided. */
async function openBlock(page: Page, work: string) {
  const performance = await examplePerformance(work);
  await page.goto(siteUrl(`/composition/${work}#${performanceAnchor(performance.id)}`));
  return page.locator(`#${performanceAnchor(performance.id)}`);
}

const play = (block: ReturnType<Page['locator']>) => block.getByRole('button', { name: /^Play Performance/ });
const queue = (block: ReturnType<Page['locator']>) => block.getByRole('button', { name: /^Add to queue/ });
const watch = (block: ReturnType<Page['locator']>) => block.getByRole('button', { name: 'Watch Performance' });

test('a performance whose video is not licensed offers its audio only, and Play plays it', async ({ page }) => {
  await page.addInitScript(RECORD_MEDIA);
  await signInPage(page, await createVerifiedListener('rights-audio'));
  const block = await openBlock(page, RIGHTS_EXAMPLES.audioOnly);
  await expect(play(block)).toBeVisible();
  await expect(queue(block)).toBeVisible();
  await expect(watch(block)).toHaveCount(0);
  await expect(block.getByText(NOT_AVAILABLE)).toHaveCount(0);
  await play(block).click();
  await expect(playerBar(page)).toBeVisible();
  await expectAudioAdvancing(page);
});

test('a performance licensed for nothing shows ‘Not available for streaming.’ and nothing to play', async ({
  page,
}) => {
  const block = await openBlock(page, RIGHTS_EXAMPLES.nothing);
  await expect(block.getByText(NOT_AVAILABLE)).toBeVisible();
  await expect(play(block)).toHaveCount(0);
  await expect(queue(block)).toHaveCount(0);
  await expect(watch(block)).toHaveCount(0);
  await expect(block.getByRole('link', { name: 'Sign in' })).toHaveCount(0);
  // Its movements stay listed, by name: nothing in the list plays.
  await expect(block.getByRole('button', { name: /^Play from/ }).first()).toBeDisabled();
  await expect(block.getByRole('button', { name: /^Play from/, disabled: false })).toHaveCount(0);
});

test('a window that closes after the build closes on the visitor’s clock, without a reload', async ({ page }) => {
  const { rights } = await examplePerformance(RIGHTS_EXAMPLES.ending);
  const until = Date.parse(rights?.available_until ?? '');
  await page.clock.install({ time: until - MINUTE });
  const block = await openBlock(page, RIGHTS_EXAMPLES.ending);
  await expect(page.locator('html[data-rights-offers="decided"]')).toHaveCount(1);
  await expect(play(block)).toBeVisible();
  await expect(watch(block)).toBeVisible();
  await expect(block.getByText(NOT_AVAILABLE)).toBeHidden();
  await page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });

  await page.clock.fastForward(2 * MINUTE);
  await expect(block.getByText(NOT_AVAILABLE)).toBeVisible();
  await expect(play(block)).toHaveCount(0);
  await expect(watch(block)).toHaveCount(0);
  expect(await page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('a window that opens after the build opens on the visitor’s clock: the performance becomes playable', async ({
  page,
}) => {
  const { rights } = await examplePerformance(RIGHTS_EXAMPLES.opening);
  const from = Date.parse(rights?.available_from ?? '');
  await page.clock.install({ time: from - MINUTE });
  const block = await openBlock(page, RIGHTS_EXAMPLES.opening);
  await expect(page.locator('html[data-rights-offers="decided"]')).toHaveCount(1);
  await expect(block.getByText(NOT_AVAILABLE)).toBeVisible();
  await expect(play(block)).toHaveCount(0);
  await expect(block.getByRole('button', { name: /^Play from/ }).first()).toBeDisabled();

  await page.clock.fastForward(2 * MINUTE);
  await expect(play(block)).toBeVisible();
  await expect(queue(block)).toBeVisible();
  await expect(watch(block)).toBeVisible();
  await expect(block.getByText(NOT_AVAILABLE)).toBeHidden();
  await expect(block.getByRole('button', { name: /^Play from/ }).first()).toBeEnabled();
});

test('a tab that slept past the window’s end decides again when it comes back into view', async ({ page }) => {
  const { rights } = await examplePerformance(RIGHTS_EXAMPLES.ending);
  const until = Date.parse(rights?.available_until ?? '');
  await page.clock.install({ time: until - MINUTE });
  const block = await openBlock(page, RIGHTS_EXAMPLES.ending);
  await expect(page.locator('html[data-rights-offers="decided"]')).toHaveCount(1);
  await expect(play(block)).toBeVisible();
  // The clock jumps past the end without firing the page's timers, as a sleeping tab's would not.
  await page.clock.setSystemTime(until + MINUTE);
  await expect(play(block)).toBeVisible();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await expect(block.getByText(NOT_AVAILABLE)).toBeVisible();
  await expect(play(block)).toHaveCount(0);
});
