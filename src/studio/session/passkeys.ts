import { startAuthentication, startRegistration, WebAuthnError } from '@simplewebauthn/browser';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import type { AcceptStartAnswer } from '#lib/studio/invitation-acceptance.ts';
import type { SecondFactorChallenge } from '#lib/studio/session.ts';

/** A passkey ceremony that did not end with a passkey, in words an editor can act on. */
export class PasskeyError extends Error {
  override name = 'PasskeyError';
}

function explained(error: unknown): PasskeyError {
  const name = error instanceof Error ? error.name : '';
  const code = error instanceof WebAuthnError ? error.code : '';
  if (name === 'NotAllowedError' || code === 'ERROR_CEREMONY_ABORTED')
    return new PasskeyError('The passkey was not used: the request was cancelled or timed out. Please try again.');
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
    return new PasskeyError('This device already holds a passkey for your studio account.');
  if (name === 'SecurityError')
    return new PasskeyError('This browser refused the passkey for this address. Open the studio at its usual address.');
  return new PasskeyError('This browser or device cannot use a passkey here. Try another browser or device.');
}

/** Creates a passkey with the options a first step answered (an invitation's, or another passkey's). */
export async function createPasskey(start: Pick<AcceptStartAnswer, 'options'>): Promise<RegistrationResponseJSON> {
  try {
    return await startRegistration({ optionsJSON: start.options });
  } catch (error) {
    throw explained(error);
  }
}

/** Asks for the member's passkey with the options the password step answered. */
export async function askPasskey(challenge: SecondFactorChallenge): Promise<AuthenticationResponseJSON> {
  try {
    return await startAuthentication({ optionsJSON: challenge.options });
  } catch (error) {
    throw explained(error);
  }
}
