import { resolve } from 'node:path';
import { pathArgumentOrExit } from '../cli/path-argument.ts';
import { createSiteServer } from './static-site-server.ts';

/**
 * Serves the built site: `node scripts/site/serve-site.ts [dist]`, on HOST (default 127.0.0.1) and
 * PORT (default 4321). SITE_URL is the address it announces (`npm start` passes the public one).
 */
const root = resolve(pathArgumentOrExit('Usage: npm run preview -- [dist]', 'dist'));
const port = Number(process.env['PORT'] ?? 4321);
const host = process.env['HOST'] ?? '127.0.0.1';
const url = process.env['SITE_URL'] ?? `http://localhost:${port}/music/concert-library/`;
createSiteServer({ root, base: '/music/concert-library' }).listen(port, host, () => {
  console.log(`Concert Library site: ${url}`);
});
