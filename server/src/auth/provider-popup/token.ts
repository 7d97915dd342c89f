import { z } from 'zod';
import type { ProviderPopup } from './config.ts';
import type { ClientSecretSource } from './client-secret.ts';
import { ProviderTokenError, ProviderUnavailableError } from '../provider-identity.ts';

/** How long the provider's token endpoint may take. */
const EXCHANGE_TIMEOUT_MS = 5_000;

/** The token endpoint's answer (RFC 6749 section 5.1; OpenID Connect adds `id_token`). */
const TokenAnswerSchema = z.object({
  access_token: z.string().min(1),
  token_type: z.string().optional(),
  id_token: z.string().min(1).optional(),
});
export type TokenAnswer = z.output<typeof TokenAnswerSchema>;

/** One code exchange: the code the provider returned and the flow's PKCE verifier. */
export interface CodeExchange {
  code: string;
  verifier: string;
  /** The instant the exchange happens at (a signed client secret is issued then). */
  now: Date;
}

/** The token request's form: the code, the same redirect URI, the verifier and the client's credentials. */
async function tokenRequestBody(
  popup: ProviderPopup,
  secret: ClientSecretSource,
  exchange: CodeExchange,
): Promise<URLSearchParams> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: exchange.code,
    redirect_uri: popup.redirectUri,
    client_id: popup.clientId,
    code_verifier: exchange.verifier,
  });
  const clientSecret = await secret(exchange.now);
  if (clientSecret !== undefined) body.set('client_secret', clientSecret);
  return body;
}

/**
 * Exchanges an authorization code at the provider's token endpoint. A 4xx (a used, expired or
 * foreign code, a wrong verifier) throws ProviderTokenError; a network failure, a 5xx or an
 * answer that cannot be read throws ProviderUnavailableError.
 */
export async function exchangeCode(
  popup: ProviderPopup,
  secret: ClientSecretSource,
  exchange: CodeExchange,
): Promise<TokenAnswer> {
  let response: Response;
  try {
    response = await fetch(popup.tokenUrl, {
      method: 'POST',
      redirect: 'error',
      signal: AbortSignal.timeout(EXCHANGE_TIMEOUT_MS),
      headers: { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
      body: await tokenRequestBody(popup, secret, exchange),
    });
  } catch (error) {
    throw new ProviderUnavailableError('The token request failed.', { cause: error });
  }
  const answer: unknown = await response.json().catch(() => undefined);
  if (response.status >= 400 && response.status < 500)
    throw new ProviderTokenError(`The token request was refused (${response.status}).`, { cause: answer });
  if (!response.ok) throw new ProviderUnavailableError(`The token request answered ${response.status}.`);
  const parsed = TokenAnswerSchema.safeParse(answer);
  if (!parsed.success)
    throw new ProviderUnavailableError('The token answer could not be read.', { cause: parsed.error });
  return parsed.data;
}
