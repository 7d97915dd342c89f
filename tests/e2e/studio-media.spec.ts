import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { centralInputOf } from '../../src/lib/studio/record-form.ts';
import { RIGHTS_MESSAGES } from '../../src/lib/rights/rights-messages.ts';
import { makeMedia, pictureInput, sineInput } from '../support/media-inputs.ts';
import { CLOCK_PATH } from './support/after-answers-path.ts';
import { createVerifiedListener, signInPage, uniqueEmail } from './support/accounts.ts';
import { RECORD_MEDIA, audioState } from './support/media-recorder.ts';
import { expectAudioPast, PLAYER_APPEARS_MS, playerBar } from './support/playback.ts';
import { publishEnds, usePublishingSite } from './support/publishing-site.ts';
import { acceptInvitation, addPasskeyDevice } from './support/studio.ts';
import { pick } from './support/studio-records.ts';

const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
/** The work whose performance the journey gives a recording. */
const WORK = 'mendelssohn-hebrides';
const run = Math.random().toString(36).slice(2, 7);
/** The titles the journey gives the movements it marks: its own, so the published page shows only these. */
const FIRST = `Allegro ${run}`;
const SECOND = `Adagio ${run}`;

// A site and an API of their own: the journey publishes what it made, which every visitor of a shared site would see.
const site = usePublishingSite();
/** The admin's studio, which the second journey publishes from. */
let admin: Page;
/** Where the second movement was marked, in whole seconds: the published page plays from there. */
let secondStart = 0;

/**
 * A media person uploads a concert's master on the studio's Media screen against the real API: a
 * generated three-minute WAV goes up with its progress, its share and time left shown (the upload's
 * speed held down so there is something to see), is checked whole and probed, and is listed with
 * its length and sound; its renditions are then made with their progress shown, and their loudness
 * said; it is attached to a performance and its movements marked on its waveform; a picture renamed as
 * a recording is refused with the probe's sentence; a camera file's ladder is cancelled while it is
 * made, then made again, and the file attached to the same performance as its video.
 */
