import { NAME_MAX_LENGTH } from './account-forms.ts';

/** Who a provider says the visitor is, once their token checks out. */
export interface ProviderIdentity {
  /** The configured provider's id, e.g. 'apple' or 'facebook'. */
  provider: string;
  /** The provider's stable user id (`sub`). */
  subject: string;
  /** Lower-cased, or null when the provider did not share one. */
  email: string | null;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
}

/** The provider refused the token: forged, expired, for another app, or otherwise not good. */
export class ProviderTokenError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ProviderTokenError';
  }
}

/** The provider could not be asked (network failure, timeout, an answer we cannot read). */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}

/** A provider-supplied name, trimmed and cut to the length a registration allows. */
export function profileName(value: unknown): string {
  return typeof value === 'string' ? value.trim().slice(0, NAME_MAX_LENGTH) : '';
}
