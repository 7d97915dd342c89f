import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The studio's catalogue forms as an editor uses them: a list's screen from the catalogue menu,
 * a reference picked by searching, a list field's items, a save and what it says.
 */

/** Opens a catalogue list from the studio's catalogue menu. */
export async function openList(page: Page, name: string): Promise<void> {
  await page.getByRole('navigation', { name: 'Catalogue' }).getByRole('link', { name, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** Opens a list's form for a new record. */
export async function startNew(page: Page, list: string, singular: string): Promise<void> {
  await openList(page, list);
  await page.getByRole('link', { name: `New ${singular}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `New ${singular}` })).toBeVisible();
}

/** Picks a reference by typing part of its name and choosing the match. */
export async function pick(
  scope: Page | Locator,
  label: RegExp,
  typed: string,
  option: RegExp | string,
): Promise<void> {
  const box = scope.getByRole('combobox', { name: label });
  await box.fill(typed);
  await scope.getByRole('option', { name: option }).first().click();
  await expect(box).toHaveValue('');
}

/** Saves a new record and waits until it is saved as a draft. */
export async function create(page: Page, singular: string): Promise<void> {
  await page.getByRole('button', { name: `Create the ${singular}` }).click();
  await expect(page.getByText('New, not published')).toBeVisible();
}

/** Clicks the form's create button and answers the message at a field (the record is not saved). */
export async function refusedAt(page: Page, singular: string, field: Locator, message: string | RegExp): Promise<void> {
  await page.getByRole('button', { name: `Create the ${singular}` }).click();
  await expect(page.getByRole('alert').first()).toContainText('Please correct the fields marked below.');
  const words = typeof message === 'string' ? new RegExp(message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : message;
  await expect(field).toHaveAccessibleDescription(words);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('heading', { level: 1, name: `New ${singular}` })).toBeVisible();
}

/** The Friday after today's date in Chicago, as a `datetime-local` value at 19:30. */
export function nextFridayEvening(now: Date = new Date()): string {
  const chicago = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Chicago',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    weekday: 'short',
  }).formatToParts(now);
  const part = (type: string) => chicago.find((p) => p.type === type)?.value ?? '';
  const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const ahead = (5 - weekdays.indexOf(part('weekday')) + 7) % 7 || 7;
  const day = new Date(Date.UTC(Number(part('year')), Number(part('month')) - 1, Number(part('day')) + ahead));
  return `${day.toISOString().slice(0, 10)}T19:30`;
}