test('a media person uploads masters and follows their renditions; a picture named .wav is refused', async ({
  browser,
}) => {
  test.setTimeout(780_000);
  const folder = await mkdtemp(join(tmpdir(), 'cl-e2e-master-'));
  const wavName = `Concert ${run}.wav`;
  const wav = await makeMedia(folder, wavName, [...sineInput(180), '-c:a', 'pcm_s24le']);
  const png = await makeMedia(folder, 'still.png', [...pictureInput(0.04, 64, 36), '-frames:v', '1']);

  admin = await (await browser.newContext()).newPage();
  await addPasskeyDevice(admin);
  await acceptInvitation(
    admin,
    await site.inviteFirstAdmin(uniqueEmail('media-admin')),
    `Ada ${run}`,
    'an admin passphrase',
  );
  await admin.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Staff', exact: true }).click();
  const mediaEmail = uniqueEmail('media-person');
  const invite = admin.getByRole('region', { name: 'Invite a member of staff' });
  await invite.getByLabel('Email').fill(mediaEmail);
  await invite.getByLabel('Role').selectOption('media');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(admin.getByRole('status')).toContainText(`Invitation sent to ${mediaEmail}`);

  const context = await browser.newContext();
  const page = await context.newPage();
  await addPasskeyDevice(page);
  await acceptInvitation(
    page,
    await site.mailedLink(mediaEmail, '/studio/#/invitation/'),
    `Mia ${run}`,
    'a media passphrase',
  );
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Media' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
  expect((await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()).violations).toEqual([]);

  // The upload held to a few megabytes a second: the master takes some seconds, long enough to watch.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 5,
    downloadThroughput: 50 * 1024 * 1024,
    uploadThroughput: 4 * 1024 * 1024,
  });
  const uploader = page.getByRole('region', { name: 'Upload a master' });
  await page.getByLabel('Master file').setInputFiles({
    name: wavName,
    mimeType: 'audio/wav',
    buffer: await readFile(wav),
  });
  const uploading = uploader.getByRole('progressbar', { name: 'Uploading' });
  await expect(uploading).toBeVisible();
  await expect(
    page.getByText(/^\d+% · [\d.]+ MB of 51.8 MB · (about \d+ minutes? left|less than a minute left)$/),
  ).toBeVisible();
  await expect(uploader.getByRole('status')).toContainText(`“${wavName}” is uploaded and whole.`, {
    timeout: 120_000,
  });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const card = page.getByRole('article', { name: wavName });
  await expect(card).toContainText('48 kHz, 2 channels, 24-bit');
  await expect(card).toContainText('3 min 0 s');
  await expect(card).toContainText('51.8 MB');
  await expect(card).toContainText(`by Mia ${run}`);
  // Its renditions are made by the API's worker while the screen follows them, then say what was made.
  await expect(card.getByRole('progressbar', { name: 'Making renditions' })).toBeVisible({ timeout: 60_000 });
  await expect(card).toContainText(
    /\d+% · (about \d+ minutes? left|less than a minute left|working out the time left)/,
  );
  await expect(card).toContainText('Ready', { timeout: 120_000 });
  await expect(card).toContainText(/Broadband at −1[78]\.\d LUFS, cellular at −\d+\.\d LUFS/);
  // Its waveform opens at once from the server's peaks and plays the broadband rendition under it.
  await card.getByRole('button', { name: 'Show the waveform' }).click();
  const waveform = card.getByRole('img', { name: `Waveform of “${wavName}”` });
  await expect(waveform.locator('canvas').first()).toBeVisible();
  const position = card.getByLabel('Position');
  await expect(position).toHaveText('0:00 / 3:00');
  await card.getByRole('button', { name: 'Play' }).click();
  await expect(position).toHaveText(/^0:0[1-9] \/ 3:00$/, { timeout: 30_000 });
  await card.getByRole('button', { name: 'Pause' }).click();
  expect((await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze()).violations).toEqual([]);

  // The music without the tuning and the applause: a part cut from where the waveform stands to 2:30, made
  // into renditions of its own and listed beside the master it was cut from.
  const cut = card.getByRole('region', { name: 'Cut a part' });
  const partName = `Adoration trimmed ${run}`;
  await cut.getByLabel('Name').fill(partName);
  await cut.getByRole('button', { name: 'Here (start)' }).click();
  await expect(cut.getByLabel('Starts at')).toHaveValue(/^0:0[1-9]\.\d$/);
  await cut.getByLabel('Ends at').fill('9:30');
  await cut.getByRole('button', { name: 'Cut and make its renditions' }).click();
  await expect(cut.getByLabel('Ends at')).toHaveAccessibleDescription(/The master lasts 3 min 0 s/);
  await cut.getByLabel('Ends at').fill('2:30');
  await cut.getByRole('button', { name: 'Cut and make its renditions' }).click();
  await expect(cut.getByRole('status')).toHaveText(`“${partName}” is cut: its renditions are being made below.`);
  const part = page.getByRole('article', { name: partName });
  await expect(part).toContainText(new RegExp(`Cut from “${wavName}”, 0:0[1-9] to 2:30`));
  await expect(part).toContainText('Ready', { timeout: 120_000 });
  await expect(part).toContainText(/Audio part · 2 min 2\d s/);

  // The part is drawn on the master's waveform under its name; the applause after it is marked as a part by
  // dragging across the waveform: the form's times follow the drag, and a typed end moves the region's edge.
  await expect(waveform.getByText(partName, { exact: true })).toBeVisible();
  await expect(waveform).toHaveAccessibleName(new RegExp(`its parts “${partName}” 0:0[1-9] to 2:30`));
  // The mouse moves in the window: the waveform is brought into it first.
  await waveform.scrollIntoViewIfNeeded();
  const box = await waveform.boundingBox();
  if (box === null) throw new Error('The waveform is not drawn.');
  const across = (share: number) => box.x + box.width * share;
  await page.mouse.move(across(0.86), box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(across(0.96), box.y + box.height / 2, { steps: 12 });
  await page.mouse.up();
  await expect(cut.getByLabel('Starts at')).toHaveValue(/^2:3[3-6]\.\d$/);
  await expect(cut.getByLabel('Ends at')).toHaveValue(/^2:5[1-4]\.\d$/);
  const dragged = waveform.locator('[part~="region"]:not([part*="part-"])');
  const edgeOf = async () => {
    const drawn = await dragged.boundingBox();
    return drawn === null ? 0 : drawn.x + drawn.width;
  };
  const draggedEdge = await edgeOf();
  await cut.getByLabel('Ends at').fill('2:59');
  await expect.poll(edgeOf).toBeGreaterThan(draggedEdge + box.width * 0.02);
  const applause = `Applause ${run}`;
  await cut.getByLabel('Name').fill(applause);
  await cut.getByRole('button', { name: 'Cut and make its renditions' }).click();
  await expect(cut.getByRole('status')).toHaveText(`“${applause}” is cut: its renditions are being made below.`);
  await expect(page.getByRole('article', { name: applause })).toContainText(
    new RegExp(`Cut from “${wavName}”, 2:3[3-6] to 2:59`),
  );
  await expect(waveform.getByText(applause, { exact: true })).toBeVisible();
  await expect(cut.getByLabel('Starts at')).toHaveValue('');

  // Attached to a performance as its audio recording: a draft of the performance plays the master's folder,
  // its length the made file's, never typed.
  const attach = card.getByRole('region', { name: 'Attach to a performance' });
  await pick(attach, /^Performance/, 'Hebrides', /Hebrides/);
  await attach.getByRole('button', { name: 'Attach' }).click();
  await expect(attach.getByRole('status')).toContainText(
    `“${wavName}” is the audio recording of The Hebrides (Fingal’s Cave), Overture in its draft`,
  );
  await attach.getByRole('status').getByRole('link').click();
  await expect(page.getByText('Unpublished changes').first()).toBeVisible();
  const media = page.getByLabel('Media', { exact: true });
  const folders = await media.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
  const at = folders.findIndex((folder) => /^masters\/\d+$/.test(folder));
  expect(at).toBeGreaterThanOrEqual(0);
  await expect(page.getByLabel('Duration (ms)', { exact: true }).nth(at)).toHaveValue(/^1799\d\d$|^180\d\d\d$/);

  // Its movements, marked on the master's waveform in the performance's form and saved with it.
  const movements = page.getByRole('group', { name: 'Movements', exact: true });
  const recording = movements.getByRole('img', { name: 'Waveform of the recording' });
  await expect(recording.locator('canvas').first()).toBeVisible();
  await movements.getByRole('button', { name: 'Play' }).click();
  await expect(movements.getByLabel('Position')).toHaveText(/^0:0[2-9] \/ 3:00$/, { timeout: 30_000 });
  await movements.getByRole('button', { name: 'Pause' }).click();
  await movements.getByRole('button', { name: /^Add a movement at 0:0[2-9]$/ }).click();
  await expect(movements.getByRole('list', { name: 'Movements' }).getByRole('listitem')).toHaveCount(2);
  await movements.getByLabel('Title of movement 1').fill(FIRST);
  await movements.getByLabel('Title of movement 2').fill(SECOND);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved as a draft')).toBeVisible();
  // The form shows what was saved, its waveform drawn again where it stood, not back at the start.
  await expect(movements.getByLabel('Position')).toHaveText(/^0:0[2-9] \/ 3:00$/);
  await page.reload();
  const saved = page.getByRole('group', { name: 'Movements', exact: true });
  await expect(saved.getByLabel('Title of movement 2')).toHaveValue(SECOND);
  const marked = /from 0:0([2-9])/.exec((await saved.getByRole('list', { name: 'Movements' }).textContent()) ?? '');
  expect(marked).not.toBeNull();
  secondStart = Number(marked?.[1]);
  await page.goBack();

  // A picture renamed as a recording: it goes up, its probe refuses it, and the screen says why.
  await page.getByLabel('Master file').setInputFiles({
    name: `Encore ${run}.wav`,
    mimeType: 'audio/wav',
    buffer: await readFile(png),
  });
  await expect(uploader.getByRole('alert')).toContainText(
    `“Encore ${run}.wav” is a PNG picture, not a sound or video recording, whatever its name says.`,
  );
  const refused = page.getByRole('article', { name: `Encore ${run}.wav` });
  await expect(refused).toContainText('Refused');
  await expect(refused).toContainText('is a PNG picture, not a sound or video recording');
  await expect(refused.getByRole('button')).toHaveCount(0);

  // A camera file: its ladder is cancelled while it is made, then made again and ready, and attached to the
  // same performance as its video. 1080p, so its ladder has every rung; a minute long, so a listener's
  // player has segments left to fetch when the network slows (the second journey).
  const cameraName = `Camera ${run}.mp4`;
  // Given by its path: Playwright takes no buffer over 50 MB, and a camera's file is larger.
  const camera = await makeMedia(folder, cameraName, [
    ...pictureInput(60, 1920, 1080),
    ...sineInput(60),
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', '4M', '-c:a', 'aac', '-shortest'],
  ]);
  await page.getByLabel('Master file').setInputFiles(camera);
  const video = page.getByRole('article', { name: cameraName });
  await expect(video).toContainText('1920×1080 at 25 fps');
  await expect(video.getByRole('progressbar', { name: 'Making renditions' })).toBeVisible({ timeout: 60_000 });
  await video.getByRole('button', { name: 'Cancel' }).click();
  await expect(video).toContainText('Cancelled', { timeout: 30_000 });
  await video.getByRole('button', { name: 'Make them again' }).click();
  await expect(video).toContainText(/Waiting|Making renditions/);
  await expect(video).toContainText('HLS 1080p, 720p, 480p and 360p, poster and thumbnail; sound broadband at', {
    timeout: 300_000,
  });
  // Its captions, from a SubRip file (converted to WebVTT), in English: attaching carries them to the recording.
  const captions = video.getByRole('region', { name: 'Captions' });
  await expect(captions.getByLabel('Language')).toHaveValue('en');
  await captions.getByLabel('Captions file').setInputFiles({
    name: 'camera.srt',
    mimeType: 'application/x-subrip',
    buffer: Buffer.from(
      '1\n00:00:01,000 --> 00:00:04,000\nThe orchestra tunes.\n\n2\n00:00:50,000 --> 00:00:59,000\nApplause.\n',
    ),
  });
  await captions.getByRole('button', { name: 'Add captions' }).click();
  await expect(captions.getByRole('status')).toHaveText('The captions in English are added.');
  await expect(captions.getByRole('link', { name: 'English' })).toBeVisible();
  const attachVideo = video.getByRole('region', { name: 'Attach to a performance' });
  await pick(attachVideo, /^Performance/, 'Hebrides', /Hebrides/);
  await expect(attachVideo.getByRole('radio', { name: 'video recording' })).toBeChecked();
  await attachVideo.getByRole('button', { name: 'Attach' }).click();
  await expect(attachVideo.getByRole('status')).toContainText(
    `“${cameraName}” is the video recording of The Hebrides (Fingal’s Cave), Overture in its draft`,
  );
  await rm(folder, { recursive: true, force: true });
});

