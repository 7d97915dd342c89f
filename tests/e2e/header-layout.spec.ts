import { expect, test, type Locator, type Page } from '@playwright/test';
import { createVerifiedListener, signInPage } from './support/accounts.ts';
import { siteUrl } from './support/e2e-env.ts';
import { LIVE_MARKERS, MINUTE, startOf, stream } from './support/live.ts';

/**
 * The site header with a signed-in listener whose name is long and a live banner showing, at
 * a phone's width, a tablet's and three desktops': no control overlaps another or leaves the
 * window, each takes a click at its centre, the header keeps one row from 1024 px up, and on a
 * phone the header and the banner leave most of the first screen to the page.
 */

const FIRST = 'Maria Alejandra';
const LAST = 'Castellanos-Whitfield';
const NAME = `${FIRST} ${LAST}`;

const SCREENS = [
  { width: 375, height: 812 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1280, height: 900 },
  { width: 1440, height: 900 },
] as const;

/** From this width up the header is one row (brand, navigation, user menu side by side). */
const ONE_ROW_FROM = 1024;

/** On a 375 x 812 phone, the most the header and the live banner together may take (about a fifth of the screen). */
const PHONE_TOP_MOST = 180;

interface Box {
  readonly name: string;
  readonly left: number;
  readonly top: number;
  readonly right: number;
  readonly bottom: number;
}

/** A control's box in the window's coordinates, and whether a click at its centre reaches it. */
async function measure(name: string, control: Locator): Promise<Box & { hit: string | null }> {
  return control.evaluate((element, label) => {
    const rect = element.getBoundingClientRect();
    const centre = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    const reached = centre !== null && (centre === element || element.contains(centre));
    const describe = (node: Element | null) =>
      node === null ? 'nothing' : `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`;
    return {
      name: label,
      left: rect.left,
      top: rect.top,
      right: rect.right,
      bottom: rect.bottom,
      hit: reached ? null : describe(centre),
    };
  }, name);
}

/** How far two boxes overlap each way; both above half a pixel is an overlap, not rounding. */
function overlaps(a: Box, b: Box): boolean {
  const across = Math.min(a.right, b.right) - Math.max(a.left, b.left);
  const down = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
  return across > 0.5 && down > 0.5;
}

const round = (box: Box) =>
  `${box.name} [${Math.round(box.left)}, ${Math.round(box.top)} – ${Math.round(box.right)}, ${Math.round(box.bottom)}]`;

/** Every control of the header and the live banner, named for the failure messages. */
async function headerControls(page: Page): Promise<{ name: string; control: Locator }[]> {
  const header = page.getByRole('banner');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const banner = page.getByRole('complementary', { name: 'Live stream' });
  const navLinks = await nav.getByRole('link').all();
  const labels = await Promise.all(navLinks.map((link) => link.innerText()));
  expect(labels.map((label) => label.trim())).toEqual([
    'Live Streams',
    'Compositions',
    'Concerts',
    'Features',
    'Curated Collections',
    'Search',
  ]);
  return [
    { name: 'home link', control: header.getByRole('link', { name: /Concert Library/ }) },
    ...navLinks.map((link, index) => ({ name: `'${labels[index]?.trim()}'`, control: link })),
    { name: 'user menu', control: header.getByRole('button', { name: NAME, exact: true }) },
    { name: 'live banner link', control: banner.getByRole('link') },
  ];
}

test.describe('the signed-in header with a long name and a live banner', () => {
  for (const screen of SCREENS) {
    test(`at ${screen.width} px nothing overlaps, nothing leaves the window and every control takes a click`, async ({
      page,
    }) => {
      const mozart = await stream(LIVE_MARKERS.inProgress);
      await page.setViewportSize(screen);
      await page.clock.install({ time: new Date(startOf(mozart).getTime() + 10 * MINUTE) });
      await signInPage(page, await createVerifiedListener('long-name', { first: FIRST, last: LAST }));
      await page.goto(siteUrl('/compositions'));

      const menu = page.getByRole('banner').getByRole('button', { name: NAME, exact: true });
      await expect(menu).toBeVisible();
      await expect.soft(menu, 'the name cut short still shows whole on hover').toHaveAttribute('title', NAME);
      const banner = page.getByRole('complementary', { name: 'Live stream' });
      await expect(banner).toContainText('Live stream now!');
      // The banner slides in; measure where it comes to rest.
      await expect
        .poll(() => banner.evaluate((element) => element.getAnimations().every((a) => a.playState !== 'running')))
        .toBe(true);

      const controls = await headerControls(page);
      const boxes = await Promise.all(controls.map(({ name, control }) => measure(name, control)));
      const bannerBox = await measure('live banner', banner);

      for (const box of [...boxes, bannerBox]) {
        expect.soft(box.left, `${round(box)} starts left of the window`).toBeGreaterThanOrEqual(0);
        expect.soft(box.top, `${round(box)} starts above the window`).toBeGreaterThanOrEqual(0);
        expect.soft(box.right, `${round(box)} ends right of the window`).toBeLessThanOrEqual(screen.width);
        expect.soft(box.bottom, `${round(box)} ends below the window`).toBeLessThanOrEqual(screen.height);
        expect.soft(box.hit, `a click at the centre of ${round(box)} lands elsewhere`).toBeNull();
      }
      const headerBoxes = boxes.filter((box) => box.name !== 'live banner link');
      for (const [index, a] of boxes.entries()) {
        for (const b of boxes.slice(index + 1)) {
          expect.soft(overlaps(a, b), `${round(a)} overlaps ${round(b)}`).toBe(false);
        }
      }
      // The banner holds its link; nothing of the header may reach into it.
      for (const box of headerBoxes) {
        expect.soft(overlaps(box, bannerBox), `${round(box)} overlaps ${round(bannerBox)}`).toBe(false);
      }

      if (screen.width >= ONE_ROW_FROM) {
        // One row: a horizontal line crosses every control of the header.
        const lowestTop = Math.max(...headerBoxes.map((box) => box.top));
        const highestBottom = Math.min(...headerBoxes.map((box) => box.bottom));
        expect.soft(lowestTop, `not one row: ${headerBoxes.map(round).join('; ')}`).toBeLessThan(highestBottom);
      }
      if (screen.width < 600) {
        expect
          .soft(bannerBox.bottom, `the header and the live banner take ${Math.round(bannerBox.bottom)} px`)
          .toBeLessThanOrEqual(PHONE_TOP_MOST);
      }

      // The menu opens where all of it can be read and used.
      await menu.click();
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'My Account' })).toBeVisible();
      const items = [
        { name: 'Concert Library Help', control: header.getByRole('link', { name: 'Concert Library Help' }) },
        { name: 'My Account', control: header.getByRole('link', { name: 'My Account' }) },
        { name: 'Sign Out', control: header.getByRole('button', { name: 'Sign Out' }) },
      ];
      for (const box of await Promise.all(items.map(({ name, control }) => measure(name, control)))) {
        expect.soft(box.left, `${round(box)} starts left of the window`).toBeGreaterThanOrEqual(0);
        expect.soft(box.right, `${round(box)} ends right of the window`).toBeLessThanOrEqual(screen.width);
        expect.soft(box.bottom, `${round(box)} ends below the window`).toBeLessThanOrEqual(screen.height);
        expect.soft(box.hit, `a click at the centre of ${round(box)} lands elsewhere`).toBeNull();
      }
    });
  }
});
