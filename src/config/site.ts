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
  SOCIAL_PROVIDER_NAME,
  UNDERWRITERS,
} from 'astro:env/client';

/** A sponsor or partner credited in the footer. */
export interface Credit {
  name: string;
  url: string;
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/**
 * Reads a JSON setting of credits, naming the setting when it is malformed so a build fails
 * clearly. Checked by hand rather than with zod: every island imports this module, and zod would
 * add tens of kilobytes to each of them for two settings.
 */
function creditsSetting(name: string, value: string): Credit[] {
  const fail = (reason: string): never => {
    throw new Error(`The site setting ${name} is not valid: ${reason}`);
  };
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch (error) {
    return fail(String(error));
  }
  const list = Array.isArray(parsed) ? parsed : parsed === null ? [] : [parsed];
  return list.map((entry: unknown) => {
    const { name: creditName, url } = (entry ?? {}) as Record<string, unknown>;
    if (typeof creditName !== 'string' || !creditName || typeof url !== 'string') {
      return fail('each credit needs a non-empty "name" and a "url"');
    }
    return { name: creditName, url };
  });
}

/**
 * The content host as browsers reach it (PUBLIC_API_BASE, API_BASE unless set). The host the build
 * pulls from is a server setting (content-pull.ts), so a pull over loopback bakes no 127.0.0.1 into pages.
 */
const contentHost = trimSlash(PUBLIC_API_BASE);

/**
 * The orchestra's settings, read once from astro:env. Components import this object instead of
 * reading the environment, and no orchestra-specific string is written anywhere else.
 */
export const site = {
  orchestraName: ORCHESTRA_NAME,
  orchestraShortName: ORCHESTRA_SHORT_NAME,
  orchestraUrl: ORCHESTRA_URL,
  basePath: '/music/concert-library',
  /** The content host as browsers reach it, and its API (rules §7). */
  contentHost,
  apiBase: `${contentHost}/api/2`,
  authHost: trimSlash(AUTH_HOST) || contentHost,
  programHost: trimSlash(PROGRAM_HOST) || contentHost,
  mediaBase: trimSlash(MEDIA_BASE) || contentHost,
  links: {
    donation: DONATION_URL,
    help: HELP_URL,
    privacy: PRIVACY_URL,
    contact: CONTACT_URL,
    feedback: FEEDBACK_URL,
  },
  underwriters: creditsSetting('UNDERWRITERS', UNDERWRITERS),
  radioPartner: creditsSetting('RADIO_PARTNER', RADIO_PARTNER)[0] ?? null,
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