/**
 * What the media person made, published by the admin: on the composition's page the performance lists
 * the movements marked on the waveform, and a listener's 'Play from' the second plays the master's
 * rendition from where it was marked; its video adapts to the network, a rung down when it slows.
 */
test('once published, a listener plays the second movement; the video steps down on a slow network', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await admin.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Publish', exact: true }).click();
  const drafts = admin.getByRole('region', { name: 'Unpublished changes' });
  await expect(drafts.getByRole('listitem').filter({ hasText: 'The Hebrides' })).toBeVisible();
  await drafts.getByRole('button', { name: /Publish all changes/ }).click();
  expect(await publishEnds(admin)).toMatch(/^Published in \d+ s/);

  await page.addInitScript(RECORD_MEDIA);
  const listener = await createVerifiedListener('media-listener', { first: 'Lou', last: 'Listener' }, site);
  await signInPage(page, listener, site.siteUrl('/'));
  await page.goto(site.siteUrl(`/composition/${WORK}/`));
  const movements = page.getByRole('list', { name: 'Movements' }).filter({ hasText: SECOND });
  await expect(movements.getByRole('button')).toHaveText([FIRST, SECOND].map((title) => new RegExp(title)));
  await movements.getByRole('button', { name: `Play from ${SECOND}` }).click();
  await expect(playerBar(page).locator('.player-bar__movement')).toContainText(SECOND);
  await expectAudioPast(page, secondStart + 0.2);
  expect((await audioState(page)).src).toMatch(/\/masters\/\d+\/(broadband|cellular)\.m4a$/);

  // Its video, from the camera's ladder, full screen (the player takes no rung much larger than itself). The
  // player reads the network's speed as Chrome reports it (navigator.connection) before its own measure: on a
  // fast one it fetches a rung above 360p (the one its size takes); slowed to a few hundred kilobits, it steps
  // down to the 360p one.
  const segments: { rung: string; slowed: boolean }[] = [];
  let slowed = false;
  page.on('request', (request) => {
    const rung = /\/masters\/\d+\/(\d+p)-\d+\.m4s$/.exec(request.url())?.[1];
    if (rung !== undefined) segments.push({ rung, slowed });
  });
  const cdp = await page.context().newCDPSession(page);
  const network = (bitsPerSecond: number, latency: number) =>
    cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency,
      downloadThroughput: bitsPerSecond / 8,
      uploadThroughput: bitsPerSecond / 8,
    });
  await network(20_000_000, 5);
  const block = page.locator('[data-performance-block]').filter({ hasText: SECOND });
  await block.getByRole('button', { name: 'Watch Performance' }).click();
  await expect(block.locator('video')).toBeAttached({ timeout: PLAYER_APPEARS_MS });
  // The captions the media person added to the camera's master, offered by the player.
  await expect(block.locator('.vjs-subs-caps-button .vjs-menu-item', { hasText: /^English/ })).toBeAttached();
  await block.getByRole('button', { name: 'Fullscreen' }).click();
  await expect.poll(() => segments.some((s) => s.rung !== '360p'), { timeout: 30_000 }).toBe(true);
  slowed = true;
  await network(400_000, 40);
  await expect.poll(() => segments.some((s) => s.slowed && s.rung === '360p'), { timeout: 60_000 }).toBe(true);
});

