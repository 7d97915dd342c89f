import { z } from 'zod';

/**
 * The type the catalogue format's documentation names a schema by, where zod's own would say less
 * (an identifier is a string with rules; an image is an object with known fields).
 */
export const typeNames = z.registry<{ typeName: string }>();
