// First, before any schema is built: zod must not probe for eval in the browser (the CSP forbids it).
import './zod-jitless.ts';
import { z } from 'zod';

/**
 * An error answer: `detail`, `non_field_errors` or `{field: [messages]}`. A module of its own, so
 * that what reads a failed answer in the browser sets up no other schema of the contract.
 */
export const ErrorAnswerSchema = z
  .object({
    detail: z.string().optional(),
    non_field_errors: z.array(z.string()).optional(),
  })
  .catchall(z.union([z.array(z.string()), z.string()]));
export type ErrorAnswer = z.output<typeof ErrorAnswerSchema>;
