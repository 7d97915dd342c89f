import { HOME_COPY } from '#lib/catalog/home.ts';

/**
 * The demo's settings: what the site shows when a setting is not set at all. They describe the
 * demo's fictional orchestra, so an orchestra's own site sets every one of them (an empty value
 * means none: docs/configuration.md, "Not set, or set to nothing"); a build outside demo mode that still
 * carries the demo's names or example.org links says so (settings-warnings.ts).
 */
export const DEMO_SETTINGS = {
  ORCHESTRA_NAME: 'Riverside Chamber Orchestra',
  ORCHESTRA_SHORT_NAME: 'RCO',
  ORCHESTRA_URL: 'https://example.org/',
  DONATION_URL: 'https://example.org/support/contribute',
  HELP_URL: 'https://example.org/concert-library-help',
  PRIVACY_URL: 'https://example.org/privacy-policy',
  CONTACT_URL: 'https://example.org/contact',
  FEEDBACK_URL: 'https://example.org/concert-library-feedback',
  /** JSON list of {name, url} credited in the footer. */
  UNDERWRITERS: '[{"name":"The Riverside Arts Foundation","url":"https://example.org/foundation"}]',
  /** JSON {name, url} of the radio partner. */
  RADIO_PARTNER: '{"name":"Riverside Public Radio","url":"https://example.org/radio"}',
  /** Identifiers of the home page's four featured composers, comma-separated. */
  FEATURED_COMPOSERS: 'ludwig-van-beethoven,wolfgang-amadeus-mozart,johann-sebastian-bach,antonin-dvorak',
  /** The home page's line and every page's default description: the spec's, true of the demo's catalogue. */
  SITE_TAGLINE: HOME_COPY,
} as const;

/** A setting that has a demo value. */
export type DemoSettingName = keyof typeof DEMO_SETTINGS;

/** The host whose links are the demo's placeholders (RFC 2606 reserves it for examples). */
export const DEMO_LINK_HOST = 'example.org';
