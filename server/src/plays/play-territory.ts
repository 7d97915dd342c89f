import type { FastifyRequest } from 'fastify';
import { visitorCountry } from '../streams/stream-access.ts';

const CODE = /^[A-Z0-9]{2}$/;

/**
 * The territory a play is counted in: the code the trusted proxy's header (COUNTRY_HEADER) gives, read as
 * the stream's rights were decided for it ('XX' or 'T1' kept as the proxy says them); '' when there is no
 * header or it holds no two-character code. Nothing else about the visitor is kept.
 */
export function playTerritory(request: FastifyRequest, header: string): string {
  const code = visitorCountry(request, header) ?? '';
  return CODE.test(code) ? code : '';
}
