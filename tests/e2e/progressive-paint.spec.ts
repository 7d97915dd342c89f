import { expect, test, type Page } from '@playwright/test';
import { siteUrl } from './support/e2e-env.ts';
import { PAGE_TYPES } from './support/page-types.ts';

/**
 * A browser may paint a page before it has parsed all of it (a slow phone, a busy machine, a page
 * still arriving). What it has drawn by then must not move once the rest arrives: the composition
 * page's header gives its figure a column from the start, not once the figure (which follows the
 * title) is parsed. The page is served without its figure, as it stands before that point.
 */

const COMPOSITION = PAGE_TYPES['composition'] ?? '/';

/**
 * Serves the site's page at `path` as `cut` leaves its HTML (the part a browser has parsed at some
 * moment); a cut that finds nothing to remove fails the test, as the page it was written for has changed.
 */
async function serveCut(page: Page, path: string, cut: (html: string) => string): Promise<void> {
  await page.route(siteUrl(path), async (route) => {
    const response = await route.fetch();
    const html = await response.text();
    const body = cut(html);
    expect(body).not.toBe(html);
    await route.fulfill({ response, body });
  });
}

/** The HTML before the first match of `start`. */
const before =
  (start: RegExp) =>
  (html: string): string =>
    html.slice(0, start.exec(html)?.index ?? html.length);

/** The box of the composition header's text on a desktop-wide window, the figure served or not. */
async function headerTextBox(page: Page, withFigure: boolean) {
  await page.setViewportSize({ width: 1280, height: 900 });
  if (!withFigure) {
    await serveCut(page, COMPOSITION, (html) =>
      html.replace(/<figure class="[^"]*\bwork__figure\b[\s\S]*?<\/figure>/, ''),
    );
  }
  await page.goto(siteUrl(COMPOSITION));
  return page.locator('.work__text').boundingBox();
}

test('the composition header lays its title out where it stays before the figure is parsed', async ({ browser }) => {
  const whole = await browser.newPage();
  const early = await browser.newPage();
  try {
    const [withFigure, beforeFigure] = [await headerTextBox(whole, true), await headerTextBox(early, false)];
    expect(withFigure).not.toBeNull();
    expect(beforeFigure?.x).toBe(withFigure?.x);
    expect(beforeFigure?.width).toBe(withFigure?.width);
  } finally {
    await whole.close();
    await early.close();
  }
});

const LIVE_STREAM = PAGE_TYPES['live stream'] ?? '/';

/**
 * The box of the live-stream stage's text on a phone, scripts off (as drawn before the island hydrates),
 * the page whole or cut off where the screen starts (as a browser may paint it before the screen is parsed).
 */
async function stageTextBox(page: Page, cutAtScreen: boolean) {
  await page.setViewportSize({ width: 412, height: 823 });
  if (cutAtScreen) await serveCut(page, LIVE_STREAM, before(/<div class="_screen_\w+"/));
  await page.goto(siteUrl(LIVE_STREAM));
  return page.locator('[class*="_text_"]').first().boundingBox();
}

test('the live-stream stage keeps the screen’s room above the text on a phone before the screen is parsed', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const [whole, beforeScreen] = [
      await stageTextBox(await context.newPage(), false),
      await stageTextBox(await context.newPage(), true),
    ];
    expect(whole).not.toBeNull();
    expect(beforeScreen?.y).toBe(whole?.y);
  } finally {
    await context.close();
  }
});

/**
 * The boxes of the home hero's text and video on a desktop-wide window, the page whole or cut off where
 * the video's caption starts (as a busy machine painted it once: the text sat centred beside the video
 * alone, and moved when the caption lengthened the video's column).
 */
async function heroBoxes(page: Page, cutAtCaption: boolean) {
  await page.setViewportSize({ width: 1280, height: 900 });
  if (cutAtCaption) await serveCut(page, '/', before(/<p class="hero__caption"/));
  await page.goto(siteUrl('/'));
  return Promise.all([page.locator('.hero__text').boundingBox(), page.locator('.video-preview').boundingBox()]);
}

test('the home hero lays its text and video out where they stay before the video’s caption is parsed', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const [[text, video], [textEarly, videoEarly]] = [
      await heroBoxes(await context.newPage(), false),
      await heroBoxes(await context.newPage(), true),
    ];
    expect(text).not.toBeNull();
    expect(video).not.toBeNull();
    expect(textEarly?.y).toBe(text?.y);
    expect(videoEarly?.y).toBe(video?.y);
  } finally {
    await context.close();
  }
});