/**
 * The licence of what was published, recorded by the admin and enforced in three places: the performance
 * may stream its audio alone, in the US alone, until an hour after it is published. A proxy in front of
 * the API says where each listener is (the country header, set here on their requests): from the US the
 * page offers the audio and Play plays it; from Germany Play meets the region's sentence. When the hour
 * is up (the API's clock and the page's driven there) the page says 'Not available for streaming.'
 * without a rebuild, and the link signed before the end no longer plays.
 */
test('a licence for the audio in the US until a time: where it plays, and that it ends', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const detail = (await (await fetch(`${site.apiBase}/api/2/compositions/${WORK}/`)).json()) as {
    performances: { uuid: string; recordings: { movement_cuepoints: { title: string }[] }[] }[];
  };
  const performance = detail.performances.find((p) =>
    p.recordings.some((r) => r.movement_cuepoints.some((cue) => cue.title === SECOND)),
  );
  if (performance === undefined) throw new Error('The published performance is not in the composition’s answer.');
  const ends = new Date(Date.now() + 3_600_000);
  await admin.goto(site.studioUrl(`/performances/${performance.uuid}`));
  await admin.getByLabel(/^Streaming media/).selectOption('audio');
  await admin.getByLabel(/^Allowed territories/).fill('us');
  await admin.getByLabel(/^Available until/).fill(centralInputOf(ends.toISOString()));
  await admin.getByRole('button', { name: 'Save' }).click();
  await expect(admin.getByText(/^Licence\s*Video not licensed: audio only in the US, until /)).toBeVisible();
  await admin.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Publish', exact: true }).click();
  await admin
    .getByRole('region', { name: 'Unpublished changes' })
    .getByRole('button', { name: /Publish all/ })
    .click();
  expect(await publishEnds(admin)).toMatch(/^Published in \d+ s/);

  const listener = await createVerifiedListener('licence-listener', { first: 'Lee', last: 'Listener' }, site);
  /** A listener's page whose requests to the API carry the country a proxy would set. */
  const visitFrom = async (visitor: Page, country: string) => {
    await visitor.route(`${site.apiBase}/**`, (route) =>
      route.continue({ headers: { ...route.request().headers(), 'x-country-code': country } }),
    );
    await visitor.addInitScript(RECORD_MEDIA);
    await visitor.clock.install();
    await signInPage(visitor, listener, site.siteUrl('/'));
    await visitor.goto(site.siteUrl(`/composition/${WORK}/`));
    return visitor.locator('[data-performance-block]').filter({ hasText: SECOND });
  };

  const fromUs = await visitFrom(page, 'US');
  await expect(fromUs.getByRole('button', { name: /^Play Performance/ })).toBeVisible();
  await expect(fromUs.getByRole('button', { name: 'Watch Performance' })).toHaveCount(0);
  const answered = page.waitForResponse((response) => /\/api\/2\/stream\//.test(response.url()));
  await fromUs.getByRole('button', { name: /^Play Performance/ }).click();
  const links = (await (await answered).json()) as { stream_links: Record<string, string>; expires: string };
  expect(Date.parse(links.expires)).toBeLessThan(ends.getTime());
  await expectAudioPast(page, 0.2);
  const signed = links.stream_links['broadband_standard_dynamics'] ?? '';
  expect((await fetch(signed, { headers: { range: 'bytes=0-99' } })).status).toBe(206);

  const germany = await browser.newPage();
  const fromGermany = await visitFrom(germany, 'DE');
  await fromGermany.getByRole('button', { name: /^Play Performance/ }).click();
  await expect(germany.getByText(RIGHTS_MESSAGES.territory.player)).toBeVisible();
  await germany.close();

  // The hour is up: the API's clock and the page's come to it, and the page decides again on its own.
  const moved = await fetch(`${site.apiBase}${CLOCK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advance_ms: 3_600_000 + 60_000 }),
  });
  expect(moved.status).toBe(200);
  await page.clock.fastForward(3_600_000 + 60_000);
  await expect(fromUs.getByText(RIGHTS_MESSAGES.nothing.player)).toBeVisible();
  await expect(fromUs.getByRole('button', { name: /^Play Performance/ })).toHaveCount(0);
  expect((await fetch(signed, { headers: { range: 'bytes=0-99' } })).status).toBe(403);
});
