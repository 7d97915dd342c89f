import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StaffRole, StudioFieldErrors } from '#lib/studio/contract.ts';
import type { AppContext } from '../context.ts';
import { badRequest, notFound } from '../http/errors.ts';
import type { UploadBody } from '../http/upload-body.ts';
import type { StaffRow } from './staff-rows.ts';

/** A route anyone may call: the sign-in and invitation steps. */
export type PublicHandler = (ctx: AppContext, request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** A route for signed-in staff: it receives the member the guard let through. */
export type StaffHandler = (
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  staff: StaffRow,
) => Promise<unknown>;

/** One route of the studio API: where it is, who may call it, and what it does. */
export type StudioRoute = {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Fastify's path, ending in '/'; the same path without the slash answers too. */
  path: string;
  /** Counted by the auth rate limit (sign-in and invitation steps, inviting). */
  rateLimited: boolean;
  /** Set on a route that takes a file: its body is the file's bytes, of any type, up to a size. */
  upload?: UploadBody;
} & ({ access: 'public'; handler: PublicHandler } | { access: readonly StaffRole[]; handler: StaffHandler });

/** A 400 with one field's message, the shape the studio shows at the field. */
export function fieldError(field: string, message: string) {
  const errors: StudioFieldErrors = { [field]: [message] };
  return badRequest(errors);
}

/** The `:id` of a route's path as a positive whole number; 404 when it is not one (no record has such an id). */
export function idParam(request: FastifyRequest): number {
  const id = Number((request.params as { id?: string }).id);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound();
  return id;
}
