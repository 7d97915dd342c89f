import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { scaleCatalog } from '../server/seed/scale-catalog.ts';
import { pathArgumentOrExit } from './cli/path-argument.ts';

/**
 * Writes the scale catalogue (server/seed/scale-catalog.ts) as a catalogue document, to
 * var/scale-catalog.json or to the path given as the first argument, for the catalogue import
 * and the benchmarks.
 */
const target = resolve(pathArgumentOrExit('Usage: npm run seed:scale -- [file.json]', 'var/scale-catalog.json'));
const started = performance.now();
const document = scaleCatalog();
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, JSON.stringify(document));
const seconds = ((performance.now() - started) / 1000).toFixed(2);
console.log(
  `Wrote ${target}: ${document.compositions?.length} compositions, ${document.people?.length} people, ` +
    `${document.programs?.length} programs, ${document.performances?.length} performances in ${seconds} s.`,
);
