import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CADDYFILE_PATH, renderCaddyfile } from './caddyfile.ts';

/**
 * Writes deploy/Caddyfile from hosting-rules.ts: `npx node scripts/site/write-caddyfile.ts`.
 * A unit test fails while the file in the repository differs from what this writes.
 */
writeFileSync(resolve(import.meta.dirname, '../..', CADDYFILE_PATH), renderCaddyfile());
console.log(`Wrote ${CADDYFILE_PATH}.`);
