import type { ServerConfig } from '../config.ts';
import type { MailMessage } from '../mail/mailer.ts';

/**
 * A link into the site: the configured site origin and base path, never the request's Host,
 * so a forged Host header cannot send a user's token to someone else's server.
 */
export function siteLink(config: Pick<ServerConfig, 'siteOrigin' | 'SITE_BASE_PATH'>, path: string): string {
  const base = config.SITE_BASE_PATH.replace(/\/+$/, '');
  return `${config.siteOrigin}${base}${path}`;
}

/** Text made safe to put in a mail's HTML. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A message with one link, in text and HTML. */
function linkMail(to: string, subject: string, lead: string, action: string, link: string, after: string): MailMessage {
  return {
    to,
    subject,
    link,
    text: `${lead}\n\n${link}\n\n${after}\n`,
    html: `<p>${escapeHtml(lead)}</p><p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p><p>${escapeHtml(after)}</p>`,
  };
}

/** The mail a new account receives: `{site}{base}/email-confirm/{key}`. */
export function verificationMail(config: Parameters<typeof siteLink>[0], to: string, key: string): MailMessage {
  return linkMail(
    to,
    'Confirm your email for the Concert Library',
    'Thanks for signing up for the Concert Library. Confirm your email address to play every concert:',
    'Confirm your email',
    siteLink(config, `/email-confirm/${key}`),
    'If you did not sign up, ignore this message.',
  );
}

/** The passwordless sign-in mail: `{site}{base}/magic/{token}`, good for 15 minutes and once. */
export function magicLinkMail(config: Parameters<typeof siteLink>[0], to: string, token: string): MailMessage {
  return linkMail(
    to,
    'Your Concert Library sign-in link',
    'Use this link to sign in to the Concert Library. It works once, within 15 minutes:',
    'Sign in',
    siteLink(config, `/magic/${token}`),
    'If you did not ask to sign in, ignore this message.',
  );
}

/** The password reset mail: `{site}{base}/reset-password/{uid}/{token}`, good for an hour and once. */
export function passwordResetMail(
  config: Parameters<typeof siteLink>[0],
  to: string,
  uid: string,
  token: string,
): MailMessage {
  return linkMail(
    to,
    'Reset your Concert Library password',
    'Use this link to set a new password for your Concert Library account. It works once, within an hour:',
    'Reset your password',
    siteLink(config, `/reset-password/${uid}/${token}`),
    'If you did not ask for a new password, ignore this message; your password stays as it is.',
  );
}
