import {
  ANALYTICS_ENDPOINT,
  ANALYTICS_ID,
  ANDROID_MODE,
  AUTH_HOST,
  CHAT_EMBED_URL,
  CONTACT_URL,
  DONATION_URL,
  ERROR_REPORTING_DSN,
  FEATURED_COMPOSERS,
  FEEDBACK_URL,
  HELP_URL,
  IDENTITY_CLIENT_ID,
  IDENTITY_PROVIDER_NAME,
  MEDIA_BASE,
  NATIVE_MODE,
  ORCHESTRA_NAME,
  ORCHESTRA_SHORT_NAME,
  ORCHESTRA_URL,
  PRIVACY_URL,
  PROGRAM_HOST,
  PUBLIC_API_BASE,
  RADIO_PARTNER,
  SOCIAL_APP_ID,
  SITE_TAGLINE,
  SOCIAL_PROVIDER_NAME,
  UNDERWRITERS,
} from 'astro:env/client';
import { parseCredits } from './credits-setting.ts';

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * The content host as browsers reach it (PUBLIC_API_BASE, API_BASE unless set). The host the build
 * pulls from is a server setting (content-pull.ts), so a pull over loopback bakes no 127.0.0.1 into pages.
 */
const contentHost = trimSlash(PUBLIC_API_BASE);

/**
 * The orchestra's settings, read once from astro:env. Components import this object instead of
 * reading the environment, and no orchestra-specific string is written anywhere else. A setting
 * that is not set holds the demo's value; one set to nothing is empty, and what it names is left
 * out: a link, a credit, the tagline (setting-values.ts, astro.config.mjs).
 */
export const site = {
  orchestraName: ORCHESTRA_NAME,
  /** The short name ('{short} commission'); the orchestra's name when set to nothing. */
  orchestraShortName: ORCHESTRA_SHORT_NAME || ORCHESTRA_NAME,
  /** The orchestra's own site; empty when set to nothing. */
  orchestraUrl: ORCHESTRA_URL,
  basePath: '/music/concert-library',
  /** The content host as browsers reach it, and its API (rules §7). */
  contentHost,
  apiBase: `${contentHost}/api/2`,
  authHost: trimSlash(AUTH_HOST) || contentHost,
  programHost: trimSlash(PROGRAM_HOST) || contentHost,
  mediaBase: trimSlash(MEDIA_BASE) || contentHost,
  /** The home page's line and the description of every page without one of its own; empty: none. */
  tagline: SITE_TAGLINE,
  /** Each empty when set to nothing: the link is left out. */
  links: {
    donation: DONATION_URL,
    help: HELP_URL,
    privacy: PRIVACY_URL,
    contact: CONTACT_URL,
    feedback: FEEDBACK_URL,
  },
  underwriters: parseCredits('UNDERWRITERS', UNDERWRITERS),
  radioPartner: parseCredits('RADIO_PARTNER', RADIO_PARTNER)[0] ?? null,
  featuredComposers: FEATURED_COMPOSERS.split(',')
    .map((s) => s.trim())
    .filter(Boolean),
  identity: { clientId: IDENTITY_CLIENT_ID, providerName: IDENTITY_PROVIDER_NAME },
  social: { appId: SOCIAL_APP_ID, providerName: SOCIAL_PROVIDER_NAME },
  services: {
    analyticsId: ANALYTICS_ID,
    analyticsEndpoint: ANALYTICS_ENDPOINT,
    errorReportingDsn: ERROR_REPORTING_DSN,
  },
  /** The live chat's embed URL with `{code}` for a stream's chat_code; empty when there is no chat. */
  chatEmbedUrl: CHAT_EMBED_URL.trim(),
  nativeMode: NATIVE_MODE,
  androidMode: ANDROID_MODE,
} as const;
