import { z } from 'zod';
// Types only: the browser bundle must not pull the server package in.
import type {
  AuthenticationExtensionsClientOutputs,
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/server';

/**
 * The WebAuthn values that travel between the studio and the API, in the JSON forms of
 * WebAuthn Level 3 (what `@simplewebauthn/browser` produces and reads). The server checks their
 * shape here, and their cryptography with `@simplewebauthn/server`.
 */

/** Base64url without padding, bounded: what every binary WebAuthn field is sent as. */
function base64url(max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? 'This field is required.' : 'Not a valid string.') })
    .min(1, { error: 'This field may not be blank.' })
    .max(max, { error: `Ensure this field has no more than ${max} characters.` })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'Not valid base64url.' });
}

const credentialId = base64url(1366);
const transports = z.array(z.string().max(32)).max(8);
/** What the browser says of the extensions it ran: read by no one here, so only its kind is checked. */
const clientExtensionResults = z.custom<AuthenticationExtensionsClientOutputs>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
  { error: 'Expected an object.' },
);
const attachment = z.enum(['platform', 'cross-platform']);

/** What `navigator.credentials.create()` made, as JSON: a new passkey to register. */
export const RegistrationResponseSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16_384),
    authenticatorData: base64url(16_384).exactOptional(),
    transports: transports.exactOptional(),
    publicKeyAlgorithm: z.number().int().exactOptional(),
    publicKey: base64url(4096).exactOptional(),
  }),
  authenticatorAttachment: attachment.exactOptional(),
  clientExtensionResults,
  type: z.literal('public-key'),
}) satisfies z.ZodType<RegistrationResponseJSON>;

/** What `navigator.credentials.get()` answered, as JSON: a passkey's signature over the challenge. */
export const AuthenticationResponseSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(16_384),
    signature: base64url(1024),
    userHandle: base64url(256).exactOptional(),
  }),
  authenticatorAttachment: attachment.exactOptional(),
  clientExtensionResults,
  type: z.literal('public-key'),
}) satisfies z.ZodType<AuthenticationResponseJSON>;

const isObject = (value: unknown) => typeof value === 'object' && value !== null;

/** Options for `navigator.credentials.create()` (hand them to `startRegistration`). */
export const RegistrationOptionsSchema = z.custom<PublicKeyCredentialCreationOptionsJSON>(
  (value) => isObject(value) && typeof (value as { challenge?: unknown }).challenge === 'string',
);

/** Options for `navigator.credentials.get()` (hand them to `startAuthentication`). */
export const AuthenticationOptionsSchema = z.custom<PublicKeyCredentialRequestOptionsJSON>(
  (value) => isObject(value) && typeof (value as { challenge?: unknown }).challenge === 'string',
);
