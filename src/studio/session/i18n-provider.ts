import type { I18nProvider } from 'ra-core';

/**
 * The sentences ra-core asks for by key. The studio's own screens write their words themselves;
 * these are the ones ra-core shows on its own (notifications after a save, refusals).
 */
const MESSAGES: Record<string, string> = {
  'ra.notification.updated': 'Saved.',
  'ra.notification.created': 'Created.',
  'ra.notification.deleted': 'Deleted.',
  'ra.notification.http_error': 'The studio server cannot be reached. Check your connection and try again.',
  'ra.notification.data_provider_error': 'The studio server ran into a problem. Please try again.',
  'ra.notification.logged_out': 'Your studio session has ended. Please sign in again.',
  'ra.notification.not_authorized': 'Your role does not allow this.',
  'ra.notification.item_doesnt_exist': 'This record no longer exists.',
  'ra.notification.bad_item': 'This record could not be read.',
  'ra.message.invalid_form': 'Please correct the fields marked below.',
  'ra.message.unsaved_changes': 'Some of your changes are not saved. Leave anyway?',
  'ra.auth.auth_check_error': 'Please sign in to the studio.',
  'ra.page.not_found': 'Not found',
  'ra.page.loading': 'Loading…',
  'ra.validation.required': 'This field is required.',
};

/** Fills `%{name}` placeholders from the options. */
function interpolate(text: string, options: Record<string, unknown>): string {
  return text.replace(/%\{(\w+)\}/g, (whole, name: string) => {
    const value = options[name];
    return typeof value === 'string' || typeof value === 'number' ? String(value) : whole;
  });
}

/** English only: the studio's staff work in the orchestra's language, as the site does. */
export const i18nProvider: I18nProvider = {
  translate(key: string, options: Record<string, unknown> = {}) {
    const fallback = options['_'];
    return interpolate(MESSAGES[key] ?? (typeof fallback === 'string' ? fallback : key), options);
  },
  changeLocale: () => Promise.resolve(),
  getLocale: () => 'en',
};
