import { resolve } from 'node:path';
import { pathArgumentOrExit } from '../cli/path-argument.ts';
import { createSiteServer } from './static-site-server.ts';

/** Serves the built site: `node scripts/site/serve-site.ts [dist]`, on PORT (default 4321). */
const root = resolve(pathArgumentOrExit('Usage: node scripts/site/serve-site.ts [dist]', 'dist'));
const port = Number(process.env['PORT'] ?? 4321);
const host = process.env['HOST'] ?? '127.0.0.1';
createSiteServer({ root, base: '/music/concert-library' }).listen(port, host, () => {
  console.log(`Concert Library site: http://localhost:${port}/music/concert-library/`);
});
