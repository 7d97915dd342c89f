import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { freePort } from '../../scripts/site/demo-api.ts';
import { startCaddy } from '../support/caddy-server.ts';

/**
 * deploy/stack.Caddyfile's balancing when an instance dies in the middle of a request, as one
 * killed with SIGKILL does: Caddy must send a request that is safe to repeat and got no answer to
 * the other instance rather than answer 502. The dying instance is a server that answers its
 * health check but drops every other request's connection unanswered; the other answers all.
 */

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function listen(server: Server): Promise<string> {
  cleanups.push(() => void server.close());
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return `127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Caddy with stack.Caddyfile over a dying instance and a healthy one; a new one per test, as Caddy marks a failed instance down for 10 s. */
async function balancer(): Promise<{ api: string; dropped: () => number }> {
  let dropped = 0;
  const dying = await listen(
    createServer((request, response) => {
      if (request.url === '/healthz') response.end('ok');
      else {
        dropped++;
        request.socket.destroy();
      }
    }),
  );
  const healthy = await listen(createServer((_, response) => response.end('answered')));
  const work = mkdtempSync(join(tmpdir(), 'cl-stack-retry-'));
  cleanups.push(() => rmSync(work, { recursive: true, force: true }));
  const [sitePort, apiPort] = [await freePort(), await freePort()];
  const api = `http://127.0.0.1:${apiPort}`;
  // Caddy is polled at the site's address, so no request reaches the instances before the test's.
  const site = `http://127.0.0.1:${sitePort}`;
  const caddy = await startCaddy('deploy/stack.Caddyfile', site, {
    SITE_ROOT: work,
    SITE_ADDRESS: site,
    API_ADDRESS: api,
    API_UPSTREAMS: `${dying} ${healthy}`,
  });
  cleanups.push(() => caddy.stop());
  return { api, dropped: () => dropped };
}

it.each(['GET', 'HEAD', 'OPTIONS'])(
  'answers every %s from the other instance when one drops its requests unanswered',
  async (method) => {
    const { api, dropped } = await balancer();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await fetch(`${api}/api/2/combined/`, { method })).status);
    // The dying instance was asked (else this proves nothing), and no visitor saw it.
    expect(dropped()).toBeGreaterThan(0);
    expect(statuses).toEqual([200, 200, 200, 200]);
  },
  60_000,
);
