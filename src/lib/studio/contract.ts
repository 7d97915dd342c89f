/**
 * The studio API's contract: one set of zod schemas that the server validates requests with
 * and answers by, and that the studio parses answers with.
 */
import '../api/zod-jitless.ts';

export * from './roles.ts';
export * from './form-fields.ts';
export * from './staff.ts';
export * from './webauthn.ts';
export * from './session.ts';
export * from './invitation-acceptance.ts';
export * from './audit.ts';
export * from './errors.ts';
export * from './paths.ts';
export * from './records.ts';
export * from './account.ts';
export * from './image-focus.ts';
export * from './images.ts';
export * from './publishing.ts';
export * from './masters.ts';
export * from './licences.ts';
export * from './plays.ts';
