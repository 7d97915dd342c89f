import { config } from 'zod';

/**
 * Imported first by the contract (common.ts) and by islands, before any module builds a zod schema. In the
 * browser zod probes `new Function` once, when it builds its first object schema, to choose
 * its compiled fast path; the site's Content-Security-Policy forbids eval, and the probe,
 * though caught, is reported as a violation. Validating a few live streams needs no fast
 * path, so in the browser zod runs without it. The build and the server keep it.
 */
if (typeof document !== 'undefined') config({ jitless: true });
